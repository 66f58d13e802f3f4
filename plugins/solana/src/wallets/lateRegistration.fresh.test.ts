// @vitest-environment happy-dom
import { createTestLatch, installSolanaTestWallet } from '@latch/testkit'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { defineSolanaNetwork } from '../networks/defineSolanaNetwork'
import { solana } from '../plugin'

// Wallets register whenever their script runs (the Wallet Standard's register event), often after
// the page's own code: Latch takes them in then. The page's real registry (`@wallet-standard/app`)
// and the test wallet installed in it, as an extension does. No cluster is needed.
/** Devnet by its genesis hash (wallets name it solana:devnet), its RPC a closed local port. */
const devnet = defineSolanaNetwork({
  genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Devnet, offline',
  rpcUrl: 'http://127.0.0.1:9',
})
const config = (name: string) => ({
  secretKeys: [Keypair.generate().secretKey],
  chains: [{ chainId: 'solana:devnet' as const, rpcUrl: 'http://127.0.0.1:9' }],
  name,
})
// A client with the page's window: its wallets are the page's registry's.
const page = () => createTestLatch({ window, networks: [devnet], plugins: [solana()] })
const listed = (latch: ReturnType<typeof page>) =>
  latch.getState().connectors.all.map((connector) => connector.name)

describe('a Solana wallet that registers late', () => {
  it('registering after the modal opened, it is listed at once and connects', async () => {
    const latch = page()
    await latch.dispatch({ type: 'modal.open' })
    expect(listed(latch)).not.toContain('Late Wallet')

    const { wallet } = installSolanaTestWallet(config('Late Wallet'), window)
    expect(listed(latch)).toContain('Late Wallet')
    await latch.dispatch({
      type: 'connection.connect',
      connectorId: 'Late Wallet',
      namespace: 'solana',
    })
    expect(latch.getState().accounts.solana?.address).toBe(wallet.accounts[0]?.address)
    // What the modal loads (its views, the catalogue) is in before the page goes.
    await vi.dynamicImportSettled()
    latch.destroy()
  })
})
