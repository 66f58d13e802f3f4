// @vitest-environment happy-dom
import { createCookieStorage, createLatch, type Latch } from '@latch/core'
import { definePlugin } from '@latch/core/plugin'
import { createMockChainAdapter, mockNetworks } from '@latch/testkit'
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { LatchProvider } from './LatchProvider'
import { useAccount } from './useAccount'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The cookies of a visitor who connected the mock wallet last time. */
const returning = [
  `@latch/connector_ids=${encodeURIComponent(JSON.stringify({ eip155: 'mock' }))}`,
  `@latch/connections=${encodeURIComponent(
    JSON.stringify({ eip155: [{ connectorId: 'mock', accounts: [{ address }] }] }),
  )}`,
].join('; ')

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

/** A client as an app makes it, on the server (no window) or in the page, from the cookies. */
function appLatch(cookie: string, where: 'server' | 'page'): Latch {
  const adapter = createMockChainAdapter({ networks: [mockNetworks.home] })
  adapter.setAuthorized('mock', true)
  const latch = createLatch({
    projectId: 'hydration',
    logLevel: 'silent',
    networks: [mockNetworks.home],
    plugins: [definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) })],
    window: where === 'server' ? null : (window as never),
    // Offline: the page's origin check ends (allowed: it fails open), a thing only the page has.
    fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    storage: createCookieStorage({ cookie }),
  })
  cleanups.push(() => latch.destroy())
  return latch
}

function Status() {
  const { status, address } = useAccount()
  return <p>{`${status} ${address ?? 'nobody'}`}</p>
}

/** Hydrates the server's HTML with the page's client; resolves with React's hydration errors. */
async function hydrate(html: string, latch: Latch) {
  const container = document.createElement('div')
  container.innerHTML = html
  const errors: unknown[] = []
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(
      container,
      <LatchProvider client={latch}>
        <Status />
      </LatchProvider>,
      { onRecoverableError: (error) => errors.push(error) },
    )
  })
  cleanups.push(() => act(() => root?.unmount()))
  return { container, errors }
}

it("hydrates with the server's state when the page's reconnect finished first, then shows the live one", async () => {
  const html = renderToString(
    <LatchProvider client={appLatch(returning, 'server')}>
      <Status />
    </LatchProvider>,
  )
  expect(html).toBe(`<p>reconnecting ${address}</p>`)

  const page = appLatch(returning, 'page')
  // The wallet answered before React hydrated (a framework hydrates in several tasks).
  await vi.waitFor(() => expect(page.getState().accounts.eip155?.status).toBe('connected'), {
    timeout: 5000,
  })
  const { container, errors } = await hydrate(html, page)

  expect(errors).toEqual([])
  expect(container.textContent).toBe(`connected ${address}`)
})

it('gives the page the same server state as the server, whatever the page did since', async () => {
  for (const cookie of [returning, '']) {
    const server = appLatch(cookie, 'server')
    const page = appLatch(cookie, 'page')
    // The page set its plugins up, reconnected, checked its origin.
    await vi.waitFor(() => expect(page.getState().origin.status).toBe('allowed'))
    await vi.waitFor(() => expect(page.getState().accounts.eip155).toBeDefined())
    expect(page.getServerState()).toEqual(server.getServerState())
  }
})
