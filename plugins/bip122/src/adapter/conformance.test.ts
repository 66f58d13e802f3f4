import { describeChainAdapterConformance } from '@latch/testkit/conformance'
import { afterAll } from 'vitest'
import { verifyBitcoinMessage } from '../actions/verifyMessage'
import { startLocalBitcoin, walletsOf } from '../test/localBitcoin'
import type { BitcoinAdapterContext } from './bitcoinAdapterState'
import { createBitcoinAdapter } from './createBitcoinAdapter'

// The ChainAdapter contract on the local regtest chain (bcoin: scripts and signatures checked)
// with the Bitcoin test wallet signing for real; each check gets a fresh wallet holding 0.001 BTC.
const local = await startLocalBitcoin()
afterAll(() => local.stop())

describeChainAdapterConformance('bip122', async () => {
  const wallet = await local.newWallet(100_000)
  const recipient = await local.newWallet()
  const adapter = createBitcoinAdapter({
    wallets: walletsOf([wallet]),
    networks: () => [...local.networks],
    // A page with no record of an earlier visit: reconnect asks only the session of this one.
    ctx: {
      log: { debug() {}, info() {}, warn() {}, error() {} },
      storage: { get: () => undefined },
      getState: () => ({ connectors: { all: [] }, connections: {} }),
    } as unknown as BitcoinAdapterContext,
  })
  return {
    adapter,
    connectorId: wallet.name,
    networks: local.networks,
    transaction: (from) => ({ from, to: recipient.payment.address, value: 20_000n }),
    rejectNextRequest: () => wallet.rejectNext(),
    disconnectWallet: () => wallet.disconnectFromWallet(),
    verifySignature: async ({ address, message, signature }) =>
      verifyBitcoinMessage(address, message, signature),
    cleanup: () => adapter.destroy?.(),
  }
})
