import { LatchError } from '@latch/core'
import type { SessionController } from '../session/createSessionController'

type Listener = (...args: unknown[]) => void

/** `eip155:8453` as EIP-1193 says a chain id: `0x2105`. */
export const hexChainId = (caipChainId: string) =>
  `0x${Number(caipChainId.split(':')[1]).toString(16)}`

export interface SessionProviderContext {
  /** The session controller, loaded on first need. */
  controller(): Promise<SessionController>
  /** Whether a session may exist without asking (one was used on this namespace before). */
  maySilentlyConnect(): boolean
  /** Marks the namespace in use: its disconnect drops it from the session. */
  use(): void
  /**
   * The session granted the namespace no valid account: it ends unless another namespace uses it
   * (never a session left open that nothing in Latch uses).
   */
  release(): Promise<void>
}

/** The session grants `namespace` nothing: CONNECTOR_ACCOUNT_NOT_FOUND, once it is released. */
export async function noAccountOn(context: SessionProviderContext, namespace: string) {
  await context.release()
  return new LatchError('CONNECTOR_ACCOUNT_NOT_FOUND', {
    details: `The wallet approved no valid ${namespace} account on the requested networks`,
  })
}

/**
 * The eip155 side of a relay session as an EIP-1193 provider, what the eip155 adapter drives:
 * accounts and chain answered from the session, everything else a request over the relay.
 * Cheap to create: the SDK loads on the first request that needs it.
 */
export function createEip1193Provider(context: SessionProviderContext) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of Array.from(listeners.get(event) ?? [])) listener(...args)
  }
  const chainIdHex = (controller: SessionController) => {
    const chain = controller.chainOf('eip155')
    if (!chain) throw Object.assign(new Error('No EVM chain in the session'), { code: 4900 })
    return hexChainId(chain)
  }

  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts': {
          const controller = await context.controller()
          await controller.connect()
          const addresses = controller.addresses('eip155')
          if (addresses.length === 0) throw await noAccountOn(context, 'eip155')
          context.use()
          return addresses
        }
        case 'eth_accounts': {
          if (!context.maySilentlyConnect()) return []
          const controller = await context.controller()
          if (!(await controller.restore())) return []
          context.use()
          return controller.addresses('eip155')
        }
        case 'eth_chainId':
          return chainIdHex(await context.controller())
        // Latch drops the namespace from the session itself (LoginMethod.disconnect).
        case 'wallet_revokePermissions':
          return null
        case 'wallet_switchEthereumChain': {
          const controller = await context.controller()
          const [{ chainId }] = params as [{ chainId: string }]
          const target = `eip155:${Number(chainId)}`
          // A chain the session grants is the dapp's to pick per request: no wallet prompt.
          // Another goes to the wallet, which may add it to the session (or answer 4902).
          if (!controller.grants('eip155', target))
            await controller.request('eip155', method, params)
          controller.setChain('eip155', target)
          emit('chainChanged', chainId)
          return null
        }
        default:
          return (await context.controller()).request('eip155', method, params)
      }
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    /** The session's events, as an EIP-1193 provider emits them. */
    emit,
  }
}
