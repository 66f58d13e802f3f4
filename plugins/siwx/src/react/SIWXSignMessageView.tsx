import { useAccount, useErrorMessage, useLatchState, useMessages } from '@latch/hooks'
import { Button, ErrorMessage, Spinner } from '@latch/react'
import { useEffect, useId } from 'react'
import { useSiwx } from '../hooks/useSiwx'
import { siwxMessages } from './i18n/messages'

const BUSY = new Set(['preparing', 'signing', 'verifying'])
const STATUS_KEYS = {
  preparing: 'preparing',
  signing: 'signing',
  verifying: 'verifying',
} as const

/**
 * SIWXSignMessage (spec §4): the message the wallet will sign, shown before it asks; Sign, then
 * the modal closes on success; a decline or a refusal stays here with its message and Sign again;
 * Cancel follows the plugin's rule (required: back to a signed-in network, or disconnect).
 */
export default function SIWXSignMessageView() {
  const { request, status, message, error, prepare, signIn, cancel } = useSiwx()
  const { address } = useAccount()
  const caipNetworkId = useLatchState((s) => s.networks.activeCaipNetworkId)
  const { t } = useMessages(siwxMessages)
  const errorText = useErrorMessage()
  const messageId = useId()
  const signId = useId()

  // Opened by hand (not by the plugin): prepare the message for the account shown.
  const current =
    request.status !== 'idle' &&
    request.address === address &&
    request.caipNetworkId === caipNetworkId
  useEffect(() => {
    if (address && !current) void prepare().catch(() => {})
  }, [address, current, prepare])

  // Back from a decline or a refusal: the retry is where the focus goes.
  const failed = status === 'declined' || status === 'failed'
  useEffect(() => {
    if (failed) document.getElementById(signId)?.focus()
  }, [failed, signId])

  const busy = BUSY.has(status)
  const statusKey = STATUS_KEYS[status as keyof typeof STATUS_KEYS]
  const statusText = statusKey ? t(statusKey) : ''
  const actions = (
    <div className="latch-panel__actions">
      <Button
        id={signId}
        block
        disabled={busy || (!message && !failed)}
        aria-describedby={message ? messageId : undefined}
        onClick={() => void signIn().catch(() => {})}
      >
        {failed ? t('signAgain') : t('sign')}
      </Button>
      <Button variant="secondary" block onClick={() => void cancel().catch(() => {})}>
        {t('cancel')}
      </Button>
    </div>
  )
  // The panel's layout without @latch/react's Panel, which is a <section>: a host page's rules for
  // its own sections (a white card) would paint over the modal's theme.
  return (
    <div className="latch-panel">
      <h3 className="latch-panel__title">{t('heading')}</h3>
      <p className="latch-muted latch-center">{t('explain')}</p>
      {message && (
        <textarea
          id={messageId}
          readOnly
          aria-label={t('messageToSign')}
          value={message}
          rows={8}
          style={{
            width: '100%',
            boxSizing: 'border-box',
            resize: 'none',
            font: 'inherit',
            fontSize: 'var(--latch-font-size-small)',
            padding: '0.75rem',
            border: '1px solid var(--latch-border)',
            borderRadius: 'var(--latch-radius-small)',
            background: 'var(--latch-bg-subtle)',
            color: 'var(--latch-fg)',
          }}
        />
      )}
      <p role="status" className="latch-muted latch-center">
        {busy && <Spinner label={statusText} />}
        {statusText}
      </p>
      {error && <ErrorMessage>{errorText(error)}</ErrorMessage>}
      {actions}
    </div>
  )
}
