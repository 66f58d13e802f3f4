import { createMemoryStorage } from '@latch/core'
import { RPC_METHOD_NOT_ALLOWED_DELAY_MS } from '@latch/core/constants'
import { createTestLatch, type SolanaTestWallet } from '@latch/testkit'
import { ed25519 } from '@noble/curves/ed25519.js'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { solana } from './plugin'
import { startLocalSolana, walletsOf } from './test/localSolana'

// The plugin in a client, on a real local cluster with the Solana test wallet: what an app sees.
const local = await startLocalSolana()
afterAll(() => local.stop())
const { validator, networks } = local
const rpc = new Connection(validator.rpcUrl, 'confirmed')
const [payer, second] = validator.accounts as [
  (typeof validator.accounts)[number],
  (typeof validator.accounts)[number],
]

function setup(wallet: SolanaTestWallet = local.newWallet(), storage = createMemoryStorage()) {
  const latch = createTestLatch({
    networks: [...networks],
    storage,
    plugins: [solana({ wallets: walletsOf([wallet]) })],
  })
  return { latch, wallet }
}

async function connected(wallet?: SolanaTestWallet) {
  const context = setup(wallet)
  await context.latch.dispatch({
    type: 'connection.connect',
    connectorId: context.wallet.name,
    namespace: 'solana',
  })
  return context
}

/** A fresh, empty account: nothing on chain yet, no token account. */
const freshAddress = () =>
  new PublicKey(ed25519.getPublicKey(ed25519.utils.randomSecretKey())).toBase58()

