import { describeChainAdapterConformance } from '@latch/testkit/conformance'
import { ed25519 } from '@noble/curves/ed25519.js'
import bs58 from 'bs58'
import { afterAll } from 'vitest'
import { startLocalSolana, walletsOf } from '../test/localSolana'
import { createSolanaAdapter } from './createSolanaAdapter'
import type { SolanaAdapterContext } from './solanaAdapterState'

// The ChainAdapter contract on a real local cluster (two, for switching) and the Solana test
// wallet signing for real.
const local = await startLocalSolana()
afterAll(() => local.stop())

describeChainAdapterConformance('solana', () => {
  const { validator, networks } = local
  const wallet = local.newWallet()
  const adapter = createSolanaAdapter({
    wallets: walletsOf([wallet]),
    networks: () => [...networks],
    // A page with no record of an earlier visit: reconnect asks only the session of this one.
    ctx: {
      log: { debug() {}, info() {}, warn() {}, error() {} },
      storage: { get: () => undefined },
      getState: () => ({ connectors: { all: [] }, connections: {} }),
    } as unknown as SolanaAdapterContext,
  })
  return {
    adapter,
    connectorId: wallet.name,
    networks,
    transaction: (from) => ({ from, to: validator.accounts[2]!.publicKey, value: 1_000_000n }),
    rejectNextRequest: () => wallet.rejectNext(),
    changeAccount: () => wallet.setAccounts([validator.accounts[1]!.secretKey]),
    disconnectWallet: () => wallet.disconnectFromWallet(),
    verifySignature: async ({ address, message, signature }) =>
      ed25519.verify(
        bs58.decode(signature),
        new TextEncoder().encode(message),
        bs58.decode(address),
      ),
    cleanup: () => adapter.destroy?.(),
  }
})
