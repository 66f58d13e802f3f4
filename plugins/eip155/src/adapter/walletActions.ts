import {
  type Account,
  type Clock,
  LatchError,
  type Logger,
  type Network,
  toLatchError,
} from '@latch/core'
import {
  type AdapterEvents,
  type ConnectResult,
  type TransactionRequest,
  walletErrorCode,
} from '@latch/core/plugin'
import {
  type Chain,
  type Client,
  type EIP1193Provider,
  getAddress,
  numberToHex,
  stringToHex,
  type Transport,
} from 'viem'
import { estimateGas as estimateGasOnChain, getBalance as getBalanceOnChain } from 'viem/actions'
import { SWITCH_CHAIN_TIMEOUT_MS } from '../constants'
import { Eip155Error } from '../errors'
import { SEND_FALLBACK_CODES, UNKNOWN_CHAIN_CODES } from './walletErrors'

export { standardWalletError } from './standardWalletError'

// What the eip155 adapter does once a wallet answers: checksummed accounts, chain switching,
// signing, sending, reads. Loaded on the adapter's first wallet request, not with the page:
// checksums need keccak (@noble/hashes) and viem's encoders and error classes, which a page's
// first paint does without. The adapter wraps each call in its wallet error mapping.

type PublicClient = Client<Transport, Chain | undefined>

/** The wallet's addresses as accounts, checksummed. */
export const toAccounts = (addresses: readonly string[]): Account[] =>
  addresses.map((address) => ({ namespace: 'eip155', address: getAddress(address), type: 'eoa' }))

/** A chain id as wallets give it (`0x…`, a number, a decimal string) as CAIP-2. */
export const toCaip = (chainId: string | number) => `eip155:${Number(chainId)}` as const

/**
 * Forwards the wallet's own events, tagged with its connector, until the returned function is
 * called. Chain ids in any spelling become CAIP-2; addresses are checksummed.
 */
export function watchWallet(
  provider: EIP1193Provider,
  connectorId: string,
  emit: AdapterEvents['emit'],
): () => void {
  const onAccounts = (addresses: string[]) =>
    emit('accountsChanged', { connectorId, accounts: toAccounts(addresses) })
  const onChain = (chainId: string) =>
    emit('chainChanged', { connectorId, caipNetworkId: toCaip(chainId) })
  const onDisconnect = (error?: { code?: number }) => {
    // 1013: MetaMask reconnecting to its node; the wallet is still there.
    if (error?.code === 1013) return
    emit('disconnect', { connectorId })
  }
  provider.on('accountsChanged', onAccounts)
  provider.on('chainChanged', onChain)
  provider.on('disconnect', onDisconnect)
  return () => {
    provider.removeListener('accountsChanged', onAccounts)
    provider.removeListener('chainChanged', onChain)
    provider.removeListener('disconnect', onDisconnect)
  }
}

/**
 * The wallet's answer to a switch, or WALLET_SWITCH_TIMEOUT after `SWITCH_CHAIN_TIMEOUT_MS` on
 * `clock`: some wallets never answer a switch, and the user must be able to try again. Without a
 * clock, the answer whenever it comes.
 */
function answeredInTime<T>(
  request: Promise<T>,
  clock: Clock | undefined,
  network: Network,
): Promise<T> {
  if (!clock) return request
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(
      () =>
        reject(
          new Eip155Error('WALLET_SWITCH_TIMEOUT', {
            details: `No answer to wallet_switchEthereumChain (${network.caipNetworkId}) in ${SWITCH_CHAIN_TIMEOUT_MS} ms`,
          }),
        ),
      SWITCH_CHAIN_TIMEOUT_MS,
    )
    request.then(resolve, reject).finally(() => clock.clearTimeout(timer))
  })
}

/**
 * Asks the wallet to switch to the network, offering to add it when the wallet does not know it,
 * then reads the wallet's chain back: some wallets switch without `chainChanged`, some answer and
 * stay where they were (CHAIN_MISMATCH, the network unchanged).
 */
export async function switchChain(
  provider: EIP1193Provider,
  network: Network,
  clock?: Clock,
): Promise<void> {
  await askToSwitch(provider, network, clock)
  const now = toCaip(await provider.request({ method: 'eth_chainId' }))
  if (now !== network.caipNetworkId) {
    throw new LatchError('CHAIN_MISMATCH', {
      details: `The wallet answered the switch to ${network.caipNetworkId} and is on ${now}`,
    })
  }
}

async function askToSwitch(provider: EIP1193Provider, network: Network, clock?: Clock) {
  const chainId = numberToHex(Number(network.id))
  try {
    await answeredInTime(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }),
      clock,
      network,
    )
  } catch (error) {
    if (!UNKNOWN_CHAIN_CODES.includes(walletErrorCode(error) ?? 0)) throw error
    // The wallet does not know the chain: offer to add it (the wallet switches to it).
    try {
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId,
            chainName: network.name,
            nativeCurrency: network.nativeCurrency,
            rpcUrls: network.rpcUrls.default.http,
            blockExplorerUrls: network.blockExplorers
              ? [network.blockExplorers.default.url]
              : undefined,
          },
        ],
      })
    } catch (cause) {
      throw new LatchError('CHAIN_NOT_SUPPORTED', {
        cause,
        rpcCode: walletErrorCode(cause),
        details: `${network.name} (${network.caipNetworkId}) could not be added to the wallet`,
      })
    }
  }
}

