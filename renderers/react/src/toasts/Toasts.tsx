import { useLatchState } from '@latch/hooks'
import { ThemeScope } from '../theme/ThemeScope'

/** The toast on screen (spec §2), announced to screen readers as it appears. */
export function Toasts() {
  const toast = useLatchState((s) => s.toasts.current)
  if (!toast) return null
  return (
    <ThemeScope>
      <div
        className="latch-toast"
        data-variant={toast.variant}
        role={toast.variant === 'error' ? 'alert' : 'status'}
        key={toast.id}
      >
        {toast.message}
      </div>
    </ThemeScope>
  )
}
