import type { Connector } from '@latch/core'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { solanaDevnet } from '../networks/solanaNetworks'
import { createRequestWallet } from '../requestWallet/createRequestWallet'
import { walletsOf } from '../test/localSolana'
import { createSolanaAdapter } from './createSolanaAdapter'
import type { SolanaAdapterContext } from './solanaAdapterState'

// A reload that restores another namespace's account (the page's EVM wallet) asks this one's
// wallets too: the session's code loads only for a wallet that answers with accounts.
const loaded = vi.hoisted(() => ({ session: false }))
vi.mock('./walletSession', async (importOriginal) => {
  loaded.session = true
  return importOriginal()
})

const ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const icon = 'data:image/svg+xml;base64,' as const

function loginWallet(addresses: readonly string[] | undefined) {
  return createRequestWallet({
    name: addresses ? 'Signed-in login' : 'Login',
    icon,
    connect: async () => addresses && { addresses, chain: solanaDevnet.caipNetworkId },
    request: async () => ({}),
  })
}

function adapterFor(wallets: Wallet[], kinds: Record<string, Connector['kind']>) {
  const all = wallets.map((wallet) => ({
    id: wallet.name,
    name: wallet.name,
    namespace: 'solana',
    kind: kinds[wallet.name],
  }))
  return createSolanaAdapter({
    wallets: walletsOf(wallets),
    networks: () => [solanaDevnet],
    ctx: {
      log: { debug() {}, info() {}, warn() {}, error() {} },
      storage: { get: () => undefined },
      getState: () => ({ connectors: { all }, connections: {} }),
    } as unknown as SolanaAdapterContext,
  })
}

describe('a Solana reconnect on a reload', () => {
  it("asks a login method's wallet silently and loads no session code when it has no account", async () => {
    const login = loginWallet(undefined)
    const adapter = adapterFor([login], { Login: 'auth' })
    expect(await adapter.reconnect({ connectorId: 'Login' })).toBeUndefined()
    expect(loaded.session).toBe(false)
  })

  it('does not ask a wallet of the page this site never connected (some ignore silent and prompt)', async () => {
    const connect = vi.fn(async () => ({ accounts: [] }))
    const pageWallet = {
      version: '1.0.0',
      name: 'Page wallet',
      icon,
      chains: ['solana:devnet'],
      accounts: [],
      features: { 'standard:connect': { version: '1.0.0', connect } },
    } as unknown as Wallet
    const adapter = adapterFor([pageWallet], { 'Page wallet': 'announced' })
    expect(await adapter.reconnect({ connectorId: 'Page wallet' })).toBeUndefined()
    expect(connect).not.toHaveBeenCalled()
    expect(loaded.session).toBe(false)
  })

  it('loads the session for a wallet that answers with accounts, and connects them', async () => {
    const adapter = adapterFor([loginWallet([ADDRESS])], { 'Signed-in login': 'auth' })
    const result = await adapter.reconnect({ connectorId: 'Signed-in login' })
    expect(result?.accounts.map((account) => account.address)).toEqual([ADDRESS])
    expect(result?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(loaded.session).toBe(true)
  })
})
