import type { Locale } from '@latch/core'
import type {
  FrameReplyPayload,
  FrameRequestPayload,
  FrameRequestType,
} from '@latch/embedded-wallet/protocol'
import type { HostRequestContext, HostRequestHandler } from '../channel/listenToHost'
import type { Asker } from './approval/asker'
import type { ApprovalView } from './approval/view'
import type { AuthClient } from './authClient'
import { createEmailChange, type EmailChangeSteps } from './emailChange'
import { FrameError, notConnected } from './errors'
import type { WalletExportSteps } from './exportWallet/walletExport'
import { evmChainOf, isSolanaChain } from './rpc'
import type { ImportPrompt, RecoveryCodeStep, RecoveryPrompt, WalletSession } from './wallet'

/** What the frame's page shows: the approval dialog, the vault's code form and the theme. */
export interface FrameUi {
  /**
   * Shows the dialog, titled with who asks (`asker.origin`); resolves on the person's Approve (a
   * trusted click on a frame they could see: guardConfirm), rejects (4001) on Reject.
   */
  approve(view: ApprovalView, asker: Asker): Promise<void>
  /**
   * Shows the form for the vault's code (a new device recovering the wallet); resolves once
   * `step.confirm` succeeded, rejects ('Recovery cancelled') on Cancel.
   */
  recoveryCode(step: RecoveryCodeStep): Promise<void>
  /** Runs a change of email in the frame; resolves once both codes were confirmed there. */
  changeEmail(steps: EmailChangeSteps): Promise<void>
  /**
   * Shows the recovery phrase in the frame (warning, a fresh vault code, the words); resolves once
   * the words are gone from the page, rejects ('Export cancelled') before they showed.
   */
  exportWallet(steps: WalletExportSteps): Promise<void>
  /**
   * The form for the phrase of a wallet the person brings (a new account): resolves with its
   * entropy once valid words were typed there and Import counted; rejects ('Import cancelled').
   */
  importPhrase(): Promise<Uint8Array>
  setTheme(mode: 'light' | 'dark' | undefined, variables?: Record<string, string | number>): void
  /** Speaks the host page's language from now on. */
  setLocale(locale: Locale): void
}

export interface FrameHandlerOptions {
  /** The host page's origin, as the channel checked it: named as who asks in every approval. */
  hostOrigin: string
  auth: AuthClient
  wallet: WalletSession
  /** The app's RPC requests (createRpcHandler), given the request's approval step. */
  rpc(
    request: FrameRequestPayload<'RPC_REQUEST'>,
    approve: (view: ApprovalView) => Promise<void>,
  ): Promise<unknown>
  ui: FrameUi
  /** This browser's id for the auth server (kept in the frame origin's localStorage). */
  deviceId(): string
  /** The frame's EVM chain, and the Solana cluster, it starts on; shared with `rpc`. */
  chains: { evm: number; solana: string | undefined }
  /** Whether the frame can reach this EVM chain / Solana cluster. */
  supportsEvmChain(chainId: number): boolean
  supportsSolanaChain(chainId: string): boolean
  sleep(ms: number): Promise<void>
  now(): number
  /** Device-approval polling: every 2 s, for at most the host's 120 s. */
  pollIntervalMs?: number
  pollTimeoutMs?: number
  log?(line: string): void
}

