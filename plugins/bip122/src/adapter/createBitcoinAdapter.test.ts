import { createManualClock, isLatchError } from '@latch/core'
import type { BitcoinTestWallet } from '@latch/testkit'
import { Transaction } from '@scure/btc-signer'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, describe, expect, it } from 'vitest'
import { waitForConfirmation } from '../actions/waitForConfirmation'
import { startLocalBitcoin, walletsOf } from '../test/localBitcoin'
import { verifyBitcoinMessage } from '../verify'
import type { BitcoinAdapterContext } from './bitcoinAdapterState'
import { createBitcoinAdapter } from './createBitcoinAdapter'
import type { BitcoinWalletFeatures } from './walletFeatures'

// A fee floor of 3 sat/vB: the fee the adapter pays must come from the chain's estimates.
const local = await startLocalBitcoin({ floorSatsPerVbyte: 3 })
afterAll(() => local.stop())
const [regtest, testnet] = local.networks

const ctx = {
  log: { debug() {}, info() {}, warn() {}, error() {} },
  storage: { get: () => undefined },
  getState: () => ({ connectors: { all: [] }, connections: {} }),
} as unknown as BitcoinAdapterContext

function adapterFor(...wallets: Wallet[]) {
  return createBitcoinAdapter({
    wallets: walletsOf(wallets),
    networks: () => [regtest, testnet],
    ctx,
  })
}

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

async function connected(wallet: BitcoinTestWallet) {
  const adapter = adapterFor(wallet)
  const result = await adapter.connect({
    connectorId: wallet.name,
    caipNetworkId: regtest.caipNetworkId,
  })
  return { adapter, result }
}

