import type { Toast } from '@latch/core'
import { useErrorMessage } from '@latch/hooks'
import { CheckIcon } from '../primitives/CheckIcon'
import { toastStyles } from '../theme/toastStyles'
import { useStyleSheet } from '../theme/useStyleSheet'

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

/** One toast: its own chunk, loaded once the page is idle or with the first toast if sooner. */
export default function ToastBody({ toast }: { toast: Toast }) {
  useStyleSheet('latch-toast-styles', toastStyles)
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
