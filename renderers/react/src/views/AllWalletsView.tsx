import { type CatalogueWallet, type Connector, mobileBrowseLink } from '@latch/core'
import { connectorForWallet } from '@latch/core/plugin'
import { useCommand, useLatchState, useMessages, useModal, useWalletSearch } from '@latch/hooks'
import { useState } from 'react'
import { modalMessages } from '../i18n/modalMessages'
import { Button } from '../primitives/Button'
import { ErrorMessage } from '../primitives/ErrorMessage'
import { Image } from '../primitives/Image'
import { SearchIcon } from '../primitives/icons'
import { ListItem } from '../primitives/ListItem'
import { ListLink } from '../primitives/ListLink'
import { Spinner } from '../primitives/Spinner'
import { VirtualList } from '../primitives/VirtualList'
import { useRelayConnector } from './useRelayConnector'

/** Row height in px, the gap included (see .latch-virtual__row). */
const ROW_HEIGHT = 58

const walletPage = (wallet: CatalogueWallet) =>
  wallet.homepage || wallet.desktop_link || wallet.webapp_link || undefined

function WalletRow({
  wallet,
  connector,
  image,
}: {
  wallet: CatalogueWallet
  connector: Connector | undefined
  image: string | undefined
}) {
  const { push } = useModal()
  const { t } = useMessages(modalMessages)
  const mobile = useLatchState((s) => s.options.device === 'mobile')
  const activeNamespace = useLatchState((s) => s.networks.activeNamespace)
  const relay = useRelayConnector()
  const picture = <Image src={image} alt="" name={wallet.name} />
  if (connector) {
    return (
      <ListItem
        label={wallet.name}
        image={picture}
        onClick={() => void push('ConnectingExternal', { connectorId: connector.id })}
      />
    )
  }
  // On a phone, a wallet whose app has a browser of its own opens this page there (spec §2).
  const browse =
    mobile && typeof location !== 'undefined'
      ? mobileBrowseLink(wallet, {
          pageUrl: location.href,
          activeNamespace,
          injected: false,
          android: /Android/i.test(navigator.userAgent),
        })
      : undefined
  // Nothing of it in the page: through the relay protocol's QR, named for the wallet.
  if (!browse && relay) {
    return (
      <ListItem
        label={wallet.name}
        image={picture}
        onClick={() =>
          void push(relay.view, {
            connectorId: relay.connector.id,
            namespace: relay.connector.namespace,
            walletId: wallet.id,
          })
        }
      />
    )
  }
  const href = browse ?? walletPage(wallet)
  // Without the relay protocol: the wallet's own page, in a new tab.
  if (href) return <ListLink href={href} label={wallet.name} image={picture} />
  return <ListItem label={wallet.name} tag={t('noLink')} image={picture} disabled />
}

/**
 * AllWallets (spec §2): the whole catalogue, page by page as the list nears its end, in a
 * virtualised list; a search over it (the core trims it and shows results no sooner than 300 ms).
 */
export default function AllWalletsView() {
  const catalogue = useWalletSearch()
  const { t } = useMessages(modalMessages)
  const featured = useLatchState((s) => s.wallets.featured)
  const recommended = useLatchState((s) => s.wallets.recommended)
  const connectors = useLatchState((s) => s.connectors.all)
  const search = useCommand<'wallets.search'>()
  const nextPage = useCommand<'wallets.fetchNextPage'>()
  const [text, setText] = useState('')
  const searching = text.trim() !== ''

  const loadMore = () => {
    if (catalogue.status === 'loading' || nextPage.status === 'error') return
    if (catalogue.wallets.length > 0 && !catalogue.hasMore) return
    nextPage.run({ type: 'wallets.fetchNextPage' }).catch(() => {})
  }
  const onInput = (value: string) => {
    setText(value)
    search.run({ type: 'wallets.search', query: value }).catch(() => {})
  }

  const wallets = searching
    ? catalogue.results
    : dedupe([...featured, ...recommended, ...catalogue.wallets])
  const status = searching ? catalogue.searchStatus : catalogue.status
  const error = searching ? search.error : nextPage.error

  return (
    <>
      <div className="latch-search">
        <SearchIcon className="latch-search__icon" />
        <input
          type="search"
          className="latch-input latch-search__input"
          aria-label={t('searchWallets')}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => onInput(event.target.value)}
        />
      </div>
      {error && status === 'error' && (
        <>
          <ErrorMessage error={error} />
          {!searching && (
            <Button
              variant="secondary"
              onClick={() => {
                nextPage.reset()
                nextPage.run({ type: 'wallets.fetchNextPage' }).catch(() => {})
              }}
            >
              {t('tryAgain')}
            </Button>
          )}
        </>
      )}
      {wallets.length === 0 && status === 'ready' && (
        <p className="latch-muted latch-center" role="status">
          {searching ? t('noWalletFor', { query: text.trim() }) : t('noWallets')}
        </p>
      )}
      {(wallets.length > 0 || !searching) && (
        <VirtualList
          key={searching ? 'search' : 'all'}
          label={searching ? t('searchResults') : t('allWallets')}
          count={wallets.length}
          rowHeight={ROW_HEIGHT}
          rowKey={(index) => wallets[index]?.id ?? String(index)}
          renderRow={(index) => {
            const wallet = wallets[index] as CatalogueWallet
            return (
              <WalletRow
                wallet={wallet}
                connector={connectorForWallet(connectors, wallet)}
                image={(wallet.image_id && catalogue.images[wallet.image_id]) || wallet.image_url}
              />
            )
          }}
          onNearEnd={searching ? undefined : loadMore}
        />
      )}
      {status === 'loading' && (
        <div className="latch-center">
          <Spinner label={searching ? t('searchingWallets') : t('loadingWallets')} />
        </div>
      )}
    </>
  )
}

function dedupe(wallets: CatalogueWallet[]): CatalogueWallet[] {
  const seen = new Set<string>()
  return wallets.filter((wallet) => !seen.has(wallet.id) && Boolean(seen.add(wallet.id)))
}
