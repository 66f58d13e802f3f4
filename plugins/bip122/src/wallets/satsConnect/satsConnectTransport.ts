import type { CaipNetworkId } from '@latch/core'
import { isBitcoinAddress } from '../../address/bitcoinAddress'
import { BITCOIN_GENESIS_HASHES } from '../../networks/genesisHashes'
import type {
  BitcoinRequestParams,
  BitcoinRequestWalletOptions,
} from '../../requestWallet/createBitcoinRequestWallet'

/** A sats-connect provider (WBIP001): JSON-RPC 2.0 requests, one answer object each. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
}

/** sats-connect's `RpcErrorCode`: USER_REJECTION (-32000), ACCESS_DENIED (-32002). */
const USER_REJECTION = -32000
const ACCESS_DENIED = -32002
const BECH32 = /^(bc|tb|bcrt)1/i
/** Accounts read from one answer: a wallet's list, not a dump. */
const MAX_ACCOUNTS = 20

const caip = (network: keyof typeof BITCOIN_GENESIS_HASHES) =>
  `bip122:${BITCOIN_GENESIS_HASHES[network].slice(0, 32)}` as CaipNetworkId
/** The chains an address may be on: by its prefix (`bc`, `tb`, `bcrt`, or Base58's version). */
const CHAINS_BY_NETWORK: [RegExp, CaipNetworkId[]][] = [
  [/^bcrt1/i, [caip('regtest')]],
  [/^(bc1|[13])/i, [caip('mainnet')]],
  [/^(tb1|[mn2])/i, [caip('testnet'), caip('signet'), caip('regtest')]],
]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const own = (record: unknown, key: string): unknown =>
  isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined

/** A JSON-RPC answer's result; its error, rethrown with the user's refusal as 4001. */
function resultOf(method: string, answer: unknown): unknown {
  const error = own(answer, 'error')
  if (error !== undefined) {
    const code = own(error, 'code')
    const message = String(own(error, 'message') ?? `${method} failed`)
    throw Object.assign(new Error(message), {
      code: code === USER_REJECTION ? 4001 : code === ACCESS_DENIED ? 4100 : code,
    })
  }
  return own(answer, 'result')
}

/**
 * The accounts of a `getAccounts` or `wallet_getAccount` answer (a list, or `{ addresses }`):
 * Bitcoin addresses of one network with their purposes; anything else is dropped.
 */
function accountsOf(result: unknown): { addresses: string[]; chains: CaipNetworkId[] } & {
  purposes: Map<string, 'payment' | 'ordinal'>
} {
  const list = Array.isArray(result) ? result : own(result, 'addresses')
  const entries = Array.isArray(list) ? list.slice(0, MAX_ACCOUNTS) : []
  const addresses = entries
    .map((entry) => own(entry, 'address'))
    .filter((address): address is string => typeof address === 'string')
  // The network is the one a bech32 address names (the ordinals one always is); else Base58's.
  const named = addresses.find((address) => BECH32.test(address)) ?? addresses[0] ?? ''
  const chains = CHAINS_BY_NETWORK.find(([prefix]) => prefix.test(named))?.[1] ?? []
  const valid = addresses.filter((address) =>
    chains.some((chain) => isBitcoinAddress(address, chain)),
  )
  const purposes = new Map<string, 'payment' | 'ordinal'>()
  for (const entry of entries) {
    const address = own(entry, 'address')
    const purpose = own(entry, 'purpose')
    if (typeof address !== 'string' || !valid.includes(address)) continue
    if (purpose === 'payment') purposes.set(address, 'payment')
    if (purpose === 'ordinals') purposes.set(address, 'ordinal')
  }
  return { addresses: valid, chains, purposes }
}

/**
 * A sats-connect provider as a request wallet's transport: the relay protocol's bip122 requests
 * the wallet sends, in sats-connect's methods and shapes (Xverse's documentation, "sats-connect"):
 * `getAccounts { purposes }` to connect (`wallet_getAccount`, which never prompts, on a reload),
 * `signMessage { address, message, protocol: 'BIP322' }`, `signPsbt { psbt, signInputs:
 * { [address]: indexes }, broadcast: false }`. sats-connect's refusal (-32000) is 4001.
 */
export function satsConnectTransport(
  provider: SatsConnectProvider,
): Pick<BitcoinRequestWalletOptions, 'connect' | 'request'> {
  let purposes = new Map<string, 'payment' | 'ordinal'>()
  const call = async (method: string, params?: unknown) =>
    resultOf(method, await provider.request(method, params))

  return {
    async connect({ silent }) {
      let result: unknown
      try {
        result = silent
          ? await call('wallet_getAccount')
          : await call('getAccounts', { purposes: ['payment', 'ordinals'] })
      } catch (error) {
        // On a reload, a wallet that does not know this site (or the method) is no session.
        if (silent) return undefined
        throw error
      }
      const accounts = accountsOf(result)
      purposes = accounts.purposes
      return accounts.addresses.length > 0 ? accounts : undefined
    },
    async request(method, params) {
      if (method === 'getAccountAddresses') {
        return [...purposes].map(([address, intention]) => ({ address, intention }))
      }
      if (method === 'signMessage') {
        const { address, message } = params as BitcoinRequestParams['signMessage']
        return call('signMessage', { address, message, protocol: 'BIP322' })
      }
      const { psbt, signInputs } = params as BitcoinRequestParams['signPsbt']
      const byAddress: Record<string, number[]> = {}
      for (const { address, index } of signInputs) {
        byAddress[address] = [...(byAddress[address] ?? []), index]
      }
      return call('signPsbt', { psbt, signInputs: byAddress, broadcast: false })
    },
  }
}
