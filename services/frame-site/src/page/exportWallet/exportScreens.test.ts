// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { createManualClock } from '@latch/core'
import { validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { MIN_VISIBLE_MS } from '../confirmGate/seenGate'
import { fakeVisibility } from '../test/fakeVisibility'
import { loggedInWallet } from '../test/loggedInWallet'
import { trustedClick, trustedKey, trustedTyping } from '../test/trusted'
import { createFrameUi } from '../ui'
import { PHRASE_SHOWN_MS } from './exportScreens'

afterEach(() => {
  document.body.replaceChildren()
})

const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name)
const shownWords = () => Array.from(document.querySelectorAll('ol li')).map((li) => li.textContent)
const heading = () => document.querySelector('h1')?.textContent
/** Lets the vault's (fake) answers and the dialogs' next steps run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The frame's UI over a logged-in wallet; `seen()` lets the frame be seen whole long enough. */
async function exporting() {
  const clock = createManualClock()
  const visibility = fakeVisibility()
  const ui = createFrameUi(document, { clock, visibility: visibility.watch })
  const session = await loggedInWallet()
  let outcome: 'open' | 'done' | Error = 'open'
  const shown = ui.exportWallet(session.wallet.exportSteps()).then(
    () => (outcome = 'done'),
    (error: Error) => (outcome = error),
  )
  const seen = () => {
    visibility.report(true)
    clock.advance(MIN_VISIBLE_MS)
  }
  const covered = () => {
    visibility.report(false)
    clock.advance(10_000)
  }
  return { ...session, clock, seen, covered, shown, outcome: () => outcome }
}

/** The person: Send code, then the mailed code typed and confirmed, on a frame they see. */
async function toTheWords(run: Awaited<ReturnType<typeof exporting>>) {
  run.seen()
  trustedClick(button('Send code')!)
  await settle()
  run.seen()
  trustedTyping(document.querySelector('input')!, run.vault.codes.at(-1)!)
  trustedClick(button('Confirm')!)
  await settle()
}

describe('the recovery phrase in the frame', () => {
  it('warns, mails a code on Send code, and shows the 24 words once the code is confirmed', async () => {
    const run = await exporting()
    expect(heading()).toBe('Your recovery phrase')
    expect(document.body.textContent).toContain('Anyone who has these words owns this wallet')
    expect(document.body.textContent).toContain('Latch will never ask you for them.')
    expect(document.body.textContent).toContain('a code we send to ada@example.com')
    expect(run.vault.codes).toEqual([])

    run.seen()
    trustedClick(button('Send code')!)
    await settle()
    expect(run.vault.codes).toHaveLength(1)
    expect(document.body.textContent).toContain('Enter the code we sent to ada@example.com')
    run.seen()
    trustedTyping(document.querySelector('input')!, '000000')
    trustedClick(button('Confirm')!)
    await settle()
    expect(document.querySelector('.status.error')?.textContent).toBe('Invalid code')
    expect(shownWords()).toEqual([])

    trustedTyping(document.querySelector('input')!, run.vault.codes.at(-1)!)
    trustedClick(button('Confirm')!)
    await settle()
    const words = shownWords()
    expect(words).toHaveLength(24)
    expect(validateMnemonic(words.join(' '), wordlist)).toBe(true)
    expect(mnemonicToAccount(words.join(' ')).address).toBe(run.unlocked.evmAddress)
    expect(run.outcome()).toBe('open')

    button('Done')!.click()
    await run.shown
    expect(run.outcome()).toBe('done')
    expect(shownWords()).toEqual([])
    expect(document.body.textContent).not.toContain(words[0])
    expect(heading()).toBe('Secure wallet')
  })

  it("mails no code and shows no words for a script's clicks, nor on a covered frame (attack: the host page)", async () => {
    const run = await exporting()
    // The host shows the frame see-through or covered: the person's click counts for nothing.
    run.covered()
    trustedClick(button('Send code')!)
    await settle()
    expect(run.vault.codes).toEqual([])
    // A script's click (isTrusted false), on a frame seen whole: what XSS in the host could try.
    run.seen()
    button('Send code')!.click()
    await settle()
    expect(run.vault.codes).toEqual([])

    trustedClick(button('Send code')!)
    await settle()
    expect(run.vault.codes).toHaveLength(1)
    // The right code in the field, and a script's Confirm, or Enter: no words.
    run.seen()
    const input = document.querySelector('input')!
    input.value = run.vault.codes.at(-1)!
    button('Confirm')!.click()
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await settle()
    expect(shownWords()).toEqual([])
    expect(run.outcome()).toBe('open')
  })

  it('takes the words off the page on Escape', async () => {
    const run = await exporting()
    await toTheWords(run)
    expect(shownWords()).toHaveLength(24)
    trustedKey(document.body, 'Escape')
    await run.shown
    expect(shownWords()).toEqual([])
    expect(run.outcome()).toBe('done')
  })

  it('takes the words off the page after 2 minutes', async () => {
    const run = await exporting()
    await toTheWords(run)
    run.clock.advance(PHRASE_SHOWN_MS - 1)
    expect(shownWords()).toHaveLength(24)
    run.clock.advance(1)
    await run.shown
    expect(shownWords()).toEqual([])
    expect(heading()).toBe('Secure wallet')
  })

  it('takes the words off the page once the tab is hidden', async () => {
    const run = await exporting()
    await toTheWords(run)
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    try {
      document.dispatchEvent(new Event('visibilitychange'))
      await run.shown
      expect(shownWords()).toEqual([])
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    }
  })

  it('refuses to copy the words (a clipboard is readable by other pages and apps)', async () => {
    const run = await exporting()
    await toTheWords(run)
    const copy = new Event('copy', { bubbles: true, cancelable: true })
    document.querySelector('ol li')!.dispatchEvent(copy)
    expect(copy.defaultPrevented).toBe(true)
    button('Done')!.click()
    await run.shown
  })

  it('ends on Cancel before anything is mailed', async () => {
    const run = await exporting()
    button('Cancel')!.click()
    await run.shown
    expect(run.outcome()).toMatchObject({ message: 'Export cancelled' })
    expect(run.vault.codes).toEqual([])
    expect(heading()).toBe('Secure wallet')
  })
})
