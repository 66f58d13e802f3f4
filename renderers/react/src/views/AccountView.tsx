import type { AccountTab } from '@latch/core'
import {
  shallowEqual,
  useAccount,
  useDisconnect,
  useErrorMessage,
  useFormat,
  useLatch,
  useLatchState,
  useMessages,
  useModal,
} from '@latch/hooks'
import { useState } from 'react'
import { accountLabel, shortAddress } from '../format'
import { modalMessages } from '../i18n/modalMessages'
import { LoadFailed } from '../modal/LoadFailed'
import { useLazyComponents } from '../modal/useLazyComponents'
import { findView, localizedText, useViews, type ViewDefinition } from '../modal/viewRegistry'
import { Avatar } from '../primitives/Avatar'
import { Button } from '../primitives/Button'
import { CopyButton } from '../primitives/CopyButton'
import { ExternalIcon } from '../primitives/icons'
import { Spinner } from '../primitives/Spinner'
import { type TabItem, Tabs } from '../primitives/Tabs'
import { WalletFeatures } from './AccountViewFeatures'
import { TokensPanel } from './AccountViewTokens'

/**
 * The plugin whose registration adds a tab (with its panel from a view set, `AccountTab:<tab>`);
 * Tokens needs only the core.
 */
const tabPlugin: Partial<Record<AccountTab, { plugin: string; remote?: 'activity' }>> = {
  NFTs: { plugin: 'activity' },
  Activity: { plugin: 'activity', remote: 'activity' },
}

/** The account tabs to show, in the app's order (`features.accountTabs`). */
function useAccountTabs(): TabItem<AccountTab>[] {
  const views = useViews()
  const { t } = useMessages(modalMessages)
  const ids = useLatchState(
    (s) =>
      s.features.accountTabs.filter((tab) => {
        const needs = tabPlugin[tab]
        return (
          !needs ||
          (views[`AccountTab:${tab}`] !== undefined &&
            s.pluginStatus[needs.plugin]?.status === 'ready' &&
            (!needs.remote || s.remoteFeatures[needs.remote]))
        )
      }),
    shallowEqual,
  )
  return ids.map((id) => ({ id, label: t(`tab${id}`) }))
}

/** A plugin's tab panel: its own chunk, loaded when the tab is first shown. */
function PluginPanel({ panel }: { panel: ViewDefinition }) {
  const loaded = useLazyComponents([panel.Component] as const)
  const { t, locale } = useMessages(modalMessages)
  if (loaded.status === 'failed') return <LoadFailed retry={loaded.retry} />
  const Panel = loaded.status === 'ready' ? loaded.components[0] : undefined
  if (!Panel) {
    return (
      <div className="latch-center">
        <Spinner label={t('loadingPanel', { title: localizedText(panel.title, locale) })} />
      </div>
    )
  }
  return <Panel />
}

function TabPanel({ tab }: { tab: AccountTab }) {
  const panel = useViews()[`AccountTab:${tab}`]
  if (tab === 'Tokens' || !panel) return <TokensPanel />
  return <PluginPanel key={tab} panel={panel} />
}

/**
 * Account (spec §2): who is connected (avatar, name or address, copy, explorer link, balance),
 * the wallet features the app has, the tabs Tokens / NFTs / Activity, and Disconnect.
 */
export default function AccountView() {
  const latch = useLatch()
  const account = useAccount()
  const { t } = useMessages(modalMessages)
  const format = useFormat()
  const errorText = useErrorMessage()
  const currentTab = useLatchState((s) => {
    const ns = s.networks.activeNamespace
    return (ns && s.accounts[ns]?.currentTab) || 0
  })
  const tabs = useAccountTabs()
  const { disconnect, disconnectAll, isPending, error } = useDisconnect()
  // Wallets on several namespaces: Disconnect acts on this one, and all can go at once.
  const connectedCount = useLatchState(
    (s) => Object.values(s.accounts).filter((a) => a?.status === 'connected').length,
  )
  const [chosen, setChosen] = useState<AccountTab | undefined>(undefined)
  // An embedded-wallet login says who logged in (its email); the app may have its Change email.
  const login = useLatchState((s) => {
    const ns = s.networks.activeNamespace
    const connections = (ns && s.connections[ns]) || []
    const active = ns && s.connectors.activeIds[ns]
    return connections.find((c) => c.connectorId === active)?.auth?.username
  })
  const changeLoginView = findView(useViews(), (v) => v.changesLogin === true)
  const { push } = useModal()

  const selected = tabs.find((tab) => tab.id === chosen)?.id ?? tabs[currentTab]?.id ?? tabs[0]?.id
  const label = accountLabel(account)
  const address = account.address ?? ''
  const toast = (message: string, variant: 'success' | 'error') =>
    void latch.dispatch({ type: 'toast.show', message, variant }).catch(() => {})

  const onDisconnect = (all: boolean) => {
    ;(all ? disconnectAll() : disconnect(account.namespace)).catch((failure: Error) => {
      // The core resets the account and the view even then: the toast outlives this view.
      toast(errorText(failure), 'error')
    })
  }

  return (
    <div className="latch-account">
      <section className="latch-account__profile" aria-label={t('connectedAccount')}>
        <Avatar src={account.profileImage} seed={address} size="large" />
        <p className="latch-account__name" title={address}>
          {label}
        </p>
        {account.profileName && address && (
          <p className="latch-muted latch-account__address">{shortAddress(address)}</p>
        )}
        {login && (
          <p className="latch-muted latch-account__address">
            {login}
            {changeLoginView && (
              <>
                {' '}
                <button
                  type="button"
                  className="latch-btn latch-btn--secondary latch-btn--small"
                  onClick={() => void push(changeLoginView)}
                >
                  {t('changeEmail')}
                </button>
              </>
            )}
          </p>
        )}
        {account.balance && (
          <p className="latch-account__balance">
            {/* An amount and its symbol read as one unit, also right to left. */}
            <bdi>
              {format.decimal(account.balance)} {account.balanceSymbol}
            </bdi>
          </p>
        )}
        <div className="latch-account__actions">
          {address && (
            <CopyButton
              text={address}
              label={t('copyAddress')}
              onCopied={() => toast(t('addressCopied'), 'success')}
              onFailed={() => toast(t('copyFailed'), 'error')}
            />
          )}
          {account.addressExplorerUrl && (
            <a
              className="latch-btn latch-btn--secondary latch-btn--small"
              href={account.addressExplorerUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalIcon />
              <span>{t('viewOnExplorer')}</span>
              <span className="latch-visually-hidden"> {t('opensInNewTab')}</span>
            </a>
          )}
        </div>
      </section>

      <WalletFeatures />

      {selected && (
        <Tabs<AccountTab>
          label={t('accountTabs')}
          tabs={tabs}
          selected={selected}
          onSelect={setChosen}
        >
          <TabPanel tab={selected} />
        </Tabs>
      )}

      <Button variant="danger" block onClick={() => onDisconnect(false)} disabled={isPending}>
        {isPending ? t('disconnecting') : t('disconnect')}
      </Button>
      {connectedCount > 1 && (
        <Button variant="secondary" block onClick={() => onDisconnect(true)} disabled={isPending}>
          {t('disconnectAll')}
        </Button>
      )}
      {error && <p className="latch-error latch-center">{errorText(error)}</p>}
    </div>
  )
}
