// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../connectors/types'
import { registryWallets, type WalletRegistry } from './registryWallets'

interface FakeWallet {
  name: string
  chains: string[]
}

/** A registry as `@wallet-standard/app`'s: wallets register at any time, listeners are told. */
function fakeRegistry(...initial: FakeWallet[]) {
  const wallets = [...initial]
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  const registry: WalletRegistry<FakeWallet> = {
    get: () => wallets,
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
  }
  return {
    registry,
    listening: () => listeners.register.size + listeners.unregister.size,
    register(wallet: FakeWallet) {
      wallets.push(wallet)
      for (const listener of listeners.register) listener()
    },
  }
}

const options = {
  accepts: (wallet: FakeWallet) => wallet.chains.some((chain) => chain.startsWith('solana:')),
  toConnector: (wallet: FakeWallet): Connector => ({
    id: wallet.name,
    kind: 'announced',
    namespace: 'solana',
    name: wallet.name,
  }),
}
const phantom = { name: 'Phantom', chains: ['solana:mainnet'] }
const evmOnly = { name: 'EVM Only', chains: ['eip155:1'] }
const late = { name: 'Late', chains: ['solana:devnet'] }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('registryWallets', () => {
  it('lists the wallets the namespace accepts, and follows the ones that register later', () => {
    const { registry, register, listening } = fakeRegistry(phantom, evmOnly)
    const wallets = registryWallets<'solana'>(() => registry as never, options as never)
    expect(wallets.connectors().map(({ id }) => id)).toEqual(['Phantom'])
    expect(wallets.provider('Phantom')).toBe(phantom)
    expect(wallets.provider('EVM Only')).toBeUndefined()

    const changed = vi.fn()
    const unsubscribe = wallets.subscribe(changed)
    register(late)
    expect(changed).toHaveBeenCalledOnce()
    expect(wallets.connectors().map(({ id }) => id)).toEqual(['Phantom', 'Late'])

    unsubscribe()
    wallets.destroy()
    expect(listening()).toBe(0)
  })

  it('on a server: no wallets, and the registry is never asked for', () => {
    vi.stubGlobal('window', undefined)
    const registry = vi.fn()
    const wallets = registryWallets<'solana'>(registry, options as never)
    expect(wallets.connectors()).toEqual([])
    expect(registry).not.toHaveBeenCalled()
  })
})
