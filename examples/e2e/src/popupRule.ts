import type { Page } from 'playwright-core'

/**
 * iOS Safari's popup rule, replayed in Chromium (whose own rule lets a window open up to 5 s after
 * a click, after any await): a window opens only from a real click's own dispatch. `window.open`
 * returns null (and the URL is recorded) unless called while a trusted click is being handled
 * (code after an await that waited on anything, a frame's reply or a fetch, runs later); a
 * `target="_blank"` link clicked from script is not followed. Add before the page loads:
 * `page.addInitScript(replayIosPopupRule)`.
 */
export function replayIosPopupRule() {
  const blocked: string[] = []
  ;(window as unknown as { __latchBlockedPopups: string[] }).__latchBlockedPopups = blocked
  let inClick = false
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) {
        const link = (event.target as Element | null)?.closest?.('a[target="_blank"]')
        if (link) {
          event.preventDefault()
          blocked.push((link as HTMLAnchorElement).href)
        }
        return
      }
      inClick = true
      // The click's task ends before any timer: nothing after an await on I/O is inside it.
      setTimeout(() => {
        inClick = false
      })
    },
    true,
  )
  const open = window.open
  window.open = function (this: Window, ...args: Parameters<Window['open']>) {
    if (inClick) return open.apply(this, args)
    blocked.push(String(args[0] ?? ''))
    return null
  }
}

/** The windows the page tried to open outside a click's own dispatch. */
export const blockedPopups = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __latchBlockedPopups?: string[] }).__latchBlockedPopups ?? [],
  )
