import type { CatalogueWallet, ErrorInfo, LatchState } from '@latch/core'
import {
  useConnect,
  useErrorMessage,
  useLatch,
  useLatchState,
  useMessages,
  useModal,
} from '@latch/hooks'
import { Button, CopyButton, ErrorMessage, Panel, Spinner } from '@latch/react'
import { type MouseEvent, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { readyUri, selectPairing, useWalletConnectPairing } from '../hooks/useWalletConnectPairing'
import { walletLink } from '../hooks/walletLink'
import { walletConnectMessages } from './i18n/messages'
import { QrCode, qrModules, WalletConnectLogo } from './qrCode'

/** The login method's connector id (WALLETCONNECT_ID; not imported, to keep its code out). */
const CONNECTOR_ID = 'walletConnect'

/** The catalogue wallet the user picked (All wallets), wherever the catalogue lists it. */
function chosenWallet(state: LatchState, walletId: string | undefined) {
  if (!walletId) return undefined
  const { wallets, featured, recommended, search } = state.wallets
  const byId = (wallet: CatalogueWallet) => wallet.id === walletId
  return (
    featured.find(byId) ?? recommended.find(byId) ?? wallets.find(byId) ?? search.results.find(byId)
  )
}

type Phase =
  | { name: 'waiting' }
  | { name: 'ready'; uri: string }
  | { name: 'connected' }
  | { name: 'failed'; error: ErrorInfo }

/**
 * ConnectingWalletConnect: pairs once on arrival (`connect('walletConnect')`, resolved when a
 * wallet approves; the core then closes the modal) and shows the pairing's `wc:` URI as a QR code
 * with Copy link, and on a phone an Open wallet link. The QR follows the pairing, which the plugin
 * renews before it expires; it shows only while a URI is ready. After a refusal, 'Connection
 * rejected' and Try again (a new URI); when the relay cannot be reached, its message and Retry.
 */
export default function ConnectingWalletConnectView() {
  const latch = useLatch()
  const { viewData } = useModal()
  const connectorId = viewData.connectorId ?? CONNECTOR_ID
  const namespace = viewData.namespace
  const { pairing, linkFor } = useWalletConnectPairing()
  const mobile = useLatchState((s) => s.options.device === 'mobile')
  const wallet = useLatchState((s) => chosenWallet(s, viewData.walletId))
  const { connect, status, error } = useConnect()
  const { t } = useMessages(walletConnectMessages)
  const errorText = useErrorMessage()

  // A failed pairing already in state when an attempt starts (or the view opens) is an earlier
  // attempt's: it is not shown, for the moment until the plugin says 'starting', as this one's.
  const stale = useRef(pairing)
  const start = () => {
    stale.current = selectPairing(latch.getState())
    connect(connectorId, namespace ? { namespace } : {}).catch(() => {})
  }
  // Once per visit, also when strict mode runs effects twice (the ref survives the re-run).
  const started = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on arrival, like ConnectingExternal
  useEffect(() => {
    if (started.current) return
    started.current = true
    start()
  }, [])

  const phase = ((): Phase => {
    if (
      (pairing.status === 'rejected' || pairing.status === 'unreachable') &&
      pairing !== stale.current
    ) {
      return { name: 'failed', error: pairing.error }
    }
    if (status === 'error' && error) return { name: 'failed', error }
    if (status === 'success') return { name: 'connected' }
    const uri = readyUri(pairing)
    return uri ? { name: 'ready', uri } : { name: 'waiting' }
  })()
  const uri = phase.name === 'ready' ? phase.uri : undefined
  const modules = useMemo(() => (uri ? qrModules(uri) : undefined), [uri])
  const focus = useKeepFocus()

  const appLink = wallet?.mobile_link
  // A catalogue wallet chosen on a computer: its desktop app or web wallet, handed the URI.
  const desktopLink = wallet?.desktop_link || wallet?.webapp_link || undefined
  /** Built from the pairing ready at tap time: the phone opens it within the tap. */
  const openWallet = (event: MouseEvent<HTMLAnchorElement>) => {
    const link = linkFor(appLink)
    if (link) event.currentTarget.href = link
    else event.preventDefault()
  }
  const universal = Boolean(uri && walletLink(uri, appLink).startsWith('https:'))

  const logo = <WalletConnectLogo size={72} />

  let body: { title: string; image?: ReactNode; text?: ReactNode; actions?: ReactNode }
  if (phase.name === 'failed') {
    const rejected = phase.error.code === 'CONNECTION_REJECTED'
    body = {
      title: rejected ? t('connectionDeclined') : t('couldNotConnect'),
      image: logo,
      text: (
        <>
          <ErrorMessage>{errorText(phase.error)}</ErrorMessage>
          <p className="latch-muted">
            {rejected
              ? t('declinedHint')
              : phase.error.code === 'RELAY_UNREACHABLE'
                ? t('relayHint')
                : t('retryHint')}
          </p>
        </>
      ),
      actions: <Button onClick={start}>{rejected ? t('tryAgain') : t('retry')}</Button>,
    }
  } else if (phase.name === 'connected') {
    body = { title: t('connected'), image: logo }
  } else {
    const name = wallet?.name ?? t('yourWallet')
    body = {
      title: mobile ? t('continueIn', { name }) : t('scanWithPhone'),
      image: (
        <div style={uri ? qrFrame : { ...qrFrame, background: 'var(--latch-bg-subtle)' }}>
          {modules ? (
            <QrCode modules={modules} label={t('qrLabel')} />
          ) : uri ? null : (
            <Spinner label={t('preparingQr')} />
          )}
        </div>
      ),
      text: <p className="latch-muted">{mobile ? t('openToApprove', { name }) : t('scanHint')}</p>,
      actions: uri ? (
        <>
          {mobile && (
            <a
              className="latch-btn latch-btn--primary"
              href={walletLink(uri, appLink)}
              onClick={openWallet}
              {...(universal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {wallet ? t('open', { name: wallet.name }) : t('openWallet')}
            </a>
          )}
          {!mobile && wallet && desktopLink && (
            <a
              className="latch-btn latch-btn--secondary"
              href={walletLink(uri, desktopLink)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(wallet.desktop_link ? 'openDesktop' : 'openWeb', { name: wallet.name })}
            </a>
          )}
          <CopyButton text={uri} label={t('copyLink')} />
        </>
      ) : undefined,
    }
  }

  return (
    <div ref={focus}>
      <Panel image={body.image} title={body.title} actions={body.actions}>
        {body.text}
      </Panel>
    </div>
  )
}

/** The QR code's square: the same size while it is prepared, so nothing moves when it shows. */
const qrFrame = {
  width: 'min(256px, 72vw)',
  aspectRatio: '1',
  display: 'grid',
  placeItems: 'center',
  background: '#fff',
  borderRadius: 'var(--latch-radius-small)',
  border: '1px solid var(--latch-border)',
  overflow: 'hidden',
} as const

/**
 * Keeps the keyboard where it was when the view changes under it. A new URI redraws the QR in
 * place (the controls stay). When the control that had focus goes (a wallet refused while Copy
 * link had it; Try again pressed), focus moves to the new state's first action, or waits on the
 * dialog until one shows; it never drops to the page. Returns the ref of the view's root.
 */
function useKeepFocus() {
  const ref = useRef<HTMLDivElement>(null)
  /** Focus is on one of the view's controls (or was, on one that went away). */
  const inside = useRef(false)
  /** Where focus waits for the next action, put there by this hook. */
  const parked = useRef<HTMLElement | undefined>(undefined)

  useEffect(() => {
    const root = ref.current
    if (!root) return
    const onFocusIn = () => {
      inside.current = true
      parked.current = undefined
    }
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (next && !root.contains(next)) inside.current = false
    }
    root.addEventListener('focusin', onFocusIn)
    root.addEventListener('focusout', onFocusOut)
    return () => {
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', onFocusOut)
    }
  }, [])

  // After every render, before paint: a few DOM reads.
  useLayoutEffect(() => {
    const root = ref.current
    if (!root) return
    const active = document.activeElement
    const action = root.querySelector<HTMLElement>(
      '.latch-panel__actions a[href], .latch-panel__actions button',
    )
    if (parked.current) {
      if (active === parked.current && action) action.focus()
      if (active !== parked.current || action) parked.current = undefined
      return
    }
    const lost = !active || active === document.body || !root.contains(active)
    if (!inside.current || !lost) return
    if (action) {
      action.focus()
      return
    }
    const dialog = root.closest<HTMLElement>('[role="dialog"]')
    inside.current = false
    if (dialog?.hasAttribute('tabindex')) {
      dialog.focus()
      parked.current = dialog
    }
  })

  return ref
}
