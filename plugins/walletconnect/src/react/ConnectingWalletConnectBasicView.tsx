import type { CatalogueWallet } from '@latch/core'
import { useLatchState, useMessages, useModal } from '@latch/hooks'
import { IconItem, Image, WalletIcon } from '@latch/react'
import type { MouseEvent } from 'react'
import { useWalletConnectPairing } from '../hooks/useWalletConnectPairing'
import { walletLink } from '../hooks/walletLink'
import ConnectingWalletConnectView from './ConnectingWalletConnectView'
import { walletConnectMessages } from './i18n/messages'

/** How many catalogue wallets a phone gets as one-tap links under the code. */
export const BASIC_WALLETS_MAX = 4

/** The catalogue's featured then recommended wallets that have an app link, without repeats. */
function phoneWallets(featured: CatalogueWallet[], recommended: CatalogueWallet[]) {
  const byId = new Map<string, CatalogueWallet>()
  for (const wallet of [...featured, ...recommended]) {
    if (wallet.mobile_link && !byId.has(wallet.id)) byId.set(wallet.id, wallet)
  }
  return [...byId.values()].slice(0, BASIC_WALLETS_MAX)
}

/**
 * ConnectingWalletConnectBasic, where basic mode (`basic: true`) opens the modal: the relay
 * protocol only. The pairing's QR with Copy link (ConnectingWalletConnect); on a phone, under it,
 * the catalogue's featured wallets, each a link into that wallet built from the URI prepared in
 * advance; then All wallets.
 */
export default function ConnectingWalletConnectBasicView() {
  const { push } = useModal()
  const { t } = useMessages(walletConnectMessages)
  const mobile = useLatchState((s) => s.options.device === 'mobile')
  const allWallets = useLatchState((s) => s.features.allWallets)
  const featured = useLatchState((s) => s.wallets.featured)
  const recommended = useLatchState((s) => s.wallets.recommended)
  const images = useLatchState((s) => s.wallets.images)
  const { uri, linkFor } = useWalletConnectPairing()
  const wallets = mobile ? phoneWallets(featured, recommended) : []

  /** The link of the pairing ready at tap time: the phone opens it within the tap. */
  const open = (wallet: CatalogueWallet) => (event: MouseEvent<HTMLAnchorElement>) => {
    const link = linkFor(wallet.mobile_link)
    if (link) event.currentTarget.href = link
    else event.preventDefault()
  }

  return (
    <>
      <ConnectingWalletConnectView />
      {(wallets.length > 0 || allWallets) && (
        <ul className="latch-list" aria-label={t('wallets')}>
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <a
                className="latch-item"
                href={uri ? walletLink(uri, wallet.mobile_link) : undefined}
                aria-disabled={uri ? undefined : 'true'}
                onClick={open(wallet)}
              >
                <Image
                  src={(wallet.image_id && images[wallet.image_id]) || wallet.image_url}
                  alt=""
                  name={wallet.name}
                />
                <span className="latch-item__label">{t('open', { name: wallet.name })}</span>
              </a>
            </li>
          ))}
          {allWallets && (
            <li>
              <IconItem
                label={t('allWallets')}
                icon={<WalletIcon />}
                onClick={() => void push('AllWallets')}
              />
            </li>
          )}
        </ul>
      )}
    </>
  )
}
