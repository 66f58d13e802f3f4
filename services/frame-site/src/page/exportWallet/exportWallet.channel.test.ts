// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { createManualClock } from '@latch/core'
import { CHANNEL_TYPE } from '@latch/embedded-wallet/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import { listenToHost } from '../../channel/listenToHost'
import { MIN_VISIBLE_MS } from '../confirmGate/seenGate'
import { createFrameHandler } from '../handler'
import { fakeVisibility } from '../test/fakeVisibility'
import { loggedInWallet } from '../test/loggedInWallet'
import { trustedClick, trustedTyping } from '../test/trusted'
import { createFrameUi } from '../ui'

const HOST = 'https://app.example'
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  document.body.replaceChildren()
})

const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name)
const settle = () => new Promise((resolve) => setTimeout(resolve, 5))
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await settle()
  expect(check()).toBe(true)
}

/**
 * The whole frame (channel, handler, UI, wallet) for a logged-in person, and a host page on the
 * other end of the private channel recording every message the frame sends it.
 */
async function frameWithHost() {
  const clock = createManualClock()
  const visibility = fakeVisibility()
  const ui = createFrameUi(document, { clock, visibility: visibility.watch })
  const session = await loggedInWallet()
  const handle = createFrameHandler({
    hostOrigin: HOST,
    auth: session.auth.client,
    wallet: session.wallet,
    rpc: async () => {
      throw new Error('no RPC here')
    },
    ui,
    deviceId: () => 'device-1',
    chains: { evm: 1, solana: undefined },
    supportsEvmChain: () => true,
    supportsSolanaChain: () => false,
    sleep: async () => {},
    now: () => clock.now(),
  })
  // The frame's window: its parent is the host page, the only window it takes a channel from.
  const listeners = new Set<(event: MessageEvent) => void>()
  const parent = { postMessage: () => {} }
  const frame = {
    parent,
    addEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  } as unknown as Window
  const listener = listenToHost({ window: frame, hostOrigin: HOST, handle })
  const channel = new MessageChannel()
  const received: { type: string; id?: string; payload?: unknown }[] = []
  channel.port1.onmessage = (event) => received.push(event.data)
  cleanups.push(() => {
    listener.stop()
    channel.port1.close()
  })
  for (const deliver of listeners) {
    deliver({
      data: { type: CHANNEL_TYPE, id: crypto.randomUUID() },
      origin: HOST,
      source: parent,
      ports: [channel.port2],
    } as unknown as MessageEvent)
  }
  await until(() => received.length === 1)
  const request = (type: string, payload?: unknown) => {
    const id = crypto.randomUUID()
    channel.port1.postMessage({ type: `@latch-app/${type}`, id, payload })
    return id
  }
  const seen = () => {
    visibility.report(true)
    clock.advance(MIN_VISIBLE_MS)
  }
  return { ...session, request, received, seen }
}

/** Every string a message's payload holds (its values, at any depth). */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsIn)
      : []

describe('EXPORT_WALLET through the channel', () => {
  it('shows the words in the frame; no message to the host carries any of them', async () => {
    const frame = await frameWithHost()
    const id = frame.request('EXPORT_WALLET', {})
    await until(() => button('Send code') !== undefined)
    frame.seen()
    trustedClick(button('Send code')!)
    await until(() => frame.vault.codes.length === 1)
    frame.seen()
    trustedTyping(document.querySelector('input')!, frame.vault.codes[0]!)
    trustedClick(button('Confirm')!)
    await until(() => document.querySelectorAll('ol li').length === 24)
    const words = Array.from(document.querySelectorAll('ol li'), (li) => li.textContent ?? '')
    button('Done')!.click()
    const answered = (message: { id?: string; type: string }) =>
      message.id === id && /_(SUCCESS|ERROR)$/.test(message.type)
    await until(() => frame.received.some(answered))

    // Not one word of the phrase in anything the frame said to the host page.
    const said = frame.received.flatMap((message) => stringsIn(message.payload)).join(' ')
    for (const word of words) expect(said).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'))
    expect(JSON.stringify(frame.received)).not.toContain(words.slice(0, 2).join(' '))
    const replies = frame.received.filter((message) => message.id === id)
    expect(replies).toEqual([
      { type: '@latch-frame/APPROVAL', id, payload: { open: true } },
      { type: '@latch-frame/APPROVAL', id, payload: { open: false } },
      { type: '@latch-frame/EXPORT_WALLET_SUCCESS', id, payload: {} },
    ])
  })

  it('gives the host nothing when it asks and no person answers (attack: EXPORT_WALLET from a script)', async () => {
    const frame = await frameWithHost()
    const id = frame.request('EXPORT_WALLET', {})
    await until(() => button('Send code') !== undefined)
    // The host page's script can only click what it cannot reach: its clicks are not trusted.
    frame.seen()
    button('Send code')!.click()
    await settle()
    expect(frame.vault.codes).toEqual([])
    // The person turns it down: the host hears only that, and no words were ever shown.
    button('Cancel')!.click()
    await until(() => frame.received.some((message) => message.type.endsWith('_ERROR')))
    expect(frame.received.filter((message) => message.id === id).at(-1)).toEqual({
      type: '@latch-frame/EXPORT_WALLET_ERROR',
      id,
      payload: { message: 'Export cancelled' },
    })
    expect(document.querySelectorAll('ol li')).toHaveLength(0)
  })
})
