import type { Clock } from '@latch/core'
import type { StopGuard } from './confirmGate/guardConfirm'
import type { frameTexts } from './texts'

/** What the frame's UI lends the screens in their own files (exportWallet/, importWallet/): its
 * page, its words, its guarded confirmation. */
export interface ScreenKit {
  /** Empties the frame's page and starts a modal dialog titled `heading`, focused. */
  dialog(heading: string): HTMLElement
  /** A child of `parent` with `text` as its text (never markup). */
  add<K extends keyof HTMLElementTagNameMap>(
    parent: HTMLElement,
    tag: K,
    text?: string,
  ): HTMLElementTagNameMap[K]
  t: ReturnType<typeof frameTexts>['t']
  /** guardConfirm on `button`: `onConfirm` only for the person's click on a frame they saw. */
  guard(button: HTMLButtonElement, onConfirm: () => void): StopGuard
  clock: Clock
}
