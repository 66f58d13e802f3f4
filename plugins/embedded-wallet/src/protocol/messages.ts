import { LOCALES } from '@latch/core'
import * as z from 'zod/mini'

// The host ↔ frame messages (spec §3 "Frame messages", §7 "Embedded wallet traffic"): every
// message is `{ type, id, payload }`; a request's reply is `<type>_SUCCESS` or `<type>_ERROR` with
// the same id. Both sides validate everything they receive with these schemas, built on first use.

/** Prefix of what the host app sends, and of what the frame sends. */
export const APP_PREFIX = '@latch-app/'
export const FRAME_PREFIX = '@latch-frame/'

const chainId = () => z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.number()])
const code = () => z.string().check(z.minLength(1), z.maxLength(32))
const email = () => z.email('Invalid email').check(z.maxLength(254))
const accountType = () => z.enum(['eoa', 'smartAccount'])
const nothing = () => z.optional(z.object({}))

/** Each request the host may send: its payload, and its success reply's payload. */
const requests = () => ({
  SWITCH_NETWORK: {
    payload: z.object({ chainId: chainId() }),
    reply: z.object({ chainId: chainId() }),
  },
  CONNECT_EMAIL: {
    payload: z.object({ email: email() }),
    reply: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  CONNECT_DEVICE: { payload: nothing(), reply: nothing() },
  /**
   * The login code; `importWallet`: a new account imports a phrase the person types in the frame
   * (never passed here), refused when the account already has a wallet.
   */
  CONNECT_OTP: {
    // A plain boolean (not `z.literal(true)` on an extended object): zod code the page's first
    // paint has already, 0.4 KB less.
    payload: z.object({ otp: code(), importWallet: z.optional(z.boolean()) }),
    reply: nothing(),
  },
  GET_USER: {
    payload: z.optional(
      z.object({ chainId: z.optional(chainId()), preferredAccountType: z.optional(accountType()) }),
    ),
    reply: z.object({
      email: z.nullable(z.string().check(z.maxLength(254))),
      address: z.string().check(z.minLength(1), z.maxLength(128)),
      chainId: chainId(),
      accounts: z.optional(
        z
          .array(
            z.object({
              address: z.string().check(z.minLength(1), z.maxLength(128)),
              type: accountType(),
            }),
          )
          .check(z.maxLength(16)),
      ),
      userName: z.optional(z.string().check(z.maxLength(128))),
      preferredAccountType: z.optional(accountType()),
      smartAccountDeployed: z.optional(z.boolean()),
    }),
  },
  SIGN_OUT: { payload: nothing(), reply: nothing() },
  IS_CONNECTED: {
    payload: z.optional(z.object({ token: z.optional(z.string().check(z.maxLength(4096))) })),
    reply: z.object({ isConnected: z.boolean() }),
  },
  GET_CHAIN_ID: { payload: nothing(), reply: z.object({ chainId: chainId() }) },
  SET_PREFERRED_ACCOUNT: {
    payload: z.object({ type: accountType() }),
    reply: z.object({ type: accountType(), address: z.string().check(z.maxLength(128)) }),
  },
  RPC_REQUEST: {
    payload: z.object({
      method: z.string().check(z.minLength(1), z.maxLength(64)),
      params: z.optional(z.unknown()),
      chainId: z.optional(chainId()),
    }),
    // Checked by the method's own schema where it is used.
    reply: z.unknown(),
  },
  /**
   * A change of email, confirmed in the frame's own UI (both codes typed there, never passed by
   * the host: the spec's primary/secondary OTP messages are gone, see docs/security.md); the
   * reply comes once the new address is the account's.
   */
  UPDATE_EMAIL: {
    payload: z.object({ email: email() }),
    reply: z.object({ newEmail: email() }),
  },
  /**
   * Shows the recovery phrase in the frame only (a code mailed for it typed there, then the words
   * there); the reply, once the person closed them, carries nothing.
   */
  EXPORT_WALLET: { payload: nothing(), reply: nothing() },
  SYNC_THEME: {
    payload: z.object({
      themeMode: z.optional(z.enum(['light', 'dark'])),
      themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
    reply: nothing(),
  },
  /** The host page's language: the frame's own screens speak it. */
  SYNC_LOCALE: { payload: z.object({ locale: z.enum(LOCALES) }), reply: nothing() },
  SYNC_DAPP_DATA: {
    payload: z.object({
      metadata: z.optional(
        z.object({
          name: z.string(),
          description: z.string(),
          url: z.string(),
          icons: z.array(z.string()),
        }),
      ),
      sdkVersion: z.optional(z.string()),
      sdkType: z.optional(z.string()),
      projectId: z.optional(z.string()),
    }),
    reply: nothing(),
  },
})

type Requests = ReturnType<typeof requests>
/** Every request type the host may send. */
export type FrameRequestType = keyof Requests
export type FrameRequestPayload<T extends FrameRequestType> = z.output<Requests[T]['payload']>
export type FrameReplyPayload<T extends FrameRequestType> = z.output<Requests[T]['reply']>

let built: Requests | undefined
/** The schemas, built on first use (building a schema costs, and the frame is lazy). */
export const frameRequests = (): Requests => {
  built ??= requests()
  return built
}

/** The request types the host sends before the frame is ready without waiting for it (spec §9). */
export const LOAD_TIMEOUT_EXEMPT: ReadonlySet<FrameRequestType> = new Set([
  'SYNC_THEME',
  'SYNC_LOCALE',
  'SYNC_DAPP_DATA',
  'SET_PREFERRED_ACCOUNT',
])

/** The requests a person answers (reading a mail): 120 s before 'iframe_request_timeout'. */
export const SLOW_REQUESTS: ReadonlySet<FrameRequestType> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
])

/** Envelopes: what every message must be before its type says more. */
export const envelopeSchema = () =>
  z.object({
    type: z.string().check(z.minLength(1), z.maxLength(96)),
    id: z.optional(z.uuid()),
    payload: z.optional(z.unknown()),
  })

/** An error reply's payload. */
export const errorPayloadSchema = () => z.object({ message: z.string().check(z.maxLength(1024)) })

/** The frame's first words, on the window: it is loaded and listening (optional version). */
export const readySchema = () =>
  z.object({
    type: z.enum([`${FRAME_PREFIX}READY`]),
    payload: z.optional(z.object({ version: z.optional(z.string().check(z.maxLength(32))) })),
  })

/**
 * The frame's own event on the channel: it shows (or has closed) its approval UI for the open
 * request `id`, so the host shows the frame (ApproveTransaction) or hides it. The approving click
 * happens in the frame's document.
 */
export const APPROVAL_TYPE = `${FRAME_PREFIX}APPROVAL`
export const approvalSchema = () =>
  z.object({
    type: z.enum([APPROVAL_TYPE]),
    id: z.uuid(),
    payload: z.object({ open: z.boolean() }),
  })

/** The host's handshake: a private MessageChannel port for everything after (with `id`). */
export const CHANNEL_TYPE = `${APP_PREFIX}OPEN_CHANNEL`
