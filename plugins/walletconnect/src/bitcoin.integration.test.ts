import { bip122, bitcoinRegtest } from '@latch/bip122'
import { verifyBitcoinMessage } from '@latch/bip122/verify'
import { createMemoryStorage, type Network } from '@latch/core'
import type { LatchPlugin } from '@latch/core/plugin'
import { defineEip155Network, eip155 } from '@latch/eip155'
import {
  type BitcoinChain,
  createRelayBitcoinAccounts,
  createRelayTestWallet,
  createTestLatch,
  type Devnet,
  type LocalRelay,
  startBitcoinChain,
  startDevnet,
  startLocalRelay,
} from '@latch/testkit'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { Address, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { walletConnect } from './plugin'
import { RELAY_SESSION_EVENTS, RELAY_SESSION_METHODS } from './session/relaySession'
import { noStandardWallets, readyUri, sdkMemoryStorage } from './test/relayTestParts'

// Bitcoin over the relay protocol in Node: the real sign-client on both sides of the local relay,
// the bip122 plugin on a Bitcoin-only page, a relay wallet signing for real on the local regtest
// chain (bcoin: scripts and signatures checked).
let relay: LocalRelay
let chain: BitcoinChain
let devnet: Devnet
beforeAll(async () => {
  ;[relay, chain, devnet] = await Promise.all([
    startLocalRelay(),
    startBitcoinChain(),
    startDevnet(),
  ])
})
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await Promise.all([relay?.stop(), chain?.stop(), devnet?.stop()])
})

let prefix = 0
const regtest = () => bitcoinRegtest(chain.url)

/** The sats an address holds, confirmed or not (the chain's Esplora API). */
async function balanceOf(address: string): Promise<number> {
  const utxos = (await (await fetch(`${chain.url}/address/${address}/utxo`)).json()) as {
    value: number
  }[]
  return utxos.reduce((sum, utxo) => sum + utxo.value, 0)
}

/** A relay wallet with fresh Bitcoin keys, its payment address funded with `sats` in a block. */
async function phone(sats = 0, evm?: `0x${string}`) {
  const accounts = createRelayBitcoinAccounts({
    paymentSecretKey: secp256k1.utils.randomSecretKey(),
    ordinalsSecretKey: secp256k1.utils.randomSecretKey(),
    esploraUrl: chain.url,
  })
  const wallet = await createRelayTestWallet({
    relayUrl: relay.url,
    bitcoin: accounts,
    ...(evm && { evm: { privateKeys: [evm], chains: devnet.chains } }),
    requestQueue: false,
  })
  cleanups.push(() => wallet.close())
  if (sats > 0) {
    await chain.fund(accounts.addresses[0] as string, sats)
    await chain.mine(1)
  }
  const [payment, ordinals] = wallet.accounts.bip122 as [string, string]
  return { wallet, payment, ordinals }
}

/** A page with the relay protocol and bip122 (and eip155 when `networks` has an EVM one). */
function page(networks: Network[] = [regtest()], plugins: LatchPlugin[] = []) {
  const latch = createTestLatch({
    networks,
    endpoints: { relay: relay.url },
    storage: createMemoryStorage(),
    plugins: [
      ...plugins,
      bip122({ wallets: noStandardWallets }),
      walletConnect({
        sdk: {
          storage: sdkMemoryStorage() as never,
          customStoragePrefix: `latch-wc-bitcoin-${process.pid}-${++prefix}`,
          logger: 'silent',
        },
      }),
    ],
  })
  cleanups.push(() => latch.destroy())
  return latch
}

async function connected(sats = 0) {
  const latch = page()
  const phoneWallet = await phone(sats)
  const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
  await phoneWallet.wallet.pair(await readyUri(latch))
  const proposal = await phoneWallet.wallet.nextProposal()
  const session = await phoneWallet.wallet.approve(proposal)
  await connecting
  return { latch, ...phoneWallet, proposal, session }
}

