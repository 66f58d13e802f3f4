import {
  type ChainNamespace,
  type LoginMethod,
  type PluginContext,
  requestedNetwork,
} from '@latch/core'
import { createFrameEip1193Provider, type FrameProviderContext } from '../providers/eip1193Provider'
import type { FrameSession } from '../session/createFrameSession'

/** The embedded wallet's connector id on every namespace (the spec's auth connector). */
export const EMBEDDED_WALLET_ID = 'auth'

export interface EmbeddedLoginMethodOptions {
  frameUrl: string
  /** The host page's window: the frame goes in its document. */
  window: Window
  namespaces: readonly ChainNamespace[]
}

/**
 * The embedded wallet as one login method for EVM and Solana: one email login, one secure frame,
 * an account per namespace. The frame's code loads, and the frame is made, on first need: a login,
 * or a reload after one (the email-login flag).
 */
export function createEmbeddedLoginMethod(
  ctx: PluginContext,
  options: EmbeddedLoginMethodOptions,
): LoginMethod & {
  session(): Promise<FrameSession>
  /** The session if it was ever loaded. */
  loaded(): Promise<FrameSession> | undefined
} {
  const inUse = new Set<ChainNamespace>()
  let loading: Promise<FrameSession> | undefined
  const session = () => {
    loading ??= import('../session/createFrameSession').then(({ createFrameSession }) =>
      createFrameSession({ ctx, frameUrl: options.frameUrl, window: options.window }),
    )
    return loading
  }
  const contextFor = (namespace: ChainNamespace): FrameProviderContext => ({
    session,
    maySilentlyConnect: () => ctx.storage.get('emailLogin') === true,
    network: () => requestedNetwork(ctx.getState(), namespace).caipNetworkId,
    use: () => inUse.add(namespace),
  })
  const evm = createFrameEip1193Provider(contextFor('eip155'))

  return {
    id: EMBEDDED_WALLET_ID,
    name: 'Email',
    kind: 'auth',
    namespaces: options.namespaces,
    provider: (namespace) => (namespace === 'eip155' ? evm : undefined) as never,
    session,
    loaded: () => loading,
    async disconnect(namespace) {
      inUse.delete(namespace)
      // One login for every namespace: it ends with the last one.
      if (inUse.size === 0 && loading) await (await loading).signOut()
    },
  }
}
