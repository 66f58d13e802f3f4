import { useAccount, useModal } from '@latch/hooks'
import { accountLabel } from '../format'
import { Image } from '../primitives/Image'
import { ThemeScope } from '../theme/ThemeScope'

/** The connected account: profile name or address, avatar and balance; opens Account. */
export function AccountButton() {
  const account = useAccount()
  const { open } = useModal()
  if (!account.isConnected) return null
  const label = accountLabel(account)
  const balance = account.balance
    ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim()
    : undefined
  return (
    <ThemeScope as="span">
      <button
        type="button"
        className="latch-btn latch-btn--secondary"
        aria-label={`Account ${label}${balance ? `, balance ${balance}` : ''}`}
        onClick={() => void open({ view: 'Account' })}
      >
        <Image src={account.profileImage} alt="" name={label} />
        {balance && <span className="latch-muted">{balance}</span>}
        <span>{label}</span>
      </button>
    </ThemeScope>
  )
}
