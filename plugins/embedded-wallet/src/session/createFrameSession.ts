import { type CaipNetworkId, LatchError } from '@latch/core'
import type { PluginContext } from '@latch/core/plugin'
import { EMAIL_LOGIN_COOLDOWN_MS, FRAME_DISCONNECT_WAIT_MS } from '../constants'
import { EmbeddedWalletError } from '../errors'
import { createFrameChannel, type FrameChannel } from '../frame/createFrameChannel'
import type { FrameReplyPayload } from '../protocol/messages'

export interface FrameSessionOptions {
  ctx: PluginContext
  /** The frame site's page. */
  frameUrl: string
  /** The host page's window; tests pass theirs. */
  window: Window
}

export type FrameUser = FrameReplyPayload<'GET_USER'>

/**
 * The embedded wallet's session with its secure frame: the frame made on first need, the email
 * login and email change steps (spec §4), the user's accounts per chain, and requests. Loaded on
 * first use; the plugin's state and storage are kept in step here.
 */
export function createFrameSession({ ctx, frameUrl, window }: FrameSessionOptions) {
  const { storage, clock } = ctx
  const slice = (recipe: (s: NonNullable<ReturnType<typeof sliceOf>>) => void) =>
    ctx.update((state) => {
      const own = state.plugins.embeddedWallet
      if (own) recipe(own)
    })
  const sliceOf = () => ctx.getState().plugins.embeddedWallet

  let channel: FrameChannel | undefined
  /** The frame, made now if it is not there (or failed before). */
  const frame = (): FrameChannel => {
    if (channel && sliceOf()?.frame !== 'failed') return channel
    channel?.destroy()
    const made = createFrameChannel({
      url: frameUrl,
      projectId: ctx.options.projectId,
      chainId: storage.get('lastChain') ?? 'eip155:1',
      version: ctx.options.sdkVersion,
      clock,
      window,
      onApproval: (open) => {
        slice((s) => {
          s.approving = open
        })
        // Over what the modal shows (a login's code step: back to it after), else on its own.
        const { modal, router } = ctx.getState()
        if (open) {
          void ctx.dispatch(
            modal.open
              ? { type: 'router.push', view: 'ApproveTransaction' }
              : { type: 'modal.open', view: 'ApproveTransaction' },
          )
        } else if (router.history.at(-1)?.view === 'ApproveTransaction') {
          void ctx.dispatch({ type: 'router.back' })
        }
      },
    })
    channel = made
    slice((s) => {
      s.frame = 'loading'
    })
    made.ready().then(
      () => {
        slice((s) => {
          s.frame = 'ready'
        })
        const { metadata, projectId, sdkVersion, sdkType } = ctx.options
        const { theme, locale } = ctx.getState()
        void made.request('SYNC_THEME', { themeMode: theme.themeMode }).catch(() => {})
        void made.request('SYNC_LOCALE', { locale }).catch(() => {})
        void made
          .request('SYNC_DAPP_DATA', { metadata, projectId, sdkVersion, sdkType })
          .catch(() => {})
      },
      (error) => {
        slice((s) => {
          s.frame = 'failed'
        })
        // A destroyed client's frame did not fail to load: nothing to tell.
        if ((error as LatchError).code === 'FRAME_LOAD_FAILED') alert('EMBEDDED_WALLET_LOAD_FAILED')
      },
    )
    return made
  }

  /** Spec §8 alerts: what the person is told when the frame fails them. */
  const alert = (code: 'EMBEDDED_WALLET_LOAD_FAILED' | 'EMBEDDED_WALLET_REQUEST_TIMED_OUT') =>
    void ctx
      .dispatch({
        type: 'toast.show',
        message: new LatchError(code).message,
        code,
        variant: 'error',
      })
      .catch(() => {})

  // Spec §4: turning the approval down (closing the modal, or going back from the frame) aborts
  // what waits; safe reads go on.
  ctx.subscribe(
    (state) => state.modal.open && state.router.history.at(-1)?.view === 'ApproveTransaction',
    (shown) => {
      if (shown || !sliceOf()?.approving) return
      // The frame knows which requests wait for the person: it said so (APPROVAL).
      channel?.abort((type, _payload, approving) => type === 'RPC_REQUEST' && !approving)
      slice((s) => {
        s.approving = false
      })
    },
  )
  // The frame follows the app's theme and language.
  ctx.subscribe(
    (state) => state.theme.themeMode,
    (themeMode) => {
      if (sliceOf()?.frame === 'ready')
        void channel?.request('SYNC_THEME', { themeMode }).catch(() => {})
    },
  )
  ctx.subscribe(
    (state) => state.locale,
    (locale) => {
      if (sliceOf()?.frame === 'ready')
        void channel?.request('SYNC_LOCALE', { locale }).catch(() => {})
    },
  )

  /** Runs a login or email-change step: its failure is the view's to show, and thrown. */
  const step = async <T>(run: () => Promise<T>): Promise<T> => {
    slice((s) => {
      s.error = undefined
    })
    try {
      return await run()
    } catch (error) {
      const reported = ctx.report(error)
      if (reported.code === 'FRAME_REQUEST_TIMEOUT') alert('EMBEDDED_WALLET_REQUEST_TIMED_OUT')
      slice((s) => {
        s.error = { code: reported.code, message: reported.message, details: reported.details }
      })
      throw reported
    }
  }

  /** Spec §4: a new login email cannot be asked for within 30 s of the last. */
  const checkCooldown = () => {
    const last = storage.get('lastEmailLoginTime')
    const left = last === undefined ? 0 : last + EMAIL_LOGIN_COOLDOWN_MS - clock.now()
    if (left > 0) {
      throw new EmbeddedWalletError('EMAIL_RESEND_COOLDOWN', {
        params: { seconds: Math.ceil(left / 1000) },
      })
    }
  }

  const codeSent = (email: string) => {
    const now = clock.now()
    storage.set('lastEmailLoginTime', now)
    slice((s) => {
      s.login = { step: 'verifyOtp', email, resendAt: now + EMAIL_LOGIN_COOLDOWN_MS }
    })
  }

  /** Spec §4: success stores the email, sets the flag and clears the last-email-time marker. */
  const loggedIn = (email: string | null) => {
    storage.set('emailLogin', true)
    storage.remove('lastEmailLoginTime')
    if (email) storage.set('email', email)
    slice((s) => {
      s.email = email ?? undefined
      s.login = { step: 'idle' }
    })
  }

  /** Spec §4: a failed check or a disconnect clears the flag, the email and the last chain. */
  const loggedOut = () => {
    for (const key of ['emailLogin', 'email', 'lastChain', 'socialUsername'] as const) {
      storage.remove(key)
    }
    slice((s) => {
      s.email = undefined
      s.login = { step: 'idle' }
      s.updateEmail = { step: 'idle' }
      s.approving = false
    })
  }

  return {
    frame,

    connectEmail: (email: string) =>
      step(async () => {
        checkCooldown()
        slice((s) => {
          s.login = { step: 'sending', email }
        })
        try {
          const { action } = await frame().request('CONNECT_EMAIL', { email })
          if (action === 'VERIFY_OTP') codeSent(email)
          else if (action === 'VERIFY_DEVICE') {
            storage.set('lastEmailLoginTime', clock.now())
            slice((s) => {
              s.login = { step: 'verifyDevice', email }
            })
          } else {
            slice((s) => {
              s.login = { step: 'connecting', email }
            })
          }
          return action
        } catch (error) {
          slice((s) => {
            s.login = { step: 'idle' }
          })
          throw error
        }
      }),

    connectDevice: () =>
      step(async () => {
        const login = sliceOf()?.login
        if (login?.step !== 'verifyDevice')
          throw new LatchError('INVALID_INPUT', { details: 'no device to approve' })
        await frame().request('CONNECT_DEVICE', undefined)
        codeSent(login.email)
      }),

    /** `importWallet`: the frame asks the person for the phrase of the wallet they bring. */
    connectOtp: (otp: string, importWallet?: boolean) =>
      step(async () => {
        const login = sliceOf()?.login
        if (login?.step !== 'verifyOtp')
          throw new LatchError('INVALID_INPUT', { details: 'no code was sent' })
        await frame().request('CONNECT_OTP', importWallet ? { otp, importWallet } : { otp })
        slice((s) => {
          s.login = { step: 'connecting', email: login.email }
        })
      }),

    /** The user's account on `chainId` (its namespace's); completes a login. */
    async user(chainId: CaipNetworkId): Promise<FrameUser> {
      const user = await frame().request('GET_USER', { chainId })
      loggedIn(user.email)
      // Spec §4: the last chain is stored on connect, on a switch and on a chain id query: the
      // EVM chain the frame starts on next time (its query's chainId).
      if (chainId.startsWith('eip155:')) storage.set('lastChain', chainId)
      return user
    },

    async chainId(): Promise<string | number> {
      const { chainId } = await frame().request('GET_CHAIN_ID', {})
      if (typeof chainId === 'string' && chainId.includes(':'))
        storage.set('lastChain', chainId as CaipNetworkId)
      else storage.set('lastChain', `eip155:${chainId}` as CaipNetworkId)
      return chainId
    },

    /** Reload (spec §4): the frame says whether its session still holds; else a clean state. */
    async isConnected(): Promise<boolean> {
      try {
        const { isConnected } = await frame().request('IS_CONNECTED', {})
        if (!isConnected) loggedOut()
        return isConnected
      } catch (error) {
        loggedOut()
        throw error
      }
    },

    async switchNetwork(chainId: CaipNetworkId) {
      await frame().request('SWITCH_NETWORK', { chainId })
      storage.set('lastChain', chainId)
    },

    request: (method: string, params: unknown, chainId?: CaipNetworkId) =>
      frame().request('RPC_REQUEST', { method, params, chainId }),

    /**
     * Asks the frame to change the email to `email`: the person confirms it in the frame (both
     * addresses shown, both codes typed there); resolves once the new address is the account's.
     */
    updateEmail: (email: string) =>
      step(async () => {
        slice((s) => {
          s.updateEmail = { step: 'confirming', newEmail: email }
        })
        try {
          const { newEmail } = await frame().request('UPDATE_EMAIL', { email })
          storage.set('email', newEmail)
          slice((s) => {
            s.email = newEmail
          })
        } finally {
          slice((s) => {
            s.updateEmail = { step: 'idle' }
          })
        }
      }),

    /**
     * Asks the frame to show the recovery phrase: the person does it all there (a code, then the
     * words); resolves once they closed it. The reply carries nothing.
     */
    exportWallet: () =>
      step(async () => {
        await frame().request('EXPORT_WALLET', undefined)
      }),

    /** Spec §4: done after the sign-out reply or after 3 s, whichever is first; state is clean. */
    async signOut() {
      const current = channel
      loggedOut()
      if (!current) return
      let timer: ReturnType<typeof clock.setTimeout> | undefined
      const waited = new Promise<void>((resolve) => {
        timer = clock.setTimeout(resolve, FRAME_DISCONNECT_WAIT_MS)
      })
      await Promise.race([current.request('SIGN_OUT', undefined).catch(() => {}), waited])
      if (timer !== undefined) clock.clearTimeout(timer)
    },

    loggedOut,
    /** Removes the frame (the client is destroyed). */
    destroy: () => channel?.destroy(),
  }
}

export type FrameSession = ReturnType<typeof createFrameSession>