/** Connected on another chain than the app's: asks to move to it; staying is fine if refused. */
export async function moveToNetwork(
  provider: EIP1193Provider,
  result: ConnectResult,
  wanted: Network | undefined,
  log: Logger,
  clock?: Clock,
): Promise<ConnectResult> {
  if (!wanted || wanted.caipNetworkId === result.caipNetworkId) return result
  try {
    await switchChain(provider, wanted, clock)
    return { ...result, caipNetworkId: wanted.caipNetworkId }
  } catch (error) {
    log.info(`Staying on ${result.caipNetworkId}: ${toLatchError(error).message}`)
    return result
  }
}

/** Asks the wallet to forget the site; not every wallet can, which is fine (logged). */
export async function revokePermissions(
  provider: EIP1193Provider,
  connectorId: string,
  log: Logger,
): Promise<void> {
  try {
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
  } catch (error) {
    log.debug(`${connectorId} could not revoke permissions`, error)
  }
}

/** personal_sign with the message as hex, as EIP-191 wallets expect it. */
export const signMessage = (provider: EIP1193Provider, address: string, message: string) =>
  provider.request({
    method: 'personal_sign',
    params: [stringToHex(message), getAddress(address)],
  })

/** Sends from the wallet, on the wallet's chain only if it is the transaction's. */
export async function sendTransaction(
  provider: EIP1193Provider,
  network: Network,
  transaction: TransactionRequest,
  walletChain: string,
  publicClient: () => PublicClient | Promise<PublicClient>,
): Promise<`0x${string}`> {
  if (walletChain !== network.caipNetworkId) {
    throw new LatchError('CHAIN_MISMATCH', {
      details: `The wallet is on ${walletChain}, the transaction is for ${network.caipNetworkId}`,
    })
  }
  const call = await toCall(publicClient, network, transaction)
  const request = {
    from: getAddress(transaction.from),
    to: call.to,
    value: call.value === undefined ? undefined : numberToHex(call.value),
    data: call.data,
  }
  try {
    return await provider.request({ method: 'eth_sendTransaction', params: [request] })
  } catch (error) {
    if (!SEND_FALLBACK_CODES.includes(walletErrorCode(error) ?? 0)) throw error
    return (await provider.request({
      method: 'wallet_sendTransaction' as 'eth_sendTransaction',
      params: [request],
    })) as `0x${string}`
  }
}

// viem's actions are imported here, destructured, so the bundler keeps only these two.

/** The native balance of an address, read from the chain, in the network's currency. */
export async function getBalance(
  publicClient: () => PublicClient | Promise<PublicClient>,
  address: string,
  network: Network,
): Promise<{ value: bigint; decimals: number; symbol: string }> {
  const value = await getBalanceOnChain(await publicClient(), { address: getAddress(address) })
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol }
}

/** The gas a transaction would use, estimated by the chain. */
export async function estimateGas(
  publicClient: () => PublicClient | Promise<PublicClient>,
  network: Network,
  transaction: TransactionRequest,
): Promise<bigint> {
  return estimateGasOnChain(await publicClient(), {
    account: getAddress(transaction.from),
    ...(await toCall(publicClient, network, transaction)),
  })
}

/**
 * What sending would cost in wei: the gas limit × the max fee per gas offered (spec §9's
 * multiplier included, see `actions/estimateGas`), i.e. the most the transaction can be charged.
 */
export async function estimateFee(
  publicClient: () => PublicClient | Promise<PublicClient>,
  network: Network,
  transaction: TransactionRequest,
): Promise<bigint> {
  const [{ estimateGas }, client] = await Promise.all([
    import('../actions/estimateGas'),
    withChain(publicClient, network),
  ])
  const { gas, maxFeePerGas } = await estimateGas(client, {
    account: getAddress(transaction.from),
    ...(await toCall(publicClient, network, transaction)),
  })
  return gas * maxFeePerGas
}

/** The client with a chain (the network's, when the client was made without one). */
const withChain = async (
  publicClient: () => PublicClient | Promise<PublicClient>,
  network: Network,
): Promise<Client<Transport, Chain>> => {
  const client = await publicClient()
  if (client.chain) return client as Client<Transport, Chain>
  const chain: Chain = {
    id: Number(network.caipNetworkId.split(':')[1]),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls,
  }
  return { ...client, chain } as Client<Transport, Chain>
}

/**
 * The call a transaction makes: as given, or, with `token`, the ERC20 transfer of `value` to
 * `to`, built by `transferErc20` (simulated first; USDT's own `transfer` signature).
 */
async function toCall(
  publicClient: () => PublicClient | Promise<PublicClient>,
  network: Network,
  transaction: TransactionRequest,
): Promise<{ to: `0x${string}`; value?: bigint; data?: `0x${string}` }> {
  if (transaction.token === undefined) {
    return {
      to: getAddress(transaction.to),
      value: transaction.value,
      data: transaction.data as `0x${string}` | undefined,
    }
  }
  if (typeof transaction.value !== 'bigint' || transaction.value <= 0n) {
    throw new LatchError('INVALID_AMOUNT', { details: 'value: a positive bigint in base units' })
  }
  const [{ transferErc20 }, client] = await Promise.all([
    import('../actions/transferErc20'),
    withChain(publicClient, network),
  ])
  return transferErc20(client, {
    account: getAddress(transaction.from),
    token: getAddress(transaction.token),
    to: getAddress(transaction.to),
    amount: transaction.value,
  })
}
