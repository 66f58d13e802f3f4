import type { Mail } from '@latch/auth-server'

/** The vault's mail for a new device: its code, never the share. Sent over the auth server's SMTP mailer. */
export const recoveryCodeMail = (code: string, ttlMs: number): Omit<Mail, 'to'> => {
  const minutes = Math.max(1, Math.round(ttlMs / 60_000))
  return {
    subject: 'Confirm this device',
    text: `A new device or browser is recovering your wallet.\n\nIf it is you, enter this code in the wallet's window to confirm the device: ${code}\n\nIt expires in ${minutes} minute${minutes === 1 ? '' : 's'} and works once. If it is not you, do not share it with anyone: without it the wallet cannot be recovered on that device.`,
  }
}

/** The vault's mail for showing the recovery phrase in the wallet's window: its code, nothing else. */
export const exportCodeMail = (code: string, ttlMs: number): Omit<Mail, 'to'> => {
  const minutes = Math.max(1, Math.round(ttlMs / 60_000))
  return {
    subject: 'Show your recovery phrase',
    text: `Someone asked to see your wallet's recovery phrase.\n\nIf it is you, enter this code in the wallet's window to show it: ${code}\n\nIt expires in ${minutes} minute${minutes === 1 ? '' : 's'} and works once. If it is not you, do not enter it anywhere: whoever has the recovery phrase owns the wallet.`,
  }
}
