import { createTransport } from 'nodemailer'

export interface SmtpOptions {
  host: string
  port: number
  /** TLS from the first byte (port 465). Otherwise STARTTLS is used when the server offers it. */
  secure?: boolean
  auth?: { user: string; pass: string }
}

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

/** SMTP through nodemailer, with short time-outs: a request waits on the mail being accepted. */
export function createMailer(smtp: SmtpOptions, from: string): Mailer {
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

const minutes = (ms: number) => {
  const count = Math.max(1, Math.round(ms / 60_000))
  return `${count} minute${count === 1 ? '' : 's'}`
}

/** The texts of every mail the server sends. Codes appear only here, never in a log. */
export const mailTexts = {
  loginCode: (code: string, ttlMs: number): Omit<Mail, 'to'> => ({
    subject: 'Your login code',
    text: `Your login code is ${code}\n\nIt expires in ${minutes(ttlMs)} and works once. If you did not try to log in, ignore this mail.`,
  }),
  deviceApproval: (link: string, ttlMs: number): Omit<Mail, 'to'> => ({
    subject: 'Approve a new device',
    text: `Someone is logging in to your wallet from a new device or browser.\n\nIf it is you, open this link and press the button on the page to approve it (it expires in ${minutes(ttlMs)} and works once):\n\n${link}\n\nIf it is not you, ignore this mail: nothing is approved until someone presses that button.`,
  }),
  updatePrimary: (code: string, newEmail: string, ttlMs: number): Omit<Mail, 'to'> => ({
    subject: 'Confirm your email change',
    text: `Your code to change your login email to ${newEmail} is ${code}\n\nIt expires in ${minutes(ttlMs)}. If you did not ask for this, ignore this mail.`,
  }),
  updateSecondary: (code: string, ttlMs: number): Omit<Mail, 'to'> => ({
    subject: 'Confirm your new email',
    text: `Your code to confirm this address as your new login email is ${code}\n\nIt expires in ${minutes(ttlMs)}.`,
  }),
  /** Instead of `updateSecondary` when the address is taken: only its owner learns it is. */
  updateInUse: (): Omit<Mail, 'to'> => ({
    subject: 'This address is already in use',
    text: 'Someone asked to make this address the login email of another wallet. It already is the login email of a wallet, so nothing was changed, and no code was sent.\n\nIf it was you, log in with this address instead. If it was not, ignore this mail.',
  }),
}
