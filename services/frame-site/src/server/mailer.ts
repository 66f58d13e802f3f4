import { createTransport } from 'nodemailer'

/** Where the vault sends its codes. */
export interface SmtpOptions {
  host: string
  port: number
  /** TLS from the first byte (port 465). Otherwise STARTTLS is used when the server offers it. */
  secure?: boolean
  auth?: { user: string; pass: string }
}

export interface VaultMail {
  to: string
  subject: string
  text: string
}

export interface VaultMailer {
  send(mail: VaultMail): Promise<void>
  close(): void
}

/** SMTP through nodemailer, with short time-outs: the request waits on the mail being accepted. */
export function createVaultMailer(smtp: SmtpOptions, from: string): VaultMailer {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure ?? false,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}

/** The vault's one mail: its code, never the share. */
export const recoveryCodeMail = (code: string, ttlMs: number): Omit<VaultMail, 'to'> => {
  const minutes = Math.max(1, Math.round(ttlMs / 60_000))
  return {
    subject: 'Confirm this device',
    text: `A new device or browser is recovering your wallet.\n\nIf it is you, enter this code in the wallet's window to confirm the device: ${code}\n\nIt expires in ${minutes} minute${minutes === 1 ? '' : 's'} and works once. If it is not you, do not share it with anyone: without it the wallet cannot be recovered on that device.`,
  }
}
