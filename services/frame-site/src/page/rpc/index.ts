import { APP_RPC_ALLOWED_METHODS, APP_RPC_APPROVAL_METHODS } from '@latch/eip155/app-rpc'
import { SOLANA_APP_RPC_METHODS } from '@latch/solana/app-rpc'
import type { Approve } from '../approval/view'
import { FrameError, notAllowed } from '../errors'
import { addFrameTexts } from '../texts'
import type { UnlockedWallet } from '../wallet'
import { evmChainOf, isSolanaChain } from './chains'

export { evmChainOf, isSolanaChain } from './chains'
export { jsonRpc } from './jsonRpc'

export interface RpcOptions {
  /** The unlocked wallet (unlocking it when the session holds); throws when logged out. */
  wallet(): Promise<UnlockedWallet>
  /** The JSON-RPC URL of an EVM chain (the gateway's), or undefined when the frame has none. */
  evmRpcUrl(chainId: number): string | undefined
  /** The JSON-RPC URL of a Solana cluster (CAIP-2), or undefined. */
  solanaRpcUrl(chainId: string): string | undefined
  /** The frame's current EVM chain and Solana cluster (for requests naming none). */
  currentEvmChain(): number
  currentSolanaChain(): string | undefined
  /** The native token's USD price on an EVM chain, shown beside a fee; undefined: none shown. */
  nativeUsdPrice?(chainId: number): Promise<number | undefined>
  fetch?: typeof fetch
}

const SOLANA_METHODS: readonly string[] = SOLANA_APP_RPC_METHODS
const EVM_APPROVAL: readonly string[] = APP_RPC_APPROVAL_METHODS
const EVM_ALLOWED: readonly string[] = APP_RPC_ALLOWED_METHODS

/**
 * The frame's answer to an app's RPC request (spec §5–6): only the allowed methods pass
 * ('Requested RPC call is not allowed'); EVM reads go to the chain's RPC; every signature waits for
 * the person's Approve in the frame; Solana methods take the relay protocol's wire forms.
 */
export function createRpcHandler(options: RpcOptions) {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))

  // Each namespace's methods (their decoders, their words) load on the first request, or when
  // the page is idle (`warm`): the frame's first load stays small.
  type Loaded = {
    evm: ReturnType<typeof import('./approvals')['createEvmRpc']>
    solana: ReturnType<typeof import('./approvals')['createSolanaRpc']>
  }
  let loading: Promise<Loaded> | undefined
  const load = () => {
    loading ??= import('./approvals').then(
      (module) => {
        for (const part of [...module.evmTexts, ...module.solanaTexts]) addFrameTexts(part)
        return {
          evm: module.createEvmRpc(options, fetchImpl),
          solana: module.createSolanaRpc(options, fetchImpl),
        }
      },
      (cause: unknown) => {
        // Not kept: the next request tries again.
        loading = undefined
        throw Object.assign(new FrameError('Network Error - Could not load the wallet', -32603), {
          cause,
        })
      },
    )
    return loading
  }
  const evm = async (...args: Parameters<Loaded['evm']>) => (await load()).evm(...args)
  const solana = async (...args: Parameters<Loaded['solana']>) => (await load()).solana(...args)

  const handle = async (
    request: { method: string; params?: unknown; chainId?: string | number },
    approve: Approve,
  ): Promise<unknown> => {
    const { method, params } = request
    if (SOLANA_METHODS.includes(method)) {
      const chainId = isSolanaChain(request.chainId)
        ? request.chainId
        : options.currentSolanaChain()
      if (!chainId) throw new FrameError('No Solana cluster is configured', 4901)
      return solana(method, params, chainId, approve)
    }
    if (!EVM_ALLOWED.includes(method)) throw notAllowed()
    const chainId =
      request.chainId === undefined ? options.currentEvmChain() : evmChainOf(request.chainId)
    if (chainId === undefined) throw new FrameError(`${method} is an EVM method`, 4901)
    return evm(method, params, chainId, approve)
  }
  return Object.assign(handle, {
    /** Loads the methods now (the page calls it once idle). */
    warm: () => load().then(() => {}),
  })
}

/** Whether a method waits for the person (the frame shows its approval UI for it). */
export const needsApproval = (method: string) =>
  EVM_APPROVAL.includes(method) || SOLANA_METHODS.includes(method)
