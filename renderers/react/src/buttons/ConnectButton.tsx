import { shallowEqual, useLatch, useLatchState, useMessages } from '@latch/hooks'
import { buttonMessages } from '../i18n/buttonMessages'
import { useViews } from '../modal/viewRegistry'
import { warmUpOnIntent } from '../modal/warmUp'
import { Button } from '../primitives/Button'
import { ThemeScope } from '../theme/ThemeScope'
import { AccountButton } from './AccountButton'

export interface ConnectButtonProps {
  label?: string
}

/** "Connect wallet" that opens the modal; once connected it becomes the AccountButton. */
export function ConnectButton({ label }: ConnectButtonProps) {
  const latch = useLatch()
  const { t } = useMessages(buttonMessages)
  const views = useViews()
  // Only what the button shows: opening the modal or a balance update does not re-render it.
  const { hasAccount, busy } = useLatchState((s) => {
    const ns = s.networks.activeNamespace
    const account = ns ? s.accounts[ns] : undefined
    // A returning visitor's account shows while it reconnects (and in a server's first HTML).
    const known = account?.status === 'connected' || account?.status === 'reconnecting'
    return {
      hasAccount: known && Boolean(account?.address),
      // Reconnecting without an address is a first visit's silent check of the wallets, which
      // the visitor did not ask for: saying Connecting… for it would flash on every first visit.
      busy: account?.status === 'connecting',
    }
  }, shallowEqual)
  if (hasAccount) return <AccountButton />
  return (
    <ThemeScope as="span">
      <Button
        onClick={() => void latch.open()}
        aria-busy={busy || undefined}
        {...warmUpOnIntent(latch, views, 'Connect')}
      >
        {busy ? t('connecting') : (label ?? t('connectWallet'))}
      </Button>
    </ThemeScope>
  )
}