describe('solana plugin', () => {
  it('connects a Wallet Standard wallet and shows its SOL balance read from the cluster', async () => {
    const { latch } = await connected()
    const account = latch.getState().accounts.solana
    expect(account).toMatchObject({
      status: 'connected',
      address: payer.publicKey,
      caipAddress: `${networks[0].caipNetworkId}:${payer.publicKey}`,
      connectedWalletInfo: { name: 'Latch Test Wallet' },
    })
    const lamports = await rpc.getBalance(new PublicKey(payer.publicKey))
    await expect
      .poll(() => latch.getState().accounts.solana?.balance)
      .toBe(String(lamports / 1e9).slice(0, 5))
    expect(latch.getState().accounts.solana?.balanceSymbol).toBe('SOL')
  })

  it('signs a message the account can be held to', async () => {
    const { latch } = await connected()
    const signature = await latch.dispatch({ type: 'account.signMessage', message: 'Hello Latch' })
    expect(
      ed25519.verify(
        bs58.decode(signature),
        new TextEncoder().encode('Hello Latch'),
        bs58.decode(payer.publicKey),
      ),
    ).toBe(true)
  })

  it('sends SOL, confirmed on the cluster', async () => {
    const { latch } = await connected()
    const to = freshAddress()
    const signature = await latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to, value: 250_000_000n },
    })
    expect(await rpc.getBalance(new PublicKey(to))).toBe(250_000_000)
    expect((await rpc.getSignatureStatus(signature)).value?.err).toBeNull()
  })

  it("sends an SPL token, creating the receiver's token account", async () => {
    const { latch } = await connected()
    const to = freshAddress()
    const mint = validator.mint.address
    await expect(
      latch.dispatch({ type: 'solana.getTokenBalance', mint, address: to }),
    ).resolves.toEqual({ value: 0n, decimals: 6 })
    const before = await latch.dispatch({ type: 'solana.getTokenBalance', mint })

    await latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to, value: 12_500_000n, mint },
    })

    await expect(
      latch.dispatch({ type: 'solana.getTokenBalance', mint, address: to }),
    ).resolves.toEqual({ value: 12_500_000n, decimals: 6 })
    const after = await latch.dispatch({ type: 'solana.getTokenBalance', mint })
    expect(before.value - after.value).toBe(12_500_000n)
  })

  it('estimates the network fee of a transfer in lamports', async () => {
    const { latch } = await connected()
    const adapterFee = await import('./actions/walletActions').then(({ estimateFee }) =>
      estimateFee(networks[0], { from: payer.publicKey, to: second.publicKey, value: 1n }),
    )
    expect(adapterFee).toBe(5000n)
    expect(latch.getState().accounts.solana?.status).toBe('connected')
  })

  it("maps the user's rejection, insufficient funds and an expired blockhash", async () => {
    const { latch, wallet } = await connected()
    const send = (value: bigint) =>
      latch.dispatch({
        type: 'account.sendTransaction',
        transaction: { to: second.publicKey, value },
      })

    wallet.rejectNext()
    await expect(send(1n)).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001 })

    await expect(send(10_000_000n * 1_000_000_000n)).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    })

    // The user takes so long to approve that the blockhash expires meanwhile: the chain moves on
    // once the wallet has the transaction (built on the blockhash of then) and before it answers.
    const asked = vi.spyOn(wallet.features['solana:signTransaction'], 'signTransaction')
    wallet.setResponseDelay(1_000)
    const late = send(1n)
    await vi.waitFor(() => expect(asked).toHaveBeenCalled(), { timeout: 10_000, interval: 5 })
    validator.advanceSlots(151)
    await expect(late).rejects.toMatchObject({ code: 'BLOCKHASH_EXPIRED' })
  })

  it('refuses a bad amount or receiver before the wallet is asked', async () => {
    const { latch, wallet } = await connected()
    const prompts = wallet.getState().pendingRejections
    await expect(
      latch.dispatch({
        type: 'account.sendTransaction',
        transaction: { to: 'not base58!', value: 1n },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_ADDRESS', details: 'to: Expected a base58 address' })
    await expect(
      latch.dispatch({
        type: 'account.sendTransaction',
        transaction: { to: second.publicKey, value: 0n },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_AMOUNT' })
    expect(wallet.getState().pendingRejections).toBe(prompts)
  })

  it('follows the wallet: account changes, and its own disconnect', async () => {
    const { latch, wallet } = await connected()
    wallet.setAccounts([second.secretKey])
    await expect.poll(() => latch.getState().accounts.solana?.address).toBe(second.publicKey)
    wallet.disconnectFromWallet()
    await expect.poll(() => latch.getState().accounts.solana?.status).toBe('disconnected')
  })

  it('switches network without a prompt, and signs on the new one', async () => {
    const { latch } = await connected()
    await latch.dispatch({ type: 'network.switch', caipNetworkId: networks[1].caipNetworkId })
    expect(latch.getState().networks.activeCaipNetworkId).toBe(networks[1].caipNetworkId)
    expect(latch.getState().accounts.solana?.caipAddress).toBe(
      `${networks[1].caipNetworkId}:${payer.publicKey}`,
    )
  })

  it('reconnects silently on reload, and not after a disconnect', async () => {
    const storage = createMemoryStorage()
    const wallet = local.newWallet()
    const first = setup(wallet, storage)
    await first.latch.dispatch({
      type: 'connection.connect',
      connectorId: wallet.name,
      namespace: 'solana',
    })
    first.latch.destroy()

    const reloaded = setup(wallet, storage)
    await reloaded.latch.dispatch({ type: 'connection.reconnect' })
    expect(reloaded.latch.getState().accounts.solana?.status).toBe('connected')

    await reloaded.latch.dispatch({ type: 'connection.disconnect' })
    reloaded.latch.destroy()
    const again = setup(wallet, storage)
    await again.latch.dispatch({ type: 'connection.reconnect' })
    expect(again.latch.getState().accounts.solana?.status).toBe('disconnected')
  })
})

describe('solana.request, the app RPC gate', () => {
  it('puts a signing method before the wallet', async () => {
    const { latch } = await connected()
    const { signature } = (await latch.dispatch({
      type: 'solana.request',
      method: 'solana_signMessage',
      params: { message: bs58.encode(new TextEncoder().encode('gm')) },
    })) as { signature: string }
    expect(
      ed25519.verify(
        bs58.decode(signature),
        new TextEncoder().encode('gm'),
        bs58.decode(payer.publicKey),
      ),
    ).toBe(true)

    const { blockhash } = await rpc.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: new PublicKey(payer.publicKey),
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(payer.publicKey),
        toPubkey: new PublicKey(second.publicKey),
        lamports: 1,
      }),
    )
    const wire = transaction.serialize({ requireAllSignatures: false }).toString('base64')
    const sent = (await latch.dispatch({
      type: 'solana.request',
      method: 'solana_signAndSendTransaction',
      params: { transaction: wire },
    })) as { signature: string }
    await expect
      .poll(async () => (await rpc.getSignatureStatus(sent.signature)).value?.err)
      .toBeNull()
  })

  it('refuses any other method, only after 300 ms', async () => {
    const { latch } = await connected()
    // The 300 ms start once the request module has loaded and set that timer (not any other).
    const setTimer = vi.spyOn(latch.clock, 'setTimeout')
    let refused: unknown
    latch.dispatch({ type: 'solana.request', method: 'getBalance' }).catch((error: unknown) => {
      refused = error
    })
    await vi.waitFor(() =>
      expect(setTimer).toHaveBeenCalledWith(expect.any(Function), RPC_METHOD_NOT_ALLOWED_DELAY_MS),
    )
    await latch.clock.advanceAsync(RPC_METHOD_NOT_ALLOWED_DELAY_MS - 1)
    expect(refused).toBeUndefined()
    await latch.clock.advanceAsync(1)
    expect(refused).toMatchObject({ code: 'RPC_METHOD_NOT_ALLOWED' })
  })

  it('refuses malformed params by name', async () => {
    const { latch } = await connected()
    await expect(
      latch.dispatch({
        type: 'solana.request',
        method: 'solana_signTransaction',
        params: { transaction: 7 },
      }),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      details: expect.stringContaining('params.transaction'),
    })
    await expect(
      latch.dispatch({ type: 'solana.getTokenBalance', mint: '0xnotbase58' }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', details: expect.stringContaining('mint') })
  })
})
