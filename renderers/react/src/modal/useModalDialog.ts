import { type RefObject, useLayoutEffect, useRef } from 'react'
import { type FocusableElement, tabbable } from 'tabbable'

export interface ModalDialogParts {
  /** The layer around the dialog: a press on it (not on the dialog) closes. */
  overlay: RefObject<HTMLElement | null>
  /** The dialog itself (focusable: `tabIndex={-1}`). */
  dialog: RefObject<HTMLElement | null>
  /** Asks to close (Escape, a press outside). Stable: each new one is a new show. */
  close: () => void
  /** Whether Tab stays inside: false for a view whose controls live outside (the secure frame). */
  trapTab: boolean
}

/**
 * A modal dialog's behaviour while shown, as WAI-ARIA's dialog pattern asks: focus moves to the
 * dialog (its name is announced; Tab reaches the first control), Tab and Shift+Tab wrap inside it,
 * Escape and a press outside ask to close, and on hide focus goes back where it was.
 *
 * Floating UI's focus manager did this before: on a first open at once it cost ~30 ms (its
 * chunk's 16 KB gzip to compile, a second render from its refs, a tabbable scan laying the page
 * out on open). `tabbable` still finds the controls, only when Tab is pressed.
 */
export function useModalDialog({ overlay, dialog, close, trapTab }: ModalDialogParts) {
  // Read when Tab is pressed: a view change flips it without a new show.
  const trap = useRef(trapTab)
  useLayoutEffect(() => {
    trap.current = trapTab
  }, [trapTab])
  useLayoutEffect(() => {
    const element = dialog.current
    const around = overlay.current
    if (!element || !around) return
    const before = document.activeElement
    element.focus({ preventScroll: true })
    const onKeyDown = (event: KeyboardEvent) => {
      // A control inside that handles the key itself (a menu's Escape) prevents the default.
      if (event.defaultPrevented) return
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
      } else if (event.key === 'Tab' && trap.current) {
        const next = wrapTarget(element, event.shiftKey)
        if (!next) return
        event.preventDefault()
        next.focus()
      }
    }
    // On press, as a drag from a field that ends outside does not close.
    const onPress = (event: MouseEvent) => {
      if (event.target === around) close()
    }
    document.addEventListener('keydown', onKeyDown)
    around.addEventListener('mousedown', onPress)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      around.removeEventListener('mousedown', onPress)
      // Back where it was, unless that control left the page or focus moved on elsewhere. After
      // the commit: React puts focus back on what had it before the commit (the dialog) at its end.
      queueMicrotask(() => {
        const active = document.activeElement
        const lost = active === null || active === document.body || element.contains(active)
        if (before instanceof HTMLElement && before.isConnected && lost) {
          before.focus({ preventScroll: true })
        }
      })
    }
  }, [overlay, dialog, close])
}

/**
 * Where Tab (or Shift+Tab) must go instead of where the browser would take it: from the last
 * control to the first, from the first (or the dialog) to the last, from outside to inside.
 * Undefined when the browser's own move stays inside.
 */
function wrapTarget(dialog: HTMLElement, backwards: boolean): FocusableElement | undefined {
  const controls = tabbable(dialog)
  const first = controls[0]
  const last = controls.at(-1)
  const active = document.activeElement
  if (!first || !last) return dialog
  if (!dialog.contains(active)) return backwards ? last : first
  if (backwards) return active === first || active === dialog ? last : undefined
  return active === last ? first : undefined
}
