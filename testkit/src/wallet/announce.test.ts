// @vitest-environment happy-dom
import { createStore } from 'mipd'
import { afterEach, describe, expect, it } from 'vitest'
import { announceTestWallet, defaultTestWalletInfo } from './announce'
import { createTestWallet } from './testWallet'

// Announcing and discovery need no node: the wallet is only created, never asked to reach its chain.
const walletOnUnreachableChain = () =>
  createTestWallet({
    accounts: ['0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'],
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
  })

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('announceTestWallet (EIP-6963)', () => {
  it("is found by mipd's store when announced before the store exists", () => {
    const wallet = walletOnUnreachableChain()
    cleanups.push(announceTestWallet(window, wallet))
    const store = createStore()
    cleanups.push(() => store.destroy())
    const found = store.findProvider({ rdns: 'dev.latch.testwallet' })
    expect(found?.provider).toBe(wallet)
    expect(found?.info.name).toBe('Latch Test Wallet')
    expect(found?.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(found?.info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  it("is found by mipd's store when announced after the store exists, with custom info", () => {
    const store = createStore()
    cleanups.push(() => store.destroy())
    const seen: string[] = []
    cleanups.push(store.subscribe((details) => seen.push(...details.map((d) => d.info.rdns))))
    const wallet = walletOnUnreachableChain()
    cleanups.push(
      announceTestWallet(window, wallet, {
        name: 'Second Wallet',
        rdns: 'dev.latch.second',
        uuid: '8f0d6a4e-1c2b-4a5d-9e3f-7b6c5d4e3f2a',
      }),
    )
    expect(store.findProvider({ rdns: 'dev.latch.second' })?.info).toEqual({
      name: 'Second Wallet',
      rdns: 'dev.latch.second',
      uuid: '8f0d6a4e-1c2b-4a5d-9e3f-7b6c5d4e3f2a',
      icon: defaultTestWalletInfo.icon,
    })
    expect(seen).toContain('dev.latch.second')
  })

  it('answers every eip6963:requestProvider with the same frozen detail until unsubscribed', () => {
    const wallet = walletOnUnreachableChain()
    const details: unknown[] = []
    const onAnnounce = (event: Event) => details.push((event as CustomEvent).detail)
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    cleanups.push(() => window.removeEventListener('eip6963:announceProvider', onAnnounce))

    const stop = announceTestWallet(window, wallet)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
    expect(new Set(details).size).toBe(1)
    const detail = details[0] as { info: { name: string }; provider: unknown }
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail.info)).toBe(true)
    expect(() => {
      detail.info.name = 'Impostor'
    }).toThrow(TypeError)

    stop()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
  })
})
