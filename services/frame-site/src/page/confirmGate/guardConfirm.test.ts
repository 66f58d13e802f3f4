// @vitest-environment happy-dom
import { createManualClock } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeVisibility } from '../test/fakeVisibility'
import {
  trustedClick,
  trustedKey,
  trustedPress,
  trustedRelease,
  trustedTyping,
} from '../test/trusted'
import { frameTexts } from '../texts'
import { guardConfirm } from './guardConfirm'
import { MIN_VISIBLE_MS } from './seenGate'
import { randomDigits } from './typedCodeGate'

afterEach(() => document.body.replaceChildren())

const { t } = frameTexts('en')

/** A dialog with a row of buttons, its Approve guarded; counts the confirmations. */
function dialogWithApprove(visibility: ReturnType<typeof fakeVisibility> | undefined) {
  const clock = createManualClock(1_000)
  const dialog = document.body.appendChild(document.createElement('section'))
  const codeField = dialog.appendChild(document.createElement('input'))
  const row = dialog.appendChild(document.createElement('div'))
  const approve = row.appendChild(document.createElement('button'))
  approve.textContent = 'Approve'
  let confirmed = 0
  const stop = guardConfirm(approve, {
    visibility: visibility?.watch,
    clock,
    t,
    submitFrom: [codeField],
    onConfirm: () => confirmed++,
  })
  const note = () => document.getElementById(approve.getAttribute('aria-describedby') ?? '')
  return {
    clock,
    approve,
    codeField,
    stop,
    confirmed: () => confirmed,
    /** What the button says about itself: whether it works, and why not. */
    says: () => ({ disabled: approve.getAttribute('aria-disabled'), why: note()?.textContent }),
  }
}

describe('guardConfirm where the browser reports visibility (IntersectionObserver v2)', () => {
  it('counts a click only once the frame has been seen whole for half a second', () => {
    const visibility = fakeVisibility()
    const { clock, approve, confirmed, says } = dialogWithApprove(visibility)
    expect(says()).toEqual({
      disabled: 'true',
      why: 'Shown for less than half a second. Confirming works once this window has been fully visible for a moment.',
    })
    trustedClick(approve)
    visibility.report(true)
    clock.advance(MIN_VISIBLE_MS - 1)
    trustedClick(approve)
    expect(confirmed()).toBe(0)
    expect(says().disabled).toBe('true')

    clock.advance(1)
    expect(says()).toEqual({ disabled: 'false', why: '' })
    trustedClick(approve)
    expect(confirmed()).toBe(1)
  })

  it('stays focusable and says why it waits, below its row, so that no change moves the button', () => {
    const { approve, says } = dialogWithApprove(fakeVisibility())
    // aria-disabled, not disabled: a keyboard reaches it and a screen reader reads why.
    expect(approve.disabled).toBe(false)
    expect(says().disabled).toBe('true')
    const note = document.getElementById(approve.getAttribute('aria-describedby') ?? '')
    expect(note?.previousElementSibling).toBe(approve.parentElement)
    expect(note?.getAttribute('aria-live')).toBe('polite')
  })

  it('disarms on any report of not visible, and starts the time again', () => {
    const visibility = fakeVisibility()
    const { clock, approve, confirmed, says } = dialogWithApprove(visibility)
    visibility.report(true)
    clock.advance(5_000)
    // The host covers the frame, or makes it see-through, after it was seen.
    visibility.report(false)
    expect(says()).toEqual({
      disabled: 'true',
      why: 'Part of this window is hidden, covered or see-through. It must be fully visible before you can confirm.',
    })
    trustedClick(approve)
    expect(confirmed()).toBe(0)

    visibility.report(true)
    clock.advance(MIN_VISIBLE_MS - 1)
    trustedClick(approve)
    expect(confirmed()).toBe(0)
    clock.advance(1)
    trustedClick(approve)
    expect(confirmed()).toBe(1)
  })

  it('never opens on a frame covered from the start', () => {
    const visibility = fakeVisibility()
    const { clock, approve, confirmed, says } = dialogWithApprove(visibility)
    visibility.report(false)
    clock.advance(60_000)
    trustedClick(approve)
    expect(confirmed()).toBe(0)
    expect(says().disabled).toBe('true')
  })

  it('counts a mouse click only if its press, too, came on a frame seen long enough', () => {
    const visibility = fakeVisibility()
    const { clock, approve, confirmed } = dialogWithApprove(visibility)
    visibility.report(true)
    // Pressed at once ("hold to claim" on a decoy, the frame swapped in), released later.
    trustedPress(approve)
    clock.advance(MIN_VISIBLE_MS * 2)
    trustedRelease(approve)
    expect(confirmed()).toBe(0)
    // Pressed and released once it was seen long enough.
    trustedPress(approve)
    trustedRelease(approve)
    expect(confirmed()).toBe(1)
  })

  it('takes in, at the click, a report of not visible the browser had not delivered yet', () => {
    const visibility = fakeVisibility()
    const { clock, approve, confirmed, says } = dialogWithApprove(visibility)
    visibility.report(true)
    clock.advance(MIN_VISIBLE_MS)
    visibility.queue(false)
    trustedClick(approve)
    expect(confirmed()).toBe(0)
    expect(says().disabled).toBe('true')
  })

  it("ignores a script's click and a script's Enter, counts the person's Enter in a form field", () => {
    const visibility = fakeVisibility()
    const { clock, approve, codeField, confirmed } = dialogWithApprove(visibility)
    visibility.report(true)
    clock.advance(MIN_VISIBLE_MS)
    approve.click()
    approve.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    codeField.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(confirmed()).toBe(0)
    trustedKey(codeField, 'Enter')
    expect(confirmed()).toBe(1)
  })

  it('watches the whole viewport: an element over all of it, on top, that lets clicks through', () => {
    const visibility = fakeVisibility()
    dialogWithApprove(visibility)
    const watched = visibility.targets[0] as HTMLElement
    expect(watched.parentElement).toBe(document.body)
    expect(watched.getAttribute('aria-hidden')).toBe('true')
    expect(watched.style.position).toBe('fixed')
    expect(watched.style.inset).toBe('0')
    expect(watched.style.zIndex).toBe('2147483647')
    expect(watched.style.pointerEvents).toBe('none')
  })

  it('once stopped, watches nothing, keeps no timer and counts no click', () => {
    const visibility = fakeVisibility()
    const { clock, approve, confirmed, stop } = dialogWithApprove(visibility)
    visibility.report(true)
    expect(visibility.watching).toBe(1)
    expect(clock.pendingTimers()).toBe(1)
    stop()
    expect(visibility.watching).toBe(0)
    expect(clock.pendingTimers()).toBe(0)
    expect(visibility.targets[0]?.isConnected).toBe(false)
    clock.advance(MIN_VISIBLE_MS)
    trustedClick(approve)
    expect(confirmed()).toBe(0)
  })
})

