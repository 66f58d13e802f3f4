import type { Toast } from '@latch/core'
import { useErrorMessage, useLatchState } from '@latch/hooks'
import { CheckIcon } from '../primitives/CheckIcon'
import { ThemeScope } from '../theme/ThemeScope'

/** A filled circle with an exclamation mark, decorative: the message says what went wrong. */
function AlertIcon() {
  return (
    <svg className="latch-toast__mark" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="M12 7v6M12 16.5v.5"
        stroke="var(--latch-bg)"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  )
}

function ToastBody({ toast }: { toast: Toast }) {
  // An error toast with its code speaks the client's language; any other shows its message.
  const errorText = useErrorMessage()
  const message = toast.code
    ? errorText({ code: toast.code, message: toast.message })
    : toast.message
  return (
    <div className="latch-toast" data-variant={toast.variant}>
      {toast.variant === 'loading' && <span className="latch-spinner latch-spinner--small" />}
      {toast.variant === 'success' && <CheckIcon />}
      {toast.variant === 'error' && <AlertIcon />}
      <span>{message}</span>
      {toast.link && (
        <a className="latch-toast__link" href={toast.link.url} target="_blank" rel="noreferrer">
          {toast.link.label}
        </a>
      )}
    </div>
  )
}

/**
 * The toast on screen (spec §2). Loading and success toasts go into a polite live region that is
 * always in the page, since a region inserted together with its text is often not announced; an
 * error is an alert, which is announced as it appears.
 */
export function Toasts() {
  const toast = useLatchState((s) => s.toasts.current)
  const isError = toast?.variant === 'error'
  return (
    <ThemeScope>
      <div role="status" aria-live="polite">
        {toast && !isError && <ToastBody key={toast.id} toast={toast} />}
      </div>
      {toast && isError && (
        <div role="alert" key={toast.id}>
          <ToastBody toast={toast} />
        </div>
      )}
    </ThemeScope>
  )
}