describe('the bip122 ChainAdapter on the local chain', () => {
  it('connects with the payment account first, typed payment, and the ordinals one typed ordinal', async () => {
    const wallet = await local.newWallet()
    const { result } = await connected(wallet)
    expect(result.caipNetworkId).toBe(regtest.caipNetworkId)
    expect(result.accounts.map(({ address, type }) => ({ address, type }))).toEqual([
      { address: wallet.payment.address, type: 'payment' },
      { address: wallet.ordinals.address, type: 'ordinal' },
    ])
  })

  it('gives a balance in sats, 8 decimals, BTC', async () => {
    const wallet = await local.newWallet(123_456)
    const { adapter } = await connected(wallet)
    expect(await adapter.getBalance({ address: wallet.payment.address, network: regtest })).toEqual(
      {
        value: 123_456n,
        decimals: 8,
        symbol: 'BTC',
      },
    )
  })

  it('signs a message with BIP-322 for the account (verified by the server entry), and refuses an answer without a signature', async () => {
    const wallet = await local.newWallet()
    const { adapter } = await connected(wallet)
    const message = 'Sign in to Latch'
    const signature = await adapter.signMessage({
      connectorId: wallet.name,
      address: wallet.payment.address,
      message,
    })
    expect(verifyBitcoinMessage(wallet.payment.address, message, signature)).toBe(true)
    expect(verifyBitcoinMessage(wallet.ordinals.address, message, signature)).toBe(false)

    // A wallet that answers bitcoin:signMessage with nothing signed.
    const silent: Wallet = {
      ...wallet,
      name: 'Signs nothing',
      accounts: wallet.accounts,
      features: {
        ...wallet.features,
        'bitcoin:signMessage': {
          version: '1.0.0',
          signMessage: async () => [
            { signedMessage: new Uint8Array(), signature: new Uint8Array() },
          ],
        },
      },
    }
    const other = adapterFor(silent)
    await other.connect({ connectorId: 'Signs nothing' })
    const error = await caught(
      other.signMessage({ connectorId: 'Signs nothing', address: wallet.payment.address, message }),
    )
    expect(error).toMatchObject({ code: 'BITCOIN_SIGNATURE_MISSING' })
    expect((error as Error).message).toBe('The wallet gave no signature')
  })

  it('maps a rejected signature or transfer to USER_REJECTED_REQUEST (4001)', async () => {
    const wallet = await local.newWallet(50_000)
    const { adapter } = await connected(wallet)
    wallet.rejectNext({ feature: 'bitcoin:signMessage' })
    expect(
      await caught(
        adapter.signMessage({
          connectorId: wallet.name,
          address: wallet.payment.address,
          message: 'x',
        }),
      ),
    ).toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001 })
    wallet.rejectNext({ feature: 'bitcoin:signTransaction' })
    const to = (await local.newWallet()).payment.address
    expect(
      await caught(
        adapter.sendTransaction({
          connectorId: wallet.name,
          network: regtest,
          transaction: { from: wallet.payment.address, to, value: 1_000n },
        }),
      ),
    ).toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001 })
  })

  it('sends sats at the chain fee rate: the recipient gets them once mined, the sender pays value and fee', async () => {
    const wallet = await local.newWallet(100_000)
    const recipient = await local.newWallet()
    const { adapter } = await connected(wallet)
    const transaction = {
      from: wallet.payment.address,
      to: recipient.payment.address,
      value: 30_000n,
    }
    const vsize = await adapter.estimateGas({ network: regtest, transaction })
    const fee = await adapter.estimateFee({ network: regtest, transaction })
    // One P2WPKH input, the payment and the change: 141 vB; at the chain's 3 sat/vB.
    expect(vsize).toBeGreaterThan(100n)
    expect(vsize).toBeLessThan(200n)
    expect(fee).toBe(vsize * 3n)

    const txid = await adapter.sendTransaction({
      connectorId: wallet.name,
      network: regtest,
      transaction,
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const clock = createManualClock()
    const confirmed = waitForConfirmation(regtest, txid, { clock, intervalMs: 1_000 })
    let settled = false
    void confirmed.then(() => {
      settled = true
    })
    await expect.poll(() => clock.pendingTimers()).toBe(1)
    await clock.advanceAsync(1_000)
    await expect.poll(() => clock.pendingTimers()).toBe(1)
    expect(settled).toBe(false)
    const [block] = await local.chain.mine(1)
    expect(block).toBeDefined()
    await clock.advanceAsync(1_000)
    await expect(confirmed).resolves.toEqual({ blockHeight: local.chain.height() })

    expect(
      (await adapter.getBalance({ address: recipient.payment.address, network: regtest })).value,
    ).toBe(30_000n)
    expect(
      (await adapter.getBalance({ address: wallet.payment.address, network: regtest })).value,
    ).toBe(100_000n - 30_000n - fee)
  })

  it('fails with INSUFFICIENT_FUNDS when the outputs do not cover value and fee', async () => {
    const wallet = await local.newWallet(10_000)
    const { adapter } = await connected(wallet)
    const transaction = {
      from: wallet.payment.address,
      to: (await local.newWallet()).payment.address,
      value: 10_000n,
    }
    const error = await caught(
      adapter.sendTransaction({ connectorId: wallet.name, network: regtest, transaction }),
    )
    expect(isLatchError(error, 'INSUFFICIENT_FUNDS')).toBe(true)
  })

  it("gives the chain's refusal as BITCOIN_BROADCAST_REFUSED, with its reason (the coins spent meanwhile)", async () => {
    const wallet = await local.newWallet(60_000)
    // The user spends the same coins from the wallet (another tab) while Latch's transfer is signed.
    const sign = wallet.features[
      'bitcoin:signTransaction'
    ] as BitcoinWalletFeatures['bitcoin:signTransaction']
    const sendElsewhere = wallet.features['bitcoin:signAndSendTransaction']
    const racing: Wallet = {
      ...wallet,
      name: 'Racing',
      get accounts() {
        return wallet.accounts
      },
      features: {
        ...wallet.features,
        'bitcoin:signTransaction': {
          ...sign,
          async signTransaction(...inputs: Parameters<typeof sign.signTransaction>) {
            const [input] = inputs
            if (!input) throw new Error('nothing to sign')
            const other = Transaction.fromPSBT(input.psbt)
            // Another transaction: the same coins, 500 sats more in fee.
            other.updateOutput(0, { amount: (other.getOutput(0).amount ?? 0n) - 500n })
            await sendElsewhere.signAndSendTransaction({
              ...input,
              psbt: other.toPSBT(),
              chain: 'bitcoin:regtest',
            })
            return sign.signTransaction(input)
          },
        },
      },
    }
    const adapter = adapterFor(racing)
    await adapter.connect({ connectorId: 'Racing' })
    const error = await caught(
      adapter.sendTransaction({
        connectorId: 'Racing',
        network: regtest,
        transaction: {
          from: wallet.payment.address,
          to: (await local.newWallet()).payment.address,
          value: 30_000n,
        },
      }),
    )
    expect(error).toMatchObject({ code: 'BITCOIN_BROADCAST_REFUSED' })
    expect((error as Error).message).toBe('The Bitcoin network refused the transaction')
    expect(String((error as { details?: string }).details)).toMatch(/conflict|spent|missing/i)
  })

  it('switches network without a prompt, to a chain the wallet signs on only', async () => {
    const wallet = await local.newWallet()
    const { adapter } = await connected(wallet)
    const changed: string[] = []
    adapter.on('chainChanged', ({ caipNetworkId }) => changed.push(caipNetworkId))
    await adapter.switchNetwork({ connectorId: wallet.name, network: testnet })
    expect(changed).toEqual([testnet.caipNetworkId])

    const regtestOnly = await local.newWallet(0, {
      chains: ['bitcoin:regtest'],
      name: 'Regtest only',
    })
    const { adapter: other } = await connected(regtestOnly)
    expect(
      await caught(other.switchNetwork({ connectorId: 'Regtest only', network: testnet })),
    ).toMatchObject({ code: 'UNRECOGNIZED_CHAIN', rpcCode: 4902 })
  })
})
