import { formatDecimal, shallowEqual, useLatch, useLatchState, useMessages } from '@latch/hooks'
import { accountLabel } from '../format'
import { buttonMessages } from '../i18n/buttonMessages'
import { useViews } from '../modal/viewRegistry'
import { warmUpOnIntent } from '../modal/warmUp'
import { Avatar } from '../primitives/Avatar'
import { ThemeScope } from '../theme/ThemeScope'

/** The connected account: avatar, balance and profile name or address; opens Account. */
export function AccountButton() {
  const latch = useLatch()
  const views = useViews()
  const { t, locale } = useMessages(buttonMessages)
  // Only what the button shows, so it re-renders when one of these changes and not otherwise.
  const account = useLatchState((s) => {
    const ns = s.networks.activeNamespace
    const state = ns ? s.accounts[ns] : undefined
    return {
      isConnected: state?.status === 'connected' && Boolean(state.address),
      // A returning visitor's account, shown while the wallet confirms it.
      isReconnecting: state?.status === 'reconnecting' && Boolean(state.address),
      address: state?.address,
      profileName: state?.profileName,
      profileImage: state?.profileImage,
      balance: state?.balance,
      balanceSymbol: state?.balanceSymbol,
    }
  }, shallowEqual)
  if (!account.isConnected && !account.isReconnecting) return null
  const label = accountLabel(account)
  const balance = account.balance
    ? `${formatDecimal(account.balance, locale)} ${account.balanceSymbol ?? ''}`.trim()
    : undefined
  return (
    <ThemeScope as="span">
      <button
        type="button"
        className="latch-btn latch-btn--secondary"
        // The name starts with what the button shows (WCAG 2.5.3), then says what it opens.
        aria-label={t('account', { label: `${balance ? `${balance} ` : ''}${label}` })}
        aria-busy={account.isReconnecting || undefined}
        onClick={() => void latch.open(account.isConnected ? { view: 'Account' } : {})}
        {...warmUpOnIntent(latch, views, 'Account')}
      >
        <Avatar src={account.profileImage} seed={account.address ?? ''} />
        {/* A space between, so the text reads "10 ETH 0x12…34" as the name does (WCAG 2.5.3). */}
        {balance && <bdi className="latch-muted">{balance}</bdi>} <span>{label}</span>
      </button>
    </ThemeScope>
  )
}