describe('walletConnect on bip122', () => {
  it('connects a Bitcoin-only page: the payment address active, the ordinals one listed, its balance in BTC', async () => {
    const { latch, payment, ordinals, proposal, session } = await connected(2_500_000)
    // The page asks for the plugin's bip122 methods and event; the wallet grants them.
    const asked = {
      chains: [regtest().caipNetworkId],
      methods: [...RELAY_SESSION_METHODS.bip122],
      events: [...RELAY_SESSION_EVENTS.bip122],
    }
    expect(proposal.optionalNamespaces.bip122).toMatchObject(asked)
    expect(session.namespaces.bip122).toMatchObject({ methods: asked.methods })
    const account = latch.getState().accounts.bip122
    expect(account).toMatchObject({ status: 'connected', address: payment })
    expect(account?.allAccounts.map((each) => [each.address, each.type])).toEqual([
      [payment, 'payment'],
      [ordinals, 'ordinal'],
    ])
    expect(latch.getState().connectors.activeIds).toEqual({ bip122: 'walletConnect' })
    await expect.poll(() => latch.getState().accounts.bip122?.balance).toBe('0.025')
  })

  it('signs a message with BIP-322 over the session: the signature verifies for the payment address', async () => {
    const { latch, payment, wallet } = await connected()
    const signature = await latch.dispatch({
      type: 'account.signMessage',
      message: 'over the relay',
    })
    expect(verifyBitcoinMessage(payment, 'over the relay', signature)).toBe(true)
    expect(wallet.requests().at(-1)).toMatchObject({
      method: 'signMessage',
      params: { account: payment, address: payment, message: 'over the relay', protocol: 'bip322' },
      outcome: 'approved',
    })
  })

  it('sends sats: the wallet signs the PSBT, the page broadcasts it, the recipient holds them after a block', async () => {
    const { latch, payment, wallet } = await connected(100_000)
    const { ordinals: recipient } = await phone()
    const txid = await latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to: recipient, value: 25_000n },
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    // The wallet signed without broadcasting; the page broadcast.
    expect(wallet.requests().at(-1)).toMatchObject({
      method: 'signPsbt',
      params: { account: payment, broadcast: false },
      outcome: 'approved',
    })
    await chain.mine(1)
    await expect.poll(() => balanceOf(recipient)).toBe(25_000)
  })

  it('refuses a wallet that signs another transaction than the one asked: MALFORMED_RESPONSE, nothing broadcast', async () => {
    const { latch, wallet, payment } = await connected(100_000)
    const { ordinals: recipient, payment: thief } = await phone()
    wallet.autoApprove(false)
    const sending = latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to: recipient, value: 25_000n },
    })
    const request = await wallet.nextRequest()
    expect(request.method).toBe('signPsbt')
    // The wallet answers with the transaction paying a thief instead of the recipient.
    const swapped = Transaction.fromPSBT(base64.decode((request.params as { psbt: string }).psbt))
    const paid = swapped.getOutput(0)
    swapped.updateOutput(0, {
      script: OutScript.encode(Address({ ...TEST_NETWORK, bech32: 'bcrt' }).decode(thief)),
      amount: paid.amount,
    })
    const refused = expect(sending).rejects.toMatchObject({
      code: 'MALFORMED_RESPONSE',
      details: expect.stringContaining('other than the one it was asked to sign'),
    })
    await request.respond({ psbt: base64.encode(swapped.toPSBT()) })
    await refused
    await chain.mine(1)
    expect(await balanceOf(recipient)).toBe(0)
    expect(await balanceOf(thief)).toBe(0)
    expect(await balanceOf(payment)).toBe(100_000)
  })

  it('maps the wallet’s refusal to USER_REJECTED_REQUEST (4001)', async () => {
    const { latch, wallet } = await connected()
    wallet.autoApprove(false)
    const signing = latch.dispatch({ type: 'account.signMessage', message: 'no' })
    await (await wallet.nextRequest()).reject()
    await expect(signing).rejects.toMatchObject({ rpcCode: 4001 })
  })

  it('connects Bitcoin alongside EVM: one approval on the EVM network gives both accounts', async () => {
    const evmChain = devnet.chains[0]!
    const latch = page(
      [
        defineEip155Network({
          chainId: evmChain.chainId,
          name: 'Local EVM',
          rpcUrl: evmChain.rpcUrl,
        }),
        regtest(),
      ],
      [eip155({ gatewayChainIds: [] })],
    )
    const { wallet, payment } = await phone(0, devnet.accounts[7]!.privateKey)
    const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    await wallet.pair(await readyUri(latch))
    await wallet.approve()
    await connecting
    expect(latch.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: devnet.accounts[7]!.address,
    })
    await expect
      .poll(() => latch.getState().accounts.bip122)
      .toMatchObject({ status: 'connected', address: payment })
    expect(latch.getState().connectors.activeIds).toEqual({
      eip155: 'walletConnect',
      bip122: 'walletConnect',
    })
  })

  it('follows the wallet’s address change (bip122_addressesChanged), and the end of the session', async () => {
    const { latch, wallet, payment } = await connected()
    await wallet.emitAccountsChanged('bip122', [payment])
    await expect
      .poll(() => latch.getState().accounts.bip122?.allAccounts.map((each) => each.address))
      .toEqual([payment])
    await wallet.disconnect()
    await expect.poll(() => latch.getState().accounts.bip122?.status).toBe('disconnected')
  })
})
