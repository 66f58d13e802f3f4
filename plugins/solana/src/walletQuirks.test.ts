import { createMemoryStorage, type StorageAdapter } from '@latch/core'
import { createTestLatch, type SolanaTestWallet } from '@latch/testkit'
import { ed25519 } from '@noble/curves/ed25519.js'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, describe, expect, it } from 'vitest'
import { solana } from './plugin'
import { startLocalSolana, walletsOf } from './test/localSolana'

// Real wallets' quirks (testkit/src/quirks/solanaQuirks.ts), each replayed by the Solana test
// wallet on a local cluster: what Latch does about it, as an app sees it.
const local = await startLocalSolana()
afterAll(() => local.stop())
const { validator, networks } = local
const rpc = new Connection(validator.rpcUrl, 'confirmed')
const [payer, second] = validator.accounts as [
  (typeof validator.accounts)[number],
  (typeof validator.accounts)[number],
]

function page(wallet: SolanaTestWallet, storage: StorageAdapter = createMemoryStorage()) {
  return createTestLatch({
    networks: [...networks],
    storage,
    plugins: [solana({ wallets: walletsOf([wallet]) })],
  })
}

async function connected(wallet: SolanaTestWallet, storage?: StorageAdapter) {
  const latch = page(wallet, storage)
  await latch.dispatch({
    type: 'connection.connect',
    connectorId: wallet.name,
    namespace: 'solana',
  })
  return latch
}

/** A 1-lamport transfer from the payer, as an app builds it: base64 wire bytes, unsigned. */
async function transferWire(from = payer.publicKey) {
  const { blockhash } = await rpc.getLatestBlockhash()
  return new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash })
    .add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(from),
        toPubkey: new PublicKey(second.publicKey),
        lamports: 1,
      }),
    )
    .serialize({ requireAllSignatures: false })
    .toString('base64')
}

const confirmed = (signature: string) =>
  expect
    .poll(async () => (await rpc.getSignatureStatus(signature)).value?.confirmationStatus)
    .toMatch(/confirmed|finalized/)

