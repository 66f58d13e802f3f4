import type { CaipNetworkId } from '@latch/core'
import type { FrameSession } from '../session/createFrameSession'

export interface FrameProviderContext {
  session: FrameSession
  /** Whether a login may still hold without asking (the email-login flag is set). */
  maySilentlyConnect(): boolean
  /** The network the namespace asks for now (the active one, else the first configured). */
  network(): CaipNetworkId
  /** Marks the namespace in use. */
  use(): void
  /** Tells the adapter's listeners (they are on the login method's provider). */
  emit(event: string, ...args: unknown[]): void
}

const hexChainId = (chainId: string | number) =>
  `0x${Number(typeof chainId === 'number' ? chainId : chainId.split(':').at(-1)).toString(16)}`

/**
 * The embedded wallet's EVM account as an EIP-1193 provider, what the eip155 adapter drives:
 * accounts from the frame's user, chain switches through the frame, and every other request to the
 * frame, which answers reads from the chain and shows its approval UI for signatures.
 */
export function createFrameEip1193Provider(context: FrameProviderContext) {
  const { session, emit } = context
  let chain: CaipNetworkId | undefined

  const accounts = async () => {
    chain ??= context.network()
    const user = await session.user(chain)
    context.use()
    return [user.address]
  }

  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts':
          return accounts()
        case 'eth_accounts': {
          if (!context.maySilentlyConnect()) return []
          if (!(await session.isConnected())) return []
          return accounts()
        }
        case 'eth_chainId':
          return hexChainId(await session.chainId())
        case 'wallet_revokePermissions':
          return null
        case 'wallet_switchEthereumChain': {
          const [{ chainId }] = params as [{ chainId: string }]
          const target = `eip155:${Number(chainId)}` as CaipNetworkId
          await session.switchNetwork(target)
          chain = target
          emit('chainChanged', chainId)
          return null
        }
        default:
          return session.request(method, params, chain ?? context.network())
      }
    },
  }
}
