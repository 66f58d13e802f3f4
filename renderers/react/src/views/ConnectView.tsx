import type { ConnectListItem, ConnectMethod } from '@latch/core'
import {
  useConnectors,
  useFormat,
  useLatch,
  useLatchState,
  useMessages,
  useModal,
  useWalletSearch,
} from '@latch/hooks'
import { Fragment, type ReactNode, useEffect } from 'react'
import { modalMessages } from '../i18n/modalMessages'
import { findView, useViews } from '../modal/viewRegistry'
import { IconItem } from '../primitives/IconItem'
import { Image } from '../primitives/Image'
import { MailIcon, WalletIcon } from '../primitives/icons'
import { ListItem } from '../primitives/ListItem'
import { useRelayConnector } from './useRelayConnector'

const tagOf = { injected: 'installed', recent: 'recent' } as const satisfies Partial<
  Record<ConnectListItem['group'], string>
>

/**
 * Connect (spec §2): the login methods in the app's `features.connectMethodsOrder` (spec §1,
 * default email, social, wallet); a method left out of it is not shown. Email appears when the
 * app has the embedded wallet's EmailLogin view and the project's remote `email` feature is on.
 * The wallets come in the app's connector order (spec §1), then All wallets. An installed wallet
 * connects in place; a catalogue wallet opens its page. The relay protocol's connector opens its
 * QR view when the app has it (the plugin's set, `LatchUI`'s `views`), else it connects in place
 * like any other.
 */
export default function ConnectView() {
  const { list } = useConnectors()
  const { t } = useMessages(modalMessages)
  const format = useFormat()
  const tag = (group: ConnectListItem['group']) =>
    group in tagOf ? t(tagOf[group as keyof typeof tagOf]) : undefined
  const { push } = useModal()
  const { count } = useWalletSearch()
  const images = useLatchState((s) => s.wallets.images)
  const allWallets = useLatchState((s) => s.features.allWallets)
  const views = useViews()
  // The plugins' views Connect opens: the relay protocol's QR, the email login.
  const qrView = findView(views, (v) => v.connects === 'walletConnect')
  const emailView = findView(views, (v) => v.connects === 'auth')
  const order = useLatchState((s) => s.features.connectMethodsOrder)
  const emailEnabled = useLatchState((s) => s.remoteFeatures.email)
  const authConnector = useLatchState((s) => {
    const auth = s.connectors.all.filter((c) => c.kind === 'auth')
    return auth.find((c) => c.namespace === s.networks.activeNamespace) ?? auth[0]
  })
  const email = emailView && emailEnabled && order.includes('email') ? authConnector : undefined
  // A catalogue or recent wallet not in the page: through the relay protocol, when the app has it.
  const relay = useRelayConnector()
  const latch = useLatch()
  /**
   * A QR at once (issue 35): the QR view's chunk and its own warm-up (`prepare`: the relay
   * protocol's plugin prepares a pairing) start when Connect shows and on intent over an entry
   * that opens the QR, so the click finds them ready.
   */
  const prepareQr = () => {
    const view = qrView && views[qrView]
    if (!view) return
    view.Component.load().catch(() => {})
    view.prepare?.(latch)
  }
  const hasRelay =
    Boolean(relay) ||
    list.some((item) => 'connector' in item && item.connector.kind === 'walletConnect')
  // Only while the visitor sees Connect: the modal is also built hidden, ahead of its first open
  // (React's Activity), and in a production build Chromium ran this effect there too, so a
  // returning visitor's page loaded the relay SDK and paired with the relay, unasked.
  const shown = useLatchState((s) => s.modal.open && s.router.history.at(-1)?.view === 'Connect')
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per Connect view with a QR
  useEffect(() => {
    if (shown && hasRelay) prepareQr()
  }, [shown, hasRelay, qrView])
  const qrIntent = { onPointerEnter: prepareQr, onFocus: prepareQr }

  const row = (item: ConnectListItem) => {
    if ('connector' in item) {
      const { connector } = item
      return (
        <ListItem
          label={connector.name}
          tag={tag(item.group)}
          image={<Image src={connector.imageUrl} alt="" name={connector.name} />}
          {...(connector.kind === 'walletConnect' ? qrIntent : {})}
          onClick={() =>
            void (connector.kind === 'walletConnect' && qrView
              ? push(qrView, {
                  connectorId: connector.id,
                  namespace: connector.namespace,
                })
              : push('ConnectingExternal', { connectorId: connector.id }))
          }
        />
      )
    }
    const wallet = 'wallet' in item ? item.wallet : undefined
    const name = wallet?.name ?? ('recent' in item ? item.recent.name : '')
    const src =
      (wallet?.image_id && images[wallet.image_id]) ||
      wallet?.image_url ||
      ('recent' in item ? item.recent.imageUrl : undefined)
    return (
      <ListItem
        label={name}
        tag={tag(item.group)}
        image={<Image src={src} alt="" name={name} />}
        {...(relay ? qrIntent : {})}
        onClick={() =>
          void (relay
            ? push(relay.view, {
                connectorId: relay.connector.id,
                namespace: relay.connector.namespace,
                walletId: wallet?.id ?? ('recent' in item ? item.recent.id : undefined),
              })
            : push('AllWallets'))
        }
      />
    )
  }

  const key = (item: ConnectListItem) =>
    'connector' in item
      ? `c:${item.connector.id}`
      : 'wallet' in item
        ? `w:${item.wallet.id}`
        : `r:${item.recent.id}`

  const sections: Record<ConnectMethod, ReactNode> = {
    email: email && (
      <ul className="latch-list" aria-label={t('email')}>
        <li>
          <IconItem
            label={t('continueWithEmail')}
            icon={<MailIcon />}
            onClick={() => emailView && void push(emailView, { namespace: email.namespace })}
          />
        </li>
      </ul>
    ),
    // No social login in the default UI yet: the plugin that brings it brings its section.
    social: null,
    wallet: (
      <>
        {list.length === 0 && !email && (
          <p className="latch-muted latch-center">{t('noWalletInBrowser')}</p>
        )}
        <ul className="latch-list" aria-label={t('wallets')}>
          {list.map((item) => (
            <li key={key(item)}>{row(item)}</li>
          ))}
          {allWallets && (
            <li>
              <IconItem
                label={t('allWallets')}
                tag={count > 0 ? `${format.number(count)}+` : undefined}
                icon={<WalletIcon />}
                onClick={() => void push('AllWallets')}
              />
            </li>
          )}
        </ul>
      </>
    ),
  }

  return (
    <>
      {order.map((method) => (
        <Fragment key={method}>{sections[method]}</Fragment>
      ))}
    </>
  )
}
