import { numberToHex } from 'viem'
import type { ApprovalView } from '../../approval/view'
import type { createRpcHandler } from '../index'

type Listener = (payload: unknown) => void

/**
 * The frame's RPC handler as an EIP-1193 provider, as the embedded wallet's host provider relays it
 * (RPC_REQUEST with the host's chain), for tests that run an app's library without a browser: the
 * person approves every request (`shown` keeps what the frame showed). It answers itself only what
 * the host provider does: eth_requestAccounts and wallet_switchEthereumChain.
 */
export function frameEip1193Provider(rpc: ReturnType<typeof createRpcHandler>, chainId: number) {
  let chain = chainId
  const shown: ApprovalView[] = []
  const listeners = new Map<string, Set<Listener>>()
  const approve = async (view: ApprovalView) => {
    shown.push(view)
  }
  const provider = {
    shown,
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts':
          return rpc({ method: 'eth_accounts', chainId: chain }, approve)
        case 'wallet_switchEthereumChain': {
          const [{ chainId: next }] = params as [{ chainId: string }]
          chain = Number(next)
          for (const listener of listeners.get('chainChanged') ?? []) listener(numberToHex(chain))
          return null
        }
        default:
          return rpc({ method, params, chainId: chain }, approve)
      }
    },
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return provider
}