/** The frame's answer to each request of the host ↔ frame protocol. */
export function createFrameHandler(options: FrameHandlerOptions): HostRequestHandler {
  const { auth, wallet, ui, chains } = options
  const pollIntervalMs = options.pollIntervalMs ?? 2_000
  const pollTimeoutMs = options.pollTimeoutMs ?? 120_000
  /** The email of the login in progress (CONNECT_EMAIL), for the device and code steps. */
  let loginEmail: string | undefined
  let appName: string | undefined
  /** One approval dialog at a time: the next waits for the one shown. */
  let approvals: Promise<unknown> = Promise.resolve()

  const token = () => {
    const current = wallet.token
    if (!current) throw notConnected()
    return current
  }
  const emailInProgress = () => {
    if (!loginEmail) throw new FrameError('Connect with an email first')
    return loginEmail
  }

  /** Shows something the person answers in the frame, one at a time, the frame shown meanwhile. */
  const showFor = (request: HostRequestContext, show: () => Promise<void>) => {
    const shown = approvals.then(async () => {
      request.approval(true)
      try {
        await show()
      } finally {
        request.approval(false)
      }
    })
    approvals = shown.catch(() => {})
    return shown
  }
  const approveFor = (request: HostRequestContext) => (view: ApprovalView) =>
    showFor(request, () => ui.approve(view, { origin: options.hostOrigin, claimedName: appName }))
  /** The vault's code, typed in the frame (the host shows the frame: APPROVAL for CONNECT_OTP). */
  const recoverFor =
    (request: HostRequestContext): RecoveryPrompt =>
    (step) =>
      showFor(request, () => ui.recoveryCode(step))

  /** The phrase of a wallet to import, typed in the frame (the host only asked for the form). */
  const importFor =
    (request: HostRequestContext): ImportPrompt =>
    async () => {
      let entropy: Uint8Array | undefined
      await showFor(request, async () => {
        entropy = await ui.importPhrase()
      })
      if (!entropy) throw new FrameError('Import cancelled')
      return entropy
    }

  const handlers: {
    [T in FrameRequestType]: (
      payload: FrameRequestPayload<T>,
      request: HostRequestContext,
    ) => Promise<FrameReplyPayload<T>>
  } = {
    CONNECT_EMAIL: async ({ email }) => {
      loginEmail = email
      return { action: await auth.connectEmail(email, options.deviceId(), wallet.token) }
    },
    CONNECT_DEVICE: async () => {
      const email = emailInProgress()
      const started = options.now()
      for (;;) {
        if (await auth.connectDevice(email, options.deviceId())) return {}
        if (options.now() - started + pollIntervalMs > pollTimeoutMs) {
          throw new FrameError('iframe_request_timeout')
        }
        await options.sleep(pollIntervalMs)
      }
    },
    // `importWallet`: a new account takes a phrase the person types in the frame (refused when
    // the account has a wallet); the host never passes words.
    CONNECT_OTP: async ({ otp, importWallet }, request) => {
      const email = emailInProgress()
      const { sessionToken, user } = await auth.verifyOtp(email, options.deviceId(), otp)
      loginEmail = undefined
      const importing = importWallet ? importFor(request) : undefined
      await wallet.loggedIn(sessionToken, user, recoverFor(request), importing)
      return {}
    },
    GET_USER: async (payload) => {
      const unlocked = await wallet.require()
      const chainId = payload?.chainId ?? `eip155:${chains.evm}`
      const address = isSolanaChain(chainId) ? unlocked.solanaAddress : unlocked.evmAddress
      if (!isSolanaChain(chainId) && evmChainOf(chainId) === undefined) {
        throw new FrameError(`Chain ${chainId} is not supported`, 4901)
      }
      return {
        email: unlocked.user.email,
        address,
        chainId,
        accounts: [{ address, type: 'eoa' }],
        preferredAccountType: 'eoa',
      }
    },
    IS_CONNECTED: async () => ({ isConnected: await wallet.isConnected() }),
    SIGN_OUT: async () => {
      loginEmail = undefined
      await wallet.signOut()
      return {}
    },
    GET_CHAIN_ID: async () => ({ chainId: `eip155:${chains.evm}` }),
    SWITCH_NETWORK: async ({ chainId }) => {
      const evm = evmChainOf(chainId)
      if (evm !== undefined && options.supportsEvmChain(evm)) chains.evm = evm
      else if (isSolanaChain(chainId) && options.supportsSolanaChain(chainId))
        chains.solana = chainId
      else throw new FrameError('Chain is not supported', 4902)
      return { chainId }
    },
    // Smart accounts are not offered: the answer is always the EOA (spec §4: eoa is the fallback).
    SET_PREFERRED_ACCOUNT: async () => {
      const unlocked = await wallet.require()
      return { type: 'eoa', address: unlocked.evmAddress }
    },
    RPC_REQUEST: async (payload, request) =>
      options.rpc(payload, approveFor(request)) as Promise<FrameReplyPayload<'RPC_REQUEST'>>,
    // The whole change happens in the frame's own UI (both addresses shown, the first code asked
    // by a click there, both codes typed there): the host only names the new address.
    UPDATE_EMAIL: async ({ email }, request) => {
      const unlocked = await wallet.require()
      const change = createEmailChange({
        auth,
        wallet,
        token: token(),
        currentEmail: unlocked.user.email,
        newEmail: email,
        log: options.log,
      })
      await showFor(request, () => ui.changeEmail(change))
      if (!change.done) throw new FrameError('Email change cancelled')
      return { newEmail: change.done }
    },
    // The words show in the frame only, after a code mailed for this export and typed there;
    // the reply says nothing but that the person closed them.
    EXPORT_WALLET: async (_payload, request) => {
      await wallet.require()
      const steps = wallet.exportSteps()
      await showFor(request, () => ui.exportWallet(steps))
      return {}
    },
    SYNC_THEME: async ({ themeMode, themeVariables }) => {
      ui.setTheme(themeMode, themeVariables)
      return {}
    },
    SYNC_LOCALE: async ({ locale }) => {
      ui.setLocale(locale)
      return {}
    },
    SYNC_DAPP_DATA: async ({ metadata }) => {
      appName = metadata?.name.trim().slice(0, 64) || undefined
      return {}
    },
  }

  return ((type: FrameRequestType, payload: unknown, request: HostRequestContext) => {
    options.log?.(`request ${type}`)
    return (handlers[type] as (payload: unknown, request: HostRequestContext) => Promise<unknown>)(
      payload,
      request,
    )
  }) as HostRequestHandler
}
