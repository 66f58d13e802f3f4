import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import type { LoginMethod } from '../loginMethods/types'
import { definePlugin } from '../plugins/definePlugin'
import type { ConnectionAuth } from './types'

const { home, solana } = mockNetworks

/** An email login on both namespaces: it says who logged in, and that can change. */
function emailLogin() {
  let who: ConnectionAuth | undefined = { name: 'email', username: 'ada@example.com' }
  const method: LoginMethod = {
    id: 'email',
    name: 'Email',
    kind: 'auth',
    namespaces: ['eip155', 'solana'],
    provider: () => undefined,
    disconnect: async () => {},
    auth: () => who,
  }
  return { method, become: (next: ConnectionAuth | undefined) => (who = next) }
}

function setup() {
  const login = emailLogin()
  const evm = createMockChainAdapter({
    networks: [home],
    connectors: [
      { id: 'email', kind: 'auth', name: 'Email' },
      { id: 'metamask', kind: 'announced', name: 'MetaMask' },
    ],
  })
  const sol = createMockChainAdapter({
    namespace: 'solana',
    networks: [solana],
    addresses: ['BY6CZz6EAkxF3312euv7voeBNUmxypKDcRk52H4EgZA7'],
    connectors: [{ id: 'email', kind: 'auth', name: 'Email' }],
  })
  sol.setAuthorized('email', true)
  const latch = createTestLatch({
    networks: [home, solana],
    plugins: [
      ...[evm, sol].map((adapter) =>
        definePlugin({
          name: `adapter-${adapter.namespace}`,
          setup: (ctx) => ctx.registerAdapter(adapter),
        }),
      ),
      definePlugin({ name: 'email', setup: (ctx) => ctx.registerLoginMethod(login.method) }),
    ],
  })
  const authOf = (namespace: 'eip155' | 'solana', connectorId = 'email') =>
    latch.getState().connections[namespace]?.find((c) => c.connectorId === connectorId)?.auth
  return { latch, login, authOf }
}

describe("who logged in, on a login method's connections", () => {
  it("is the method's auth, kept by the core when it records the connection on each namespace, and stored", async () => {
    const { latch, authOf } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'email' })

    const ada = { name: 'email', username: 'ada@example.com' }
    expect(authOf('eip155')).toEqual(ada)
    expect(authOf('solana')).toEqual(ada)
    expect(latch.storage.get('connections')?.eip155?.[0]?.auth).toEqual(ada)
  })

  it('is read again from the method on connection.refreshAuth, and stored; a wallet has none', async () => {
    const { latch, login, authOf } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    await latch.dispatch({ type: 'connection.connect', connectorId: 'email' })
    expect(authOf('eip155', 'metamask')).toBeUndefined()

    login.become({ name: 'email', username: 'new@example.com' })
    await latch.dispatch({ type: 'connection.refreshAuth', connectorId: 'email' })
    expect(authOf('eip155')).toEqual({ name: 'email', username: 'new@example.com' })
    expect(authOf('solana')).toEqual({ name: 'email', username: 'new@example.com' })
    expect(latch.storage.get('connections')?.solana?.[0]?.auth?.username).toBe('new@example.com')

    // A wallet's connection takes nothing from a method that is not its own.
    await latch.dispatch({ type: 'connection.refreshAuth', connectorId: 'metamask' })
    expect(authOf('eip155', 'metamask')).toBeUndefined()

    login.become(undefined)
    await latch.dispatch({ type: 'connection.refreshAuth', connectorId: 'email' })
    expect(authOf('eip155')).toBeUndefined()
  })

  it("refuses params that are not a connector id: 'Invalid input'", async () => {
    const { latch } = setup()
    await expect(
      latch.dispatch({ type: 'connection.refreshAuth', connectorId: 7 } as never),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' })
  })
})
