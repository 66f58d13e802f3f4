// @vitest-environment happy-dom
import { createSolanaTestWallet, createTestLatch } from '@latch/testkit'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { defineSolanaNetwork } from '../networks/defineSolanaNetwork'
import { solana } from '../plugin'
import { walletsOf } from '../test/localSolana'

// A wallet that changes account without a `change` event (the `silentAccountChanges` quirk):
// Latch reads its accounts again when the visitor comes back to the page. No cluster is needed.
/** Devnet by its genesis hash (wallets name it solana:devnet), its RPC a closed local port. */
const devnet = defineSolanaNetwork({
  genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Devnet, offline',
  rpcUrl: 'http://127.0.0.1:9',
})
const account = () => {
  const keypair = Keypair.generate()
  return { secretKey: keypair.secretKey, publicKey: keypair.publicKey.toBase58() }
}
const alice = account()
const bob = account()

async function connectedQuietWallet() {
  const wallet = createSolanaTestWallet({
    secretKeys: [alice.secretKey],
    chains: [{ chainId: 'solana:devnet', rpcUrl: 'http://127.0.0.1:9' }],
    silentAccountChanges: true,
  })
  const latch = createTestLatch({
    networks: [devnet],
    plugins: [solana({ wallets: walletsOf([wallet]) })],
  })
  await latch.dispatch({
    type: 'connection.connect',
    connectorId: wallet.name,
    namespace: 'solana',
  })
  return { wallet, latch }
}

describe('a wallet that changes account without an event', () => {
  it('is followed when the window gets the focus back', async () => {
    const { wallet, latch } = await connectedQuietWallet()
    wallet.setAccounts([bob.secretKey])
    expect(latch.getState().accounts.solana?.address).toBe(alice.publicKey)
    window.dispatchEvent(new Event('focus'))
    await expect.poll(() => latch.getState().accounts.solana?.address).toBe(bob.publicKey)
    latch.destroy()
  })

  it('is followed when the tab shows again', async () => {
    const { wallet, latch } = await connectedQuietWallet()
    wallet.setAccounts([bob.secretKey])
    expect(document.visibilityState).toBe('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    await expect.poll(() => latch.getState().accounts.solana?.address).toBe(bob.publicKey)
    latch.destroy()
  })

  it('stops listening once the client is gone', async () => {
    const { wallet, latch } = await connectedQuietWallet()
    const seen: string[] = []
    latch.subscribe(
      (state) => state.accounts.solana?.address ?? '',
      (address) => seen.push(address),
    )
    latch.destroy()
    wallet.setAccounts([bob.secretKey])
    window.dispatchEvent(new Event('focus'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen).not.toContain(bob.publicKey)
  })
})