describe('a Solana wallet without solana:signAndSendTransaction', () => {
  it('sends: Latch signs with solana:signTransaction and sends through its own RPC', async () => {
    const wallet = local.newWallet(undefined, { omitFeatures: ['solana:signAndSendTransaction'] })
    const latch = await connected(wallet)
    const transfer = await latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to: second.publicKey, value: 1_000n },
    })
    await confirmed(transfer)
    const { signature } = (await latch.dispatch({
      type: 'solana.request',
      method: 'solana_signAndSendTransaction',
      params: { transaction: await transferWire() },
    })) as { signature: string }
    await confirmed(signature)
  })

  it('one with only signAndSendTransaction sends itself; a bare signature is a named error', async () => {
    const wallet = local.newWallet(undefined, {
      omitFeatures: ['solana:signTransaction', 'solana:signMessage'],
    })
    const latch = await connected(wallet)
    const { signature } = (await latch.dispatch({
      type: 'solana.request',
      method: 'solana_signAndSendTransaction',
      params: { transaction: await transferWire() },
    })) as { signature: string }
    await confirmed(signature)
    await expect(
      latch.dispatch({
        type: 'solana.request',
        method: 'solana_signTransaction',
        params: { transaction: await transferWire() },
      }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_METHOD', rpcCode: 4200 })
    await expect(
      latch.dispatch({ type: 'account.signMessage', message: 'gm' }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_METHOD' })
  })
})

describe('a Solana wallet that changes account without an event', () => {
  it('the next request follows the wallet and signs nothing: the new account shows, then signs', async () => {
    const wallet = local.newWallet(undefined, { silentAccountChanges: true })
    const latch = await connected(wallet)
    wallet.setAccounts([second.secretKey])
    expect(latch.getState().accounts.solana?.address).toBe(payer.publicKey)

    // Would the wallet prompt, the scripted rejection would be used up.
    wallet.rejectNext()
    await expect(
      latch.dispatch({ type: 'account.signMessage', message: 'Pay 10 SOL' }),
    ).rejects.toMatchObject({ code: 'ACCOUNT_CHANGED' })
    await expect.poll(() => latch.getState().accounts.solana?.address).toBe(second.publicKey)
    expect(wallet.getState().pendingRejections).toBe(1)
    wallet.clearRejections()

    const signature = await latch.dispatch({ type: 'account.signMessage', message: 'Pay 10 SOL' })
    const message = new TextEncoder().encode('Pay 10 SOL')
    expect(ed25519.verify(bs58.decode(signature), message, bs58.decode(second.publicKey))).toBe(
      true,
    )
  })

  it("an app's signature that names no account is not signed by the account switched to", async () => {
    const wallet = local.newWallet([payer.secretKey, second.secretKey], {
      silentAccountChanges: true,
    })
    const latch = await connected(wallet)
    wallet.setAccounts([second.secretKey, payer.secretKey])
    await expect(
      latch.dispatch({
        type: 'solana.request',
        method: 'solana_signTransaction',
        params: { transaction: await transferWire(second.publicKey) },
      }),
    ).rejects.toMatchObject({ code: 'ACCOUNT_CHANGED' })
    await expect.poll(() => latch.getState().accounts.solana?.address).toBe(second.publicKey)
  })
})

describe('a Solana wallet that signs only UTF-8 text', () => {
  it("refuses a binary message: 'MESSAGE_NOT_TEXT', and text still signs", async () => {
    const wallet = local.newWallet(undefined, { utf8MessagesOnly: true })
    const latch = await connected(wallet)
    const sign = (bytes: Uint8Array) =>
      latch.dispatch({
        type: 'solana.request',
        method: 'solana_signMessage',
        params: { message: bs58.encode(bytes) },
      })
    await expect(sign(Uint8Array.from([0xff, 0x00, 0xc3, 0x28]))).rejects.toMatchObject({
      code: 'MESSAGE_NOT_TEXT',
      message: 'This wallet signs only text messages, and this message is not text (UTF-8)',
    })
    await expect(sign(new TextEncoder().encode('gm ☀'))).resolves.toHaveProperty('signature')
  })
})

describe('no "connected but failing" after a reload: injected Solana', () => {
  /** The statuses a reload goes through, from the first state the page shows. */
  async function reload(wallet: SolanaTestWallet, storage: StorageAdapter) {
    const latch = page(wallet, storage)
    const statuses = [latch.getState().accounts.solana?.status]
    latch.subscribe(
      (state) => state.accounts.solana?.status,
      (status) => statuses.push(status),
    )
    await latch.dispatch({ type: 'connection.reconnect' })
    return { latch, statuses }
  }

  it('a wallet locked at reload: reconnecting, then Connect; what was stored is cleared', async () => {
    const storage = createMemoryStorage()
    const wallet = local.newWallet()
    ;(await connected(wallet, storage)).destroy()
    wallet.lock()

    const { latch, statuses } = await reload(wallet, storage)
    expect(statuses).toEqual(['reconnecting', 'disconnected'])
    expect(latch.getState().connections.solana ?? []).toEqual([])
    expect(latch.storage.get('connections')?.solana ?? []).toEqual([])
  })

  it('a wallet locked at reload that still lists the site as connected: Connect, never connected', async () => {
    const storage = createMemoryStorage()
    const wallet = local.newWallet(undefined, { listsAccountsWhileLocked: true })
    ;(await connected(wallet, storage)).destroy()
    wallet.lock()
    expect(wallet.accounts).toHaveLength(1)

    const locked = await reload(wallet, storage)
    expect(locked.statuses).toEqual(['reconnecting', 'disconnected'])
    expect(locked.latch.storage.get('connections')?.solana ?? []).toEqual([])
    locked.latch.destroy()

    // Unlocked, the wallet confirms the site again: a later visit reconnects it without a prompt.
    wallet.unlock()
    const latch = await connected(wallet, storage)
    latch.destroy()
    wallet.rejectNext()
    const unlocked = await reload(wallet, storage)
    expect(unlocked.statuses).toEqual(['reconnecting', 'connected'])
    expect(wallet.getState().pendingRejections).toBe(1)
  })
})

describe('a Solana wallet that ignores silent connects', () => {
  it('a first visit prompts nothing on page load; the wallet used here before reconnects', async () => {
    const wallet = local.newWallet(undefined, { ignoresSilentConnect: true })
    // Would the wallet prompt, the scripted rejection would be used up.
    wallet.rejectNext()
    const first = page(wallet)
    await first.dispatch({ type: 'connection.reconnect' })
    expect(first.getState().accounts.solana?.status).toBe('disconnected')
    expect(wallet.getState().pendingRejections).toBe(1)
    first.destroy()
    wallet.clearRejections()

    const storage = createMemoryStorage()
    ;(await connected(wallet, storage)).destroy()
    const reloaded = page(wallet, storage)
    await reloaded.dispatch({ type: 'connection.reconnect' })
    expect(reloaded.getState().accounts.solana?.status).toBe('connected')
  })
})
