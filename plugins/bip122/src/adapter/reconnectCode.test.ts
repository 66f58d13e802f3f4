import type { Connector } from '@latch/core'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { bitcoinTestnet } from '../networks/bitcoinNetworks'
import { createBitcoinRequestWallet } from '../requestWallet/createBitcoinRequestWallet'
import { walletsOf } from '../test/localBitcoin'
import type { BitcoinAdapterContext } from './bitcoinAdapterState'
import { createBitcoinAdapter } from './createBitcoinAdapter'

// A reload that restores another namespace's account (the page's EVM wallet) asks this one's
// wallets too: the session's code loads only for a wallet that answers with accounts.
const loaded = vi.hoisted(() => ({ session: false }))
vi.mock('./walletSession', async (importOriginal) => {
  loaded.session = true
  return importOriginal()
})

const ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const icon = 'data:image/svg+xml;base64,' as const

function loginWallet(addresses: readonly string[] | undefined) {
  return createBitcoinRequestWallet({
    name: addresses ? 'Signed-in login' : 'Login',
    icon,
    connect: async () => addresses && { addresses, chains: [bitcoinTestnet.caipNetworkId] },
    request: async () => ({}),
  })
}

function adapterFor(wallets: Wallet[], kinds: Record<string, Connector['kind']>) {
  const all = wallets.map((wallet) => ({
    id: wallet.name,
    name: wallet.name,
    namespace: 'bip122',
    kind: kinds[wallet.name],
  }))
  return createBitcoinAdapter({
    wallets: walletsOf(wallets),
    networks: () => [bitcoinTestnet],
    ctx: {
      log: { debug() {}, info() {}, warn() {}, error() {} },
      storage: { get: () => undefined },
      getState: () => ({ connectors: { all }, connections: {} }),
    } as unknown as BitcoinAdapterContext,
  })
}

describe('a Bitcoin reconnect on a reload', () => {
  it("asks a login method's wallet silently and loads no session code when it has no account", async () => {
    const adapter = adapterFor([loginWallet(undefined)], { Login: 'auth' })
    expect(await adapter.reconnect({ connectorId: 'Login' })).toBeUndefined()
    expect(loaded.session).toBe(false)
  })

  it('does not ask a wallet of the page this site never connected (no prompt on a first visit)', async () => {
    const connect = vi.fn(async () => ({ accounts: [] }))
    const pageWallet = {
      version: '1.0.0',
      name: 'Page wallet',
      icon,
      chains: [bitcoinTestnet.caipNetworkId],
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
    expect(result?.caipNetworkId).toBe(bitcoinTestnet.caipNetworkId)
    expect(loaded.session).toBe(true)
  })
})
