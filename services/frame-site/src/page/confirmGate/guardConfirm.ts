import type { Clock } from '@latch/core'
import type { FrameTextKey, frameTexts } from '../texts'
import { type SeenState, seenGate } from './seenGate'
import { randomDigits, type TypedCodeState, typedCodeGate } from './typedCodeGate'
import { viewportSentinel } from './viewportSentinel'
import type { WatchVisibility } from './visibility'

type Translate = ReturnType<typeof frameTexts>['t']

export interface GuardConfirmOptions {
  /** The person confirmed: called for each confirmation that counts (the owner tears down). */
  onConfirm(): void
  /**
   * The browser's visibility reports (`browserVisibility(window)`): undefined where it has none,
   * and the person types a code shown in the frame instead.
   */
  visibility: WatchVisibility | undefined
  clock: Clock
  /** The frame's words, in the language shown. */
  t: Translate
  /** Fields where the person's Enter confirms, as a click on the button would (same rule). */
  submitFrom?: readonly HTMLInputElement[]
}

/** Ends the guard: its listeners, timers, observer and viewport sentinel. */
export type StopGuard = () => void

const WHY: Record<Exclude<SeenState | TypedCodeState, 'open'>, FrameTextKey> = {
  shownBriefly: 'gateShownBriefly',
  covered: 'gateCovered',
  typeCode: 'gateTypeCodeFirst',
  wrongCode: 'gateCodeWrong',
}

interface Gate {
  state(): SeenState | TypedCodeState
  /** Whether a confirmation counts now. */
  open(): boolean
  stop(): void
  /** The field the person types the shown code in, when there is one. */
  field?: HTMLInputElement
}

let guards = 0

/**
 * Makes `button` (Approve, Confirm: any button whose click hands something over) count only a
 * person's confirmation of a frame they could see: a trusted click (pressed and released while
 * the gate is open; or Enter / Space on it, or Enter in a `submitFrom` field) and
 * - where the browser reports visibility (IntersectionObserver v2): the frame's whole viewport
 *   (`viewportSentinel`) seen whole for `MIN_VISIBLE_MS` without a break, and still at the click;
 * - elsewhere: a code shown in the frame, typed back by the person (`SHOWN_CODE_DIGITS`).
 * Until then the button says why it does not work yet (`aria-disabled` and a note below it, its
 * `aria-describedby`); it stays focusable. The note goes after the button's row, so that its
 * changes never move the button under a pointer; the code and its field go before the row.
 *
 * Chromium, once the frame tracks visibility, also drops clicks that land on the frame just after
 * it moved or changed size (the host showing it): a click on any button of the dialog, Cancel
 * too, in the first few hundred milliseconds is lost. Browser tests wait for the gate to open
 * (`aria-disabled` not "true") before clicking.
 *
 * @example
 * const stop = guardConfirm(approveButton, {
 *   visibility, clock, t,
 *   onConfirm: () => { stop(); resolve() },
 * })
 */
export function guardConfirm(button: HTMLButtonElement, options: GuardConfirmOptions): StopGuard {
  const { t, clock } = options
  const document = button.ownerDocument
  const row = button.parentElement ?? button
  const note = document.createElement('p')
  note.id = `confirm-gate-${++guards}`
  note.className = 'status'
  // Said when it changes, politely; not a `status` role: the dialog's own status keeps that.
  note.setAttribute('aria-live', 'polite')
  row.after(note)
  button.setAttribute('aria-describedby', note.id)

  const { visibility } = options
  const sentinel = visibility && viewportSentinel(document)
  // Assigned once below; `render` may run before (a report delivered while watching starts).
  let gate: Gate | undefined
  gate =
    visibility && sentinel
      ? seenGate({ target: sentinel, watch: visibility, clock, onChange: render })
      : typedCodeGate({ ...showCode(row, t), onChange: render })
  const fields = [...(options.submitFrom ?? []), ...(gate.field ? [gate.field] : [])]

  function render() {
    const state = gate?.state() ?? 'shownBriefly'
    button.setAttribute('aria-disabled', String(state !== 'open'))
    note.textContent = state === 'open' ? '' : t(WHY[state])
  }
  const submit = () => {
    if (gate?.open()) options.onConfirm()
    else render()
  }
  // A pointer's click is a press and a release: the press must come on an open gate too, or
  // the host could swap the frame in under a press made on its own page (a "hold to" decoy).
  let pressedOpen = false
  const onPress = (event: PointerEvent) => {
    pressedOpen = event.isTrusted && gate?.open() === true
  }
  // A script's click or key (isTrusted false) is never the person's: ignored. Enter or Space on
  // the focused button is a click with no pointer (`detail` 0).
  const onClick = (event: MouseEvent) => {
    if (!event.isTrusted) return
    if (event.detail > 0 && !pressedOpen) render()
    else submit()
  }
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !event.isTrusted) return
    event.preventDefault()
    submit()
  }
  button.addEventListener('pointerdown', onPress)
  button.addEventListener('click', onClick)
  for (const field of fields) field.addEventListener('keydown', onEnter)
  render()

  return () => {
    gate?.stop()
    sentinel?.remove()
    button.removeEventListener('pointerdown', onPress)
    button.removeEventListener('click', onClick)
    for (const field of fields) field.removeEventListener('keydown', onEnter)
  }
}

/** A fresh code, said before the button's row, and the field to type it in. */
function showCode(row: Element, t: Translate) {
  const document = row.ownerDocument
  const code = randomDigits(document.defaultView?.crypto ?? crypto)
  const prompt = document.createElement('p')
  prompt.textContent = t('gateCodePrompt', { code })
  const label = document.createElement('label')
  label.textContent = t('gateCodeLabel')
  const field = document.createElement('input')
  field.type = 'text'
  field.inputMode = 'numeric'
  field.autocomplete = 'off'
  field.maxLength = code.length
  label.appendChild(field)
  row.before(prompt, label)
  return { code, field }
}
