import type { ChainNamespace } from '@latch/core'
import { definePlugin } from '@latch/core/plugin'
import type { SignClientTypes } from '@walletconnect/types'
import { createWalletConnectLoginMethod } from './loginMethod/createWalletConnectLoginMethod'
import type { WalletConnectState } from './state'
import { walletConnectViewDeclarations } from './views'

export interface WalletConnectPluginOptions {
  /** The namespaces a session asks accounts on (those with networks). Default eip155, solana, bip122. */
  namespaces?: readonly ChainNamespace[]
  /** How long the relay has to hand out a pairing URI before the view says so. Default 10 s. */
  pairingTimeoutMs?: number
  /** How long a pairing URI is offered (spec §9: 4 minutes); lower it for tests and demos. */
  pairingExpiryMs?: number
  /** Options for `@walletconnect/sign-client` itself (its storage in Node, a storage prefix…). */
  sdk?: Partial<SignClientTypes.Options>
}

const initialState: WalletConnectState = { pairing: { status: 'idle' } }

/**
 * Relay-protocol wallets (WalletConnect v2): one login method for every namespace the app uses, on
 * the relay at `endpoints.relay`, no telemetry. The SDK loads on first use.
 *
 * @example
 * createLatch({ projectId, networks, plugins: [eip155(), solana(), walletConnect()] })
 */
export function walletConnect(options: WalletConnectPluginOptions = {}) {
  return definePlugin({
    name: 'walletConnect',
    initialState,
    setup(ctx) {
      ctx.declareViews(walletConnectViewDeclarations)
      const method = createWalletConnectLoginMethod(ctx, {
        namespaces: options.namespaces ?? ['eip155', 'solana', 'bip122'],
        pairingTimeoutMs: options.pairingTimeoutMs ?? 10_000,
        pairingExpiryMs: options.pairingExpiryMs,
        sdk: options.sdk,
      })
      ctx.registerLoginMethod(method)
      ctx.handle('walletConnect.pair', async () => {
        await method.refreshPairing()
      })
      // `latch.destroy()`: the SDK's socket to the relay closes with the client.
      return () => {
        method
          .close()
          .catch((error: unknown) => ctx.log.debug('The relay socket did not close', error))
      }
    },
  })
}
