import { useAccount, useModal } from '@latch/hooks'
import { Button } from '../primitives/Button'
import { ThemeScope } from '../theme/ThemeScope'
import { AccountButton } from './AccountButton'

export interface ConnectButtonProps {
  label?: string
}

/** "Connect wallet" that opens the modal; once connected it becomes the AccountButton. */
export function ConnectButton({ label = 'Connect wallet' }: ConnectButtonProps) {
  const { isConnected, status } = useAccount()
  const { open } = useModal()
  if (isConnected) return <AccountButton />
  const busy = status === 'connecting' || status === 'reconnecting'
  return (
    <ThemeScope as="span">
      <Button onClick={() => void open()} aria-busy={busy || undefined}>
        {busy ? 'Connecting…' : label}
      </Button>
    </ThemeScope>
  )
}
