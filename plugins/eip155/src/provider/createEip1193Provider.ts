import {
  type CaipNetworkId,
  LatchError,
  type LatchErrorCode,
  type LatchState,
  toLatchError,
} from '@latch/core'
import { createEmitter, type NamespaceClient, rpcErrorCodes } from '@latch/core/plugin'

export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** An EIP-1193 error: the numeric `code` apps (viem, ethers, wagmi) branch on, Latch's in `data`. */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: { latchCode: string; details?: string },
  ) {
    super(message)
  }
}

type ProviderEvents = {
  connect: { chainId: `0x${string}` }
  disconnect: ProviderRpcError
  chainChanged: `0x${string}`
  accountsChanged: string[]
}
type ProviderEvent = keyof ProviderEvents

export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on<E extends ProviderEvent>(event: E, listener: (payload: ProviderEvents[E]) => void): this
  removeListener<E extends ProviderEvent>(
    event: E,
    listener: (payload: ProviderEvents[E]) => void,
  ): this
}

/** Codes of the errors Latch raises itself (wallets' and nodes' own codes pass through as given). */
const providerCodes: Partial<Record<LatchErrorCode, number>> = {
  CONNECTOR_NOT_CONNECTED: 4100,
  RPC_METHOD_NOT_ALLOWED: 4200,
  NETWORK_NOT_FOUND: 4902,
  CHAIN_NOT_SUPPORTED: 4902,
  MODAL_CLOSED: 4001,
  CONNECTION_REJECTED: 4001,
  INVALID_INPUT: -32602,
}
const codeOfLatchCode = new Map<string, number>(
  Object.entries(rpcErrorCodes).map(([rpcCode, latchCode]) => [latchCode, Number(rpcCode)]),
)

/** Any failure as the EIP-1193 error apps expect, keeping Latch's message and code. */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const latchError = toLatchError(error)
  const code =
    latchError.rpcCode ??
    providerCodes[latchError.code] ??
    codeOfLatchCode.get(latchError.code) ??
    -32603
  return new ProviderRpcError(code, latchError.message, {
    latchCode: latchError.code,
    ...(latchError.details ? { details: latchError.details } : {}),
  })
}

const toHexChainId = (caipNetworkId: CaipNetworkId | undefined) =>
  caipNetworkId ? (`0x${Number(caipNetworkId.split(':')[1]).toString(16)}` as const) : undefined

const connectedAddress = (state: LatchState) => {
  const account = state.accounts.eip155
  return account?.status === 'connected' ? account.address : undefined
}
const activeChain = (state: LatchState) => state.networks.byNamespace.eip155?.caipNetworkId

/**
 * The EIP-1193 provider of the active EVM connection, whatever the login method (browser wallet,
 * relay session, embedded wallet): the app's own viem, ethers or wagmi code uses it as it would
 * use `window.ethereum`. Requests go through the app RPC gate (`eip155.request`: reads to the
 * chain, approvals to the wallet, others refused after 300 ms); accounts, chain id, chain switches
 * and connecting (`eth_requestAccounts` opens the modal) go through Latch, so its UI and the app
 * agree. Events follow Latch's state.
 */
export function createEip1193Provider(client: NamespaceClient): Eip1193Provider {
  const events = createEmitter<ProviderEvents>()
  const emit = events.emit

  client.subscribe(connectedAddress, (address, previous) => {
    emit('accountsChanged', address ? [address] : [])
    const chainId = toHexChainId(activeChain(client.getState()))
    if (address && !previous && chainId) emit('connect', { chainId })
    if (!address && previous) {
      emit(
        'disconnect',
        new ProviderRpcError(4900, 'Disconnected', { latchCode: 'PROVIDER_DISCONNECTED' }),
      )
    }
  })
  client.subscribe(activeChain, (caipNetworkId) => {
    const chainId = toHexChainId(caipNetworkId)
    if (chainId) emit('chainChanged', chainId)
  })

  /** Opens the modal on Connect and resolves with the account, or fails when it closes first. */
  const requestAccounts = async (): Promise<string[]> => {
    const connected = connectedAddress(client.getState())
    if (connected) return [connected]
    const account = new Promise<string[]>((resolve, reject) => {
      const stop = client.subscribe(
        (state) => ({ address: connectedAddress(state), open: state.modal.open }),
        ({ address, open }) => {
          if (address) resolve([address])
          else if (!open) reject(new LatchError('MODAL_CLOSED'))
          else return
          stop()
        },
      )
    })
    await client.dispatch({ type: 'modal.open', view: 'Connect', namespace: 'eip155' })
    return account
  }

  const switchChain = async (params: unknown) => {
    const [target] = Array.isArray(params) ? params : []
    const chainId = (target as { chainId?: unknown } | undefined)?.chainId
    if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId)) {
      throw new LatchError('INVALID_INPUT', {
        details: 'params.0.chainId: Expected a hex chain id',
      })
    }
    const caipNetworkId = `eip155:${Number.parseInt(chainId, 16)}` as CaipNetworkId
    const known = client.getState().networks.byNamespace.eip155?.requested ?? []
    if (!known.some((network) => network.caipNetworkId === caipNetworkId)) {
      throw new LatchError('NETWORK_NOT_FOUND', {
        details: `${caipNetworkId} is not one of the app's networks`,
      })
    }
    await client.dispatch({ type: 'network.switch', caipNetworkId })
    return null
  }

  const provider: Eip1193Provider = {
    async request(args) {
      try {
        if (typeof args?.method !== 'string') {
          throw new LatchError('INVALID_INPUT', { details: 'method: Expected a string' })
        }
        const state = client.getState()
        switch (args.method) {
          case 'eth_accounts': {
            const address = connectedAddress(state)
            return address ? [address] : []
          }
          case 'eth_requestAccounts':
            return await requestAccounts()
          case 'eth_chainId': {
            const chainId = toHexChainId(activeChain(state))
            if (!chainId) throw new LatchError('NETWORK_NOT_FOUND', { details: 'no EVM network' })
            return chainId
          }
          case 'wallet_switchEthereumChain':
            return await switchChain(args.params)
          default:
            return await client.dispatch({
              type: 'eip155.request',
              method: args.method,
              params: args.params,
            })
        }
      } catch (error) {
        throw toProviderRpcError(error)
      }
    },
    on(event, listener) {
      events.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      events.off(event, listener)
      return provider
    },
  }
  return provider
}
