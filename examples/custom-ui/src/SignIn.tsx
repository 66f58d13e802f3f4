import { useAccount } from '@latch/hooks'
import { useSiwx } from '@latch/siwx/hooks'

/**
 * The app's own sign-in (`@latch/siwx/hooks`): a Sign in button for the connected account, the
 * session on this network, and the account's sessions on the app's server, each revocable.
 */
export function SignInSection() {
  const account = useAccount()
  const { enabled, isSignedIn, session, status, error, signIn, sessions, revoke } = useSiwx()
  if (!enabled || !account.isConnected) return null
  const busy = status === 'preparing' || status === 'signing' || status === 'verifying'
  return (
    <section aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in</h2>
      {isSignedIn ? (
        <p role="status">Signed in on {session?.data.caipNetworkId}</p>
      ) : (
        <button type="button" disabled={busy} onClick={() => signIn().catch(() => {})}>
          {busy ? 'Signing in…' : 'Sign in with wallet'}
        </button>
      )}
      {error && (
        <p role="alert" className="error">
          {error.message}
        </p>
      )}
      {sessions.length > 0 && (
        <ul aria-label="Sessions">
          {sessions.map((entry) => (
            <li key={entry.pci}>
              {entry.data.caipNetworkId}{' '}
              <button
                type="button"
                aria-label={`Revoke session on ${entry.data.caipNetworkId}`}
                onClick={() => revoke(entry.pci).catch(() => {})}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The dialog's sign step (the modal's SIWXSignMessage view): the text, Sign, Cancel. */
export function SignInPanel() {
  const { message, status, error, signIn, cancel } = useSiwx()
  const failed = status === 'declined' || status === 'failed'
  return (
    <section aria-labelledby="wallets-title">
      <h2 id="wallets-title">Sign in with your wallet</h2>
      {message && <textarea readOnly aria-label="Message to sign" value={message} rows={8} />}
      {error && (
        <p role="alert" className="error">
          {error.message}
        </p>
      )}
      <button
        type="button"
        disabled={!message || status === 'signing' || status === 'verifying'}
        onClick={() => signIn().catch(() => {})}
      >
        {failed ? 'Sign again' : 'Sign'}
      </button>
      <button type="button" onClick={() => cancel().catch(() => {})}>
        Cancel
      </button>
    </section>
  )
}
