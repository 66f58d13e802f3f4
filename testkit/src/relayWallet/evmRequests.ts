import { createWalletClient, http, isHex, type LocalAccount, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { defineLocalChain } from '../wallet/localChain'
import {
  invalidParams,
  toProviderRpcError,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
} from '../wallet/providerRpcError'
import {
  addChainParamsSchema,
  parseParams,
  personalSignParamsSchema,
  sendTransactionParamsSchema,
  signTypedDataParamsSchema,
  switchChainParamsSchema,
} from '../wallet/requestParams'
import type { RelayWalletEvmChain } from './relayWalletOptions'

/** One `eip155` session request, as the wallet received it. */
export interface EvmRequest {
  method: string
  params: unknown
  /** The request's chain as a number (from `eip155:<id>`). */
  chainId: number
  /** The addresses the session shows the dapp on that chain. */
  sessionAddresses: string[]
  /** Puts the chain in the session if needed and emits `chainChanged`; before the answer. */
  switchTo(chainId: number): Promise<void>
}

export interface EvmAccounts {
  /** Checksummed, in the order of the keys. */
  readonly addresses: `0x${string}`[]
  chainIds(): number[]
  knowsChain(chainId: number): boolean
  /** Signs or sends for real; throws a `ProviderRpcError` (EIP-1193 code) on refusal. */
  handle(request: EvmRequest): Promise<unknown>
}

/**
 * The EVM half of the relay wallet: local viem accounts sign messages and typed data, and sign
 * transactions that a viem wallet client sends raw to the request's chain.
 */
export function createEvmAccounts(
  privateKeys: `0x${string}`[],
  initialChains: RelayWalletEvmChain[],
): EvmAccounts {
  const accounts: LocalAccount[] = privateKeys.map((key) => privateKeyToAccount(key))
  const clients = new Map<number, ReturnType<typeof createWalletClient>>()
  // Per chain, transactions are signed one at a time so concurrent sends get consecutive nonces.
  const sendQueues = new Map<number, Promise<unknown>>()
  const learnChain = (chain: RelayWalletEvmChain & { name?: string }) => {
    clients.set(
      chain.chainId,
      createWalletClient({
        chain: defineLocalChain(chain),
        transport: http(chain.rpcUrl, { retryCount: 0 }),
        pollingInterval: 50,
      }),
    )
  }
  for (const chain of initialChains) learnChain(chain)

  /** The signer for `address`, which the session must show the dapp on this chain. */
  const signerFor = (address: string, request: EvmRequest): LocalAccount => {
    const shown = request.sessionAddresses.some(
      (shownAddress) => shownAddress.toLowerCase() === address.toLowerCase(),
    )
    if (!shown) {
      throw unauthorized(
        `${address} is not an account of this session on eip155:${request.chainId}`,
      )
    }
    const signer = accounts.find(
      (account) => account.address.toLowerCase() === address.toLowerCase(),
    )
    if (!signer) throw unauthorized(`${address} is not held by this wallet`)
    return signer
  }

  const handle = async (request: EvmRequest): Promise<unknown> => {
    const { method, params, chainId } = request
    switch (method) {
      case 'personal_sign': {
        const [message, address] = parseParams(personalSignParamsSchema, params, method)
        const signer = signerFor(address, request)
        return signer.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = parseParams(signTypedDataParamsSchema, params, method)
        const signer = signerFor(address, request)
        const domainChainId = typedData.domain.chainId
        if (domainChainId !== undefined && Number(domainChainId) !== chainId) {
          throw invalidParams(
            `domain chainId ${domainChainId} is not the request's chain ${chainId}`,
          )
        }
        return signer.signTypedData(typedData as unknown as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        const [tx] = parseParams(sendTransactionParamsSchema, params, method)
        const signer = signerFor(tx.from, request)
        if (tx.chainId !== undefined && Number(tx.chainId) !== chainId) {
          throw invalidParams(
            `transaction chainId ${tx.chainId} is not the request's chain ${chainId}`,
          )
        }
        const client = clients.get(chainId)
        if (!client) throw unrecognizedChain(`0x${chainId.toString(16)}`)
        const fees =
          tx.gasPrice !== undefined
            ? { gasPrice: tx.gasPrice }
            : { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
        const send = () =>
          client.sendTransaction({
            account: signer,
            chain: client.chain,
            to: tx.to ?? null,
            value: tx.value,
            data: tx.data ?? tx.input,
            gas: tx.gas,
            nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
            ...fees,
          })
        const queue = sendQueues.get(chainId) ?? Promise.resolve()
        const sent = queue.then(send, send)
        sendQueues.set(
          chainId,
          sent.catch(() => {}),
        )
        try {
          return await sent
        } catch (error) {
          throw toProviderRpcError(error, chainId)
        }
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId: target }] = parseParams(switchChainParamsSchema, params, method)
        if (!clients.has(target)) throw unrecognizedChain(`0x${target.toString(16)}`)
        await request.switchTo(target)
        return null
      }
      case 'wallet_addEthereumChain': {
        const [added] = parseParams(addChainParamsSchema, params, method)
        // As browser wallets do, a known chain keeps its RPC URL: adding it only switches.
        if (!clients.has(added.chainId)) {
          learnChain({ chainId: added.chainId, rpcUrl: added.rpcUrls[0]!, name: added.chainName })
        }
        await request.switchTo(added.chainId)
        return null
      }
      default:
        throw unsupportedMethod(method)
    }
  }

  return {
    addresses: accounts.map((account) => account.address),
    chainIds: () => [...clients.keys()],
    knowsChain: (chainId) => clients.has(chainId),
    handle,
  }
}
