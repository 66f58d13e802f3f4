import { describe, expect, it } from 'vitest'
import {
  backView,
  currentView,
  pushView,
  replaceView,
  resetView,
  routerEntry,
  selectCurrentView,
} from './router'
import type { RouterState } from './types'

const start: RouterState = { history: [{ view: 'Connect', data: {} }] }

describe('the view stack', () => {
  it('pushes views on top, each with its own data', () => {
    const router = pushView(
      pushView(start, routerEntry('AllWallets')),
      routerEntry('ConnectingExternal', { connectorId: 'injected' }),
    )
    expect(router.history).toEqual([
      { view: 'Connect', data: {} },
      { view: 'AllWallets', data: {} },
      { view: 'ConnectingExternal', data: { connectorId: 'injected' } },
    ])
    expect(currentView(router)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'injected' },
    })
  })

  it('does not stack a second copy of the view on screen, but takes its new data', () => {
    const once = pushView(start, routerEntry('ConnectingExternal', { connectorId: 'a' }))
    const twice = pushView(once, routerEntry('ConnectingExternal', { connectorId: 'b' }))
    expect(twice.history).toEqual([
      { view: 'Connect', data: {} },
      { view: 'ConnectingExternal', data: { connectorId: 'b' } },
    ])
  })

  it('replaces the view on screen, so back skips it', () => {
    const router = replaceView(
      pushView(start, routerEntry('Networks')),
      routerEntry('SwitchNetwork'),
    )
    expect(router.history.map((entry) => entry.view)).toEqual(['Connect', 'SwitchNetwork'])
    expect(backView(router, { connected: false })?.history).toEqual([{ view: 'Connect', data: {} }])
  })

  it('resets to a new history of one view', () => {
    expect(resetView(routerEntry('Account', { namespace: 'eip155' })).history).toEqual([
      { view: 'Account', data: { namespace: 'eip155' } },
    ])
  })

  it('goes back one view, keeping the data of the view it returns to', () => {
    const router = pushView(
      pushView(start, routerEntry('ConnectingExternal', { connectorId: 'injected' })),
      routerEntry('SIWXSignMessage'),
    )
    expect(backView(router, { connected: false })?.history).toEqual([
      { view: 'Connect', data: {} },
      { view: 'ConnectingExternal', data: { connectorId: 'injected' } },
    ])
  })

  it('has nothing behind the first view: back from it answers undefined (the modal closes)', () => {
    expect(backView(start, { connected: false })).toBeUndefined()
    expect(backView(resetView(routerEntry('Account')), { connected: true })).toBeUndefined()
  })

  it('shows Account instead of Connect when going back to Connect while connected', () => {
    const router = pushView(start, routerEntry('ConnectingExternal'))
    expect(backView(router, { connected: true })?.history).toEqual([{ view: 'Account', data: {} }])
    expect(backView(router, { connected: false })?.history).toEqual([{ view: 'Connect', data: {} }])
  })

  it('only replaces the Connect it uncovers, not one further down', () => {
    const router = pushView(pushView(start, routerEntry('Networks')), routerEntry('SwitchNetwork'))
    expect(backView(router, { connected: true })?.history.map((entry) => entry.view)).toEqual([
      'Connect',
      'Networks',
    ])
  })

  it('never mutates the state it is given', () => {
    const frozen: RouterState = Object.freeze({
      history: Object.freeze([
        Object.freeze({ view: 'Connect' as const, data: {} }),
        Object.freeze({ view: 'AllWallets' as const, data: {} }),
      ]) as RouterState['history'],
    })
    expect(() => {
      pushView(frozen, routerEntry('EmailLogin'))
      replaceView(frozen, routerEntry('EmailLogin'))
      backView(frozen, { connected: true })
    }).not.toThrow()
    expect(frozen.history.map((entry) => entry.view)).toEqual(['Connect', 'AllWallets'])
  })

  it('selects the view on screen from the whole state', () => {
    expect(selectCurrentView({ router: pushView(start, routerEntry('Account')) }).view).toBe(
      'Account',
    )
  })
})
