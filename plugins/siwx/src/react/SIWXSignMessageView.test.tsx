// @vitest-environment happy-dom
import type { Locale } from '@latch/core'
import { definePlugin } from '@latch/core/plugin'
import { LatchUI } from '@latch/react'
import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { SiwxServer } from '../options'
import { siwx } from '../plugin'
import type { SiwxSession } from '../state'
import { siwxViews } from './index'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// The view in the default UI, in happy-dom, over a mock EVM wallet and an app server given as the
// plugin's `server` option (the real verifier and wallets are the integration tests').

let cleanup = () => {}
afterEach(() => cleanup())

/** An app server that accepts every signature: the view's flow, not the verification, is tested. */
function acceptingServer(): SiwxServer & { verified: string[] } {
  const verified: string[] = []
  let count = 0
  return {
    verified,
    getNonce: async () => `nonce${++count}abcdef`,
    async verify({ message, signature, caipNetworkId }) {
      verified.push(message)
      const address = /\n(0x[0-9a-fA-F]{40})\n/.exec(message)?.[1] ?? ''
      return {
        pci: `session-${count}`,
        data: {
          accountAddress: address,
          caipNetworkId,
          domain: 'app.example',
          uri: 'https://app.example',
          nonce: `nonce${count}abcdef`,
        },
        message,
        signature,
      } satisfies SiwxSession
    },
    getSessions: async () => [],
    revoke: async () => {},
  }
}

async function setup(required = true, locale: Locale = 'en') {
  const adapter = createMockChainAdapter({ networks: [mockNetworks.home, mockNetworks.other] })
  const server = acceptingServer()
  const latch = createTestLatch({
    networks: [mockNetworks.home, mockNetworks.other],
    locale,
    plugins: [
      definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) }),
      siwx({ required, server, domain: 'app.example', uri: 'https://app.example' }),
    ],
  })
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  act(() => root.render(<LatchUI client={latch} views={[siwxViews]} />))
  cleanup = () => {
    act(() => root.unmount())
    container.remove()
    latch.destroy()
  }
  return { latch, adapter, server }
}

const name = (element: Element) =>
  element.getAttribute('aria-label') ?? element.textContent?.replace(/\s+/g, ' ').trim() ?? ''
const byRole = (role: string, wanted: string) => {
  const native: Record<string, string> = {
    button: 'button',
    textbox: 'textarea,input',
    alert: '[role="alert"]',
  }
  return Array.from(document.querySelectorAll(native[role] ?? `[role="${role}"]`)).filter(
    (element) => name(element) === wanted,
  ) as HTMLElement[]
}
async function until(check: () => unknown) {
  for (let i = 0; i < 300 && !check(); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  expect(check()).toBeTruthy()
}
const click = (element: HTMLElement | undefined) => act(() => element?.click())

async function connectAndWaitForView(latch: Awaited<ReturnType<typeof setup>>['latch']) {
  const connectorId = latch.getState().connectors.all[0]!.id
  await act(() => latch.dispatch({ type: 'connection.connect', connectorId }))
  await until(() => byRole('textbox', 'Message to sign')[0])
}

describe('SIWXSignMessage view', () => {
  it('shows what will be signed, signs on Sign and closes the modal', async () => {
    const { latch, server } = await setup()
    await connectAndWaitForView(latch)

    const text = byRole('textbox', 'Message to sign')[0] as HTMLTextAreaElement
    expect(text.readOnly).toBe(true)
    expect(text.value).toContain('app.example wants you to sign in with your Ethereum account:')
    expect(text.value).toContain('Nonce: nonce1abcdef')
    const sign = byRole('button', 'Sign')[0]
    expect(sign?.getAttribute('aria-describedby')).toBe(text.id)

    await click(sign)
    await until(() => !latch.getState().modal.open)
    expect(server.verified).toEqual([text.value])
    expect(latch.getState().plugins.siwx?.sessions).toHaveLength(1)
  })

  it("says 'Signature declined' on a rejection, focuses Sign again, and signs on retry", async () => {
    const { latch, adapter } = await setup()
    await connectAndWaitForView(latch)
    adapter.rejectNext('signMessage')

    await click(byRole('button', 'Sign')[0])
    await until(() => byRole('alert', 'Signature declined')[0])
    const again = byRole('button', 'Sign again')[0]
    expect(document.activeElement).toBe(again)
    expect(latch.getState().modal.open).toBe(true)

    await click(again)
    await until(() => !latch.getState().modal.open)
    expect(byRole('alert', 'Signature declined')).toHaveLength(0)
  })

  it('Cancel with sign-in required and no signed-in network disconnects (spec §4)', async () => {
    const { latch } = await setup()
    await connectAndWaitForView(latch)
    await click(byRole('button', 'Cancel')[0])
    await until(() => latch.getState().accounts.eip155?.status === 'disconnected')
    expect(latch.getState().modal.open).toBe(false)
  })

  it('opened by hand when sign-in is optional: prepares the message; Cancel only closes', async () => {
    const { latch } = await setup(false)
    const connectorId = latch.getState().connectors.all[0]!.id
    await act(() => latch.dispatch({ type: 'connection.connect', connectorId }))
    expect(latch.getState().modal.open).toBe(false)

    await act(() => latch.open({ view: 'SIWXSignMessage' }))
    await until(() => byRole('textbox', 'Message to sign')[0])
    await click(byRole('button', 'Cancel')[0])
    await until(() => !latch.getState().modal.open)
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
  })

  it('speaks French: title, texts, buttons and the decline, translated', async () => {
    const { latch, adapter } = await setup(true, 'fr')
    const connectorId = latch.getState().connectors.all[0]!.id
    await act(() => latch.dispatch({ type: 'connection.connect', connectorId }))
    await until(() => byRole('textbox', 'Message à signer')[0])
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Connexion')
    expect(document.querySelector('[role="dialog"] h3')?.textContent).toBe(
      'Connectez-vous avec votre portefeuille',
    )
    // The signed text itself stays as EIP-4361 writes it.
    const text = byRole('textbox', 'Message à signer')[0] as HTMLTextAreaElement
    expect(text.value).toContain('wants you to sign in with your Ethereum account:')
    adapter.rejectNext('signMessage')
    await click(byRole('button', 'Signer')[0])
    await until(() => byRole('alert', 'Signature refusée')[0])
    expect(byRole('button', 'Signer à nouveau')).toHaveLength(1)
    expect(byRole('button', 'Annuler')).toHaveLength(1)
  })

  it('speaks Arabic, right to left', async () => {
    const { latch } = await setup(true, 'ar')
    const connectorId = latch.getState().connectors.all[0]!.id
    await act(() => latch.dispatch({ type: 'connection.connect', connectorId }))
    await until(() => byRole('textbox', 'الرسالة المطلوب توقيعها')[0])
    const dialog = document.querySelector('[role="dialog"]')
    expect(dialog?.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    expect(dialog?.querySelector('h2')?.textContent).toBe('تسجيل الدخول')
    expect(byRole('button', 'توقيع')).toHaveLength(1)
  })
})
