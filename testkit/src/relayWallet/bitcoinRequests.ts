import { base64, hex } from '@scure/base'
import { z } from 'zod'
import { REGTEST_CAIP2 } from '../bitcoin/regtestNetwork'
import {
  type BitcoinKeyAccount,
  type BitcoinPaymentAddressType,
  ordinalsAccount,
  paymentAccount,
  secretKeyProblem,
} from '../bitcoinWallet/bitcoinAccounts'
import { BitcoinBroadcastError, broadcastTransaction } from '../bitcoinWallet/broadcastTransaction'
import { signBitcoinMessage } from '../bitcoinWallet/signMessage'
import { signPsbt } from '../bitcoinWallet/signPsbt'
import {
  invalidParams,
  ProviderRpcError,
  unauthorized,
  unsupportedMethod,
} from '../wallet/providerRpcError'

/** One `bip122` session request, as the relay wallet received it. */
export interface BitcoinRequest {
  method: string
  params: unknown
  /** CAIP-2, from the request. */
  chainId: string
  /** The addresses the session shows the dapp on that chain. */
  sessionAddresses: string[]
}

/** The Bitcoin half of a relay test wallet: `createRelayTestWallet({ bitcoin })`. */
export interface RelayBitcoinAccounts {
  /** The payment address, then the ordinals (P2TR) one. */
  readonly addresses: string[]
  chainIds(): string[]
  /** Signs (and broadcasts when asked) for real; throws a `ProviderRpcError` on refusal. */
  handle(request: BitcoinRequest): Promise<unknown>
}

export interface CreateRelayBitcoinAccountsOptions {
  /** The payment account's 32-byte secret key. */
  paymentSecretKey: Uint8Array
  /** The ordinals (P2TR) account's 32-byte secret key. */
  ordinalsSecretKey: Uint8Array
  /** Default `p2wpkh`; `p2sh-p2wpkh` as Xverse's. */
  paymentAddressType?: BitcoinPaymentAddressType
  /** The chain's Esplora API (`startBitcoinChain().url`), where `signPsbt` with `broadcast` posts. */
  esploraUrl: string
}

const address = z.string().min(1).max(100)
// The WalletConnect Bitcoin RPC (docs.walletconnect.network, "Bitcoin"). Unknown fields are ignored.
const getAccountAddressesSchema = z.object({
  account: address,
  intentions: z.array(z.enum(['payment', 'ordinal'])).optional(),
})
const signMessageSchema = z.object({
  account: address,
  address: address.optional(),
  message: z.string(),
  protocol: z.enum(['ecdsa', 'bip322']).optional(),
})
const signPsbtSchema = z.object({
  account: address,
  psbt: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not base64'),
  signInputs: z
    .array(
      z.object({
        address,
        index: z.number().int().min(0),
        sighashTypes: z.array(z.number().int()).optional(),
      }),
    )
    .min(1),
  broadcast: z.boolean().optional(),
})

function parse<S extends z.ZodType>(schema: S, params: unknown, method: string): z.output<S> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidParams(`${method}: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/**
 * A relay test wallet's Bitcoin accounts on regtest, a payment and an ordinals one, answering the
 * relay protocol's bip122 methods for real with the Bitcoin test wallet's signing:
 * `getAccountAddresses` (each address with its key and intention), `signMessage` (BIP-322, or a
 * legacy ECDSA signature), `signPsbt` (the inputs each session address signs; broadcast to the
 * chain when asked). Node only (BIP-322 signing needs bip322-js): the relay wallet's browser page
 * has no Bitcoin accounts.
 *
 * @example
 * const wallet = await createRelayTestWallet({
 *   relayUrl: relay.url,
 *   bitcoin: createRelayBitcoinAccounts({ paymentSecretKey, ordinalsSecretKey, esploraUrl: chain.url }),
 * })
 */
export function createRelayBitcoinAccounts(
  options: CreateRelayBitcoinAccountsOptions,
): RelayBitcoinAccounts {
  for (const key of [options.paymentSecretKey, options.ordinalsSecretKey]) {
    const problem = secretKeyProblem(key)
    if (problem) throw new Error(`invalid createRelayBitcoinAccounts options: ${problem}`)
  }
  const accounts: BitcoinKeyAccount[] = [
    paymentAccount(options.paymentSecretKey, options.paymentAddressType ?? 'p2wpkh'),
    ordinalsAccount(options.ordinalsSecretKey),
  ]

  /** The account of `address`, when the session shows it and the wallet holds it. */
  const shown = (held: string, request: BitcoinRequest): BitcoinKeyAccount => {
    if (!request.sessionAddresses.includes(held)) {
      throw unauthorized(`${held} is not an address of this session on ${request.chainId}`)
    }
    const account = accounts.find((each) => each.address === held)
    if (!account) throw unauthorized(`${held} is not held by this wallet`)
    return account
  }

  const handle = async (request: BitcoinRequest): Promise<unknown> => {
    const { method, params } = request
    switch (method) {
      case 'getAccountAddresses': {
        const { account, intentions } = parse(getAccountAddressesSchema, params, method)
        shown(account, request)
        return accounts
          .filter((each) => request.sessionAddresses.includes(each.address))
          .map((each) => ({
            address: each.address,
            publicKey: hex.encode(each.publicKey),
            intention: each.purpose === 'payment' ? ('payment' as const) : ('ordinal' as const),
          }))
          .filter((each) => !intentions?.length || intentions.includes(each.intention))
      }
      case 'signMessage': {
        const parsed = parse(signMessageSchema, params, method)
        shown(parsed.account, request)
        const signer = shown(parsed.address ?? parsed.account, request)
        const signature = signBitcoinMessage(
          signer,
          new TextEncoder().encode(parsed.message),
          parsed.protocol ?? 'ecdsa',
        )
        return { address: signer.address, signature: base64.encode(signature) }
      }
      case 'signPsbt': {
        const parsed = parse(signPsbtSchema, params, method)
        shown(parsed.account, request)
        let tx: ReturnType<typeof signPsbt>
        try {
          tx = signPsbt(
            base64.decode(parsed.psbt),
            parsed.signInputs.map((input) => ({
              account: shown(input.address, request),
              indexes: [input.index],
              sigHash: input.sighashTypes?.[0],
            })),
          )
        } catch (error) {
          if (error instanceof ProviderRpcError) throw error
          throw invalidParams(`${method}: ${error instanceof Error ? error.message : error}`)
        }
        if (!parsed.broadcast) return { psbt: base64.encode(tx.toPSBT()) }
        tx.finalize()
        try {
          const txid = await broadcastTransaction(options.esploraUrl, tx.hex)
          return { psbt: base64.encode(tx.toPSBT()), txid }
        } catch (error) {
          if (error instanceof BitcoinBroadcastError)
            throw new ProviderRpcError(-32603, error.message)
          throw error
        }
      }
      default:
        throw unsupportedMethod(method)
    }
  }

  return {
    addresses: accounts.map((account) => account.address),
    chainIds: () => [REGTEST_CAIP2],
    handle,
  }
}
