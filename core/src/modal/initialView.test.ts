import { describe, expect, it } from 'vitest'
import type { AccountState } from '../connections/types'
import type { Connector } from '../connectors/types'
import { type ModalRuleState, viewOnClose, viewOnOpen } from './initialView'
import type { ViewName } from './types'

const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function connected(address: string): AccountState {
  return {
    status: 'connected',
    address,
    tokenBalance: [],
    preferredAccountType: 'eoa',
    allAccounts: [],
    currentTab: 0,
    addressLabels: {},
  }
}

const nothing = { connectors: { all: [] }, networks: {} }
const desktop: ModalRuleState = {
  accounts: {},
  options: { device: 'desktop', embedded: false, basic: false },
  ...nothing,
}
const mobile: ModalRuleState = { ...desktop, options: { ...desktop.options, device: 'mobile' } }
const withAdapters = { hasChainAdapters: true }
const withoutAdapters = { hasChainAdapters: false }

describe('the view the modal opens on', () => {
  it('is Connect when nothing is connected', () => {
    expect(viewOnOpen(desktop, {}, withAdapters)).toEqual({ view: 'Connect', data: {} })
  })

  it('is Account when an address is connected', () => {
    const state = { ...desktop, accounts: { eip155: connected(evmAddress) } }
    expect(viewOnOpen(state, {}, withAdapters)).toEqual({ view: 'Account', data: {} })
  })

  it('is AllWallets on mobile with no chain adapter', () => {
    expect(viewOnOpen(mobile, {}, withoutAdapters).view).toBe('AllWallets')
    expect(viewOnOpen(mobile, {}, withAdapters).view).toBe('Connect')
    expect(viewOnOpen(desktop, {}, withoutAdapters).view).toBe('Connect')
  })

  describe('in basic mode (relay QR only)', () => {
    const relay = (namespace: 'eip155' | 'solana'): Connector => ({
      id: 'walletConnect',
      kind: 'walletConnect',
      namespace,
      name: 'WalletConnect',
    })
    const injected: Connector = {
      id: 'io.metamask',
      kind: 'injected',
      namespace: 'eip155',
      name: 'MetaMask',
    }
    const basic: ModalRuleState = {
      ...desktop,
      options: { ...desktop.options, basic: true },
      connectors: { all: [injected, relay('eip155'), relay('solana')] },
      networks: { activeNamespace: 'solana' },
    }

    // A relay plugin's QR view, as it would declare it (`basic: true`).
    const QR = 'RelayQr' as ViewName
    const withBasicView = { ...withAdapters, basicView: QR }

    it('opens the declared basic view for the active namespace’s relay connector', () => {
      expect(viewOnOpen(basic, {}, withBasicView)).toEqual({
        view: QR,
        data: { connectorId: 'walletConnect', namespace: 'solana' },
      })
      expect(viewOnOpen(basic, { namespace: 'eip155' }, withBasicView).data.namespace).toBe(
        'eip155',
      )
    })

    it('opens Connect when no plugin declared a basic view', () => {
      expect(viewOnOpen(basic, {}, withAdapters).view).toBe('Connect')
    })

    it('is Connect without a relay connector, or for a namespace it does not serve', () => {
      const noRelay = { ...basic, connectors: { all: [injected] } }
      expect(viewOnOpen(noRelay, {}, withAdapters).view).toBe('Connect')
      const evmOnly = { ...basic, connectors: { all: [relay('eip155')] } }
      expect(viewOnOpen(evmOnly, { namespace: 'solana' }, withBasicView).view).toBe('Connect')
      expect(viewOnOpen(evmOnly, {}, withBasicView).data.namespace).toBe('eip155')
    })

    it('still opens Account when connected, and is off unless asked for', () => {
      const state = {
        ...basic,
        accounts: { solana: connected('So11111111111111111111111111111111111111112') },
      }
      expect(viewOnOpen(state, {}, withBasicView).view).toBe('Account')
      const off = { ...basic, options: { ...basic.options, basic: false } }
      expect(viewOnOpen(off, {}, withBasicView).view).toBe('Connect')
    })
  })

  it('is the requested view, with its data, whatever else holds', () => {
    const state = { ...mobile, accounts: { eip155: connected(evmAddress) } }
    expect(
      viewOnOpen(state, { view: 'Networks', data: { caipNetworkId: 'eip155:1' } }, withoutAdapters),
    ).toEqual({ view: 'Networks', data: { caipNetworkId: 'eip155:1' } })
  })

  it('decides "connected" on the namespace asked for, and gives the view that namespace', () => {
    const state = { ...desktop, accounts: { eip155: connected(evmAddress) } }
    expect(viewOnOpen(state, { namespace: 'solana' }, withAdapters)).toEqual({
      view: 'Connect',
      data: { namespace: 'solana' },
    })
    expect(viewOnOpen(state, { namespace: 'eip155' }, withAdapters)).toEqual({
      view: 'Account',
      data: { namespace: 'eip155' },
    })
  })
})

describe('the view the modal closes on', () => {
  it('is Connect', () => {
    expect(viewOnClose(desktop)).toEqual({ view: 'Connect', data: {} })
  })

  it('is Connect when connected but not embedded', () => {
    expect(viewOnClose({ ...desktop, accounts: { eip155: connected(evmAddress) } }).view).toBe(
      'Connect',
    )
  })

  it('is Account when embedded and connected', () => {
    const embedded: ModalRuleState = { ...desktop, options: { ...desktop.options, embedded: true } }
    expect(viewOnClose(embedded).view).toBe('Connect')
    expect(viewOnClose({ ...embedded, accounts: { eip155: connected(evmAddress) } }).view).toBe(
      'Account',
    )
  })
})
