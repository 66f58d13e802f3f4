import { createTestLatch } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { definePlugin } from '../plugins/definePlugin'
import type { LatchState } from '../state/types'
import { selectConnectList } from './selectConnectList'

const rows = (state: LatchState) =>
  selectConnectList(state).map((item) =>
    'connector' in item
      ? `${item.group}:${item.connector.id}`
      : 'recent' in item
        ? `recent:${item.recent.id}`
        : `${item.group}:${item.wallet.id}`,
  )

/** A client whose connectors and catalogue lists are set as a page would have them. */
function stateWith(
  features: Parameters<typeof createTestLatch>[0] = {},
  namespace?: 'eip155' | 'solana',
) {
  const latch = createTestLatch({
    ...features,
    plugins: [
      definePlugin({
        name: 'fixture',
        setup(ctx) {
          ctx.update((state) => {
            state.connectors.all = [
              { id: 'wc', kind: 'walletConnect', namespace: 'eip155', name: 'WalletConnect' },
              { id: 'wc', kind: 'walletConnect', namespace: 'solana', name: 'WalletConnect' },
              {
                id: 'phantom-evm',
                kind: 'announced',
                namespace: 'eip155',
                name: 'Phantom',
                info: { rdns: 'app.phantom' },
              },
              {
                id: 'phantom-sol',
                kind: 'announced',
                namespace: 'solana',
                name: 'Phantom',
                info: { rdns: 'app.phantom' },
              },
              { id: 'brave', kind: 'injected', namespace: 'eip155', name: 'Brave Wallet' },
              { id: 'safe', kind: 'external', namespace: 'eip155', name: 'Safe' },
            ]
            state.connectors.recent = [
              { id: 'rainbow', name: 'Rainbow' },
              { id: 'brave', name: 'Brave Wallet' },
            ]
            state.connectors.filterByNamespace = namespace
            state.wallets.featured = [{ id: 'zerion', name: 'Zerion', chains: ['eip155:1'] }]
            state.wallets.recommended = [
              {
                id: 'trust',
                name: 'Trust Wallet',
                chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
              },
              {
                id: 'solflare',
                name: 'Solflare',
                chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
              },
            ]
          })
        },
      }),
    ],
  })
  return latch.getState()
}

describe('selectConnectList', () => {
  it("lists wallets in the spec's connector order, one row per wallet", () => {
    expect(rows(stateWith())).toEqual([
      'walletConnect:wc',
      'recent:rainbow', // Brave is installed: it shows once, as its connector
      'injected:phantom-evm',
      'injected:brave',
      'featured:zerion',
      'external:safe',
      'recommended:trust',
      'recommended:solflare',
    ])
  })

  it("follows the app's order", () => {
    const state = stateWith({ features: { connectorOrder: ['recommended', 'injected'] } })
    expect(rows(state)).toEqual([
      'recommended:trust',
      'recommended:solflare',
      'injected:phantom-evm',
      'injected:brave',
    ])
  })

  it('shows only the filtered namespace', () => {
    expect(rows(stateWith({}, 'solana'))).toEqual([
      'walletConnect:wc',
      'recent:rainbow',
      'recent:brave',
      'injected:phantom-sol',
      'recommended:trust',
      'recommended:solflare',
    ])
  })

  it('shows a wallet on several namespaces as its connector on the active one, where a click connects', () => {
    const base = stateWith()
    const onSolana = {
      ...base,
      networks: { ...base.networks, activeNamespace: 'solana' as const },
    }
    const list = selectConnectList(onSolana)
    expect(rows(onSolana).slice(0, 4)).toEqual([
      'walletConnect:wc',
      'recent:rainbow',
      'injected:phantom-sol', // in the place the wallet's first connector had
      'injected:brave',
    ])
    expect(list[0]).toMatchObject({ connector: { namespace: 'solana' } })
  })

  it('knows a Wallet Standard connector (no rdns) as the EVM wallet of the same name', () => {
    const base = stateWith()
    const connectors = base.connectors.all.map((c) =>
      c.id === 'phantom-sol' ? { ...c, info: undefined } : c,
    )
    const state = { ...base, connectors: { ...base.connectors, all: connectors } }
    expect(rows(state).filter((row) => row.startsWith('injected:'))).toEqual([
      'injected:phantom-evm',
      'injected:brave',
    ])
    const onSolana = {
      ...state,
      networks: { ...state.networks, activeNamespace: 'solana' as const },
    }
    expect(rows(onSolana).filter((row) => row.startsWith('injected:'))).toEqual([
      'injected:phantom-sol',
      'injected:brave',
    ])
  })
})
