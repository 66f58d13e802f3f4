import { whenIdle } from '@latch/core/plugin'
import { useLatchState } from '@latch/hooks'
import { useEffect, useReducer } from 'react'
import { ThemeScope } from '../theme/ThemeScope'
import { lazyToastBody } from './lazyToastBody'

/**
 * The toast on screen (spec §2). Loading and success toasts go into a polite live region that is
 * always in the page, since a region inserted together with its text is often not announced; an
 * error is an alert, which is announced as it appears (so it is inserted once its body is in).
 */
export function Toasts() {
  const toast = useLatchState((s) => s.toasts.current)
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const Body = lazyToastBody.current()
  const wanted = toast !== null && !Body
  // Fetched once the page is idle (after the modal's first chunks), so the first toast shows at once.
  useEffect(() => whenIdle(window, () => void lazyToastBody.load().catch(() => {})), [])
  useEffect(() => {
    if (!wanted) return
    let live = true
    // A chunk that fails to load leaves this toast unshown; the next one tries again.
    lazyToastBody.load().then(
      () => live && rerender(),
      () => {},
    )
    return () => {
      live = false
    }
  }, [wanted])
  const isError = toast?.variant === 'error'
  return (
    <ThemeScope>
      <div role="status" aria-live="polite">
        {toast && !isError && Body && <Body key={toast.id} toast={toast} />}
      </div>
      {toast && isError && Body && (
        <div role="alert" key={toast.id}>
          <Body toast={toast} />
        </div>
      )}
    </ThemeScope>
  )
}
