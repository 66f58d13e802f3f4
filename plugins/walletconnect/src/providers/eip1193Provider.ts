import { LatchError } from '@latch/core'
import type { SessionController } from '../session/createSessionController'
import { hexChainId } from './hexChainId'

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
 * How long a wallet that answered a switch or an add has to grant the chain in the session: its
 * session update may be handled after its answer.
 */
const GRANT_WAIT_MS = 2_000

/** The CAIP-2 chain of a switch or an add: `[{ chainId: '0x…' }]`; else -32602. */
function targetChain(method: string, params: unknown): string {
  const chainId = (Array.isArray(params) ? params[0] : undefined)?.chainId
  const id =
    typeof chainId === 'string' && /^0x[0-9a-fA-F]{1,15}$/.test(chainId) ? Number(chainId) : 0
  if (id <= 0) {
    throw Object.assign(new Error(`${method}: params[0].chainId is not a hex chain id`), {
      code: -32602,
    })
  }
  return `eip155:${id}`
}

/** Whether the session grants `chainId` now, or within GRANT_WAIT_MS. */
async function grantedSoon(controller: SessionController, chainId: string): Promise<boolean> {
  const deadline = Date.now() + GRANT_WAIT_MS
  while (!controller.grants('eip155', chainId)) {
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return true
}

/**
 * The eip155 side of a relay session as an EIP-1193 provider's `request`, what the eip155 adapter
 * drives (through the login method's provider, which holds the listeners and `emit`): accounts and
 * chain answered from the session, everything else a request over the relay. Loaded on the first
 * request; the SDK on the first that needs it.
 */
export function createEip1193Provider(
  context: SessionProviderContext,
  emit: (event: string, ...args: unknown[]) => void,
) {
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
        // A chain the session grants is the dapp's to pick per request: no wallet prompt.
        // Another goes to the wallet, which may add it to the session (or answer 4902); an add is
        // asked of the wallet always. Either way Latch is then on the chain, once the session
        // grants it (a wallet's "done" alone is not a chain requests can go on).
        case 'wallet_switchEthereumChain':
        case 'wallet_addEthereumChain': {
          const controller = await context.controller()
          const target = targetChain(method, params)
          if (method === 'wallet_addEthereumChain' || !controller.grants('eip155', target)) {
            await controller.request('eip155', method, params)
            if (!(await grantedSoon(controller, target))) {
              throw new LatchError('CHAIN_NOT_SUPPORTED', {
                details: `The wallet answered ${method} for ${target}, but its session does not grant that chain`,
              })
            }
          }
          controller.setChain('eip155', target)
          emit('chainChanged', hexChainId(target))
          return null
        }
        default:
          return (await context.controller()).request('eip155', method, params)
      }
    },
  }
}