describe('guardConfirm where the browser cannot tell (Firefox, Safari): a code shown in the frame', () => {
  const shownCode = () => /\d{4}$/.exec(document.querySelector('p')?.textContent ?? '')?.[0] ?? ''
  const codeInput = () =>
    document.querySelector<HTMLInputElement>('label input') ?? document.createElement('input')

  it('shows a code to type back; Approve counts only once it is typed, by click or Enter', () => {
    const { approve, confirmed, says } = dialogWithApprove(undefined)
    const code = shownCode()
    expect(document.querySelector('p')?.textContent).toBe(`To confirm, type the code ${code}`)
    expect(document.querySelector('label')?.textContent).toBe('Code shown above')
    expect(says()).toEqual({ disabled: 'true', why: 'Type the code shown above to confirm.' })
    trustedClick(approve)
    expect(confirmed()).toBe(0)

    trustedTyping(codeInput(), code === '0000' ? '1111' : '0000')
    expect(says()).toEqual({ disabled: 'true', why: 'That is not the code shown above.' })
    trustedClick(approve)
    trustedKey(codeInput(), 'Enter')
    expect(confirmed()).toBe(0)

    trustedTyping(codeInput(), code)
    expect(says()).toEqual({ disabled: 'false', why: '' })
    approve.click()
    expect(confirmed()).toBe(0)
    trustedClick(approve)
    trustedKey(codeInput(), 'Enter')
    expect(confirmed()).toBe(2)
  })

  it('puts the code and its field above the row of buttons', () => {
    const { approve } = dialogWithApprove(undefined)
    const row = approve.parentElement
    expect(row?.previousElementSibling?.tagName).toBe('LABEL')
    expect(row?.previousElementSibling?.previousElementSibling?.textContent).toMatch(
      /^To confirm, type the code \d{4}$/,
    )
  })

  it('opens on time alone never: the code must be typed', () => {
    const first = dialogWithApprove(undefined)
    first.clock.advance(60_000)
    trustedClick(first.approve)
    expect(first.confirmed()).toBe(0)
    expect(shownCode()).toMatch(/^\d{4}$/)
  })

  it('draws its digits uniformly: a draw past the last whole 10,000 is drawn again', () => {
    const draws = [2 ** 32 - 1, 2 ** 32 - 296, 4_294_960_000 - 1]
    const crypto = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        ;(array as unknown as Uint32Array)[0] = draws.shift() ?? 0
        return array
      },
    } as Crypto
    // 2^32 = 429,496 × 10,000 + 7,296: draws from 4,294,960,000 up are biased, drawn again.
    expect(randomDigits(crypto)).toBe('9999')
    expect(draws).toEqual([])
  })
})
