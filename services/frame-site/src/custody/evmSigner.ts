import type {
  Address,
  Hex,
  LocalAccount,
  TransactionSerializable,
  TransactionSerialized,
  TypedDataDefinition,
} from 'viem'
import { isHex } from 'viem'
import * as z from 'zod/mini'

/** What the frame signs for EVM chains, with the key kept out of reach. */
export interface EvmSigner {
  readonly address: Address
  /**
   * personal_sign (EIP-191 version 0x45): a `0x` hex string is the message's bytes, as wallets read
   * personal_sign's parameter; any other string is signed as its UTF-8 bytes.
   */
  signMessage(message: string | Uint8Array): Promise<Hex>
  /** eth_signTypedData_v4: the request's JSON text, or the same object already parsed. */
  signTypedData(typedData: string | TypedDataJson): Promise<Hex>
  /**
   * The serialized, signed transaction, ready for eth_sendRawTransaction. Refuses a transaction
   * without `chainId`: such a signature would be valid on every chain.
   */
  signTransaction(transaction: TransactionSerializable): Promise<TransactionSerialized>
  /** Drops the account; later calls throw. */
  dispose(): void
}

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
})

/** eth_signTypedData_v4's typed data, as it arrives in JSON. */
export interface TypedDataJson {
  readonly types: Readonly<
    Record<string, readonly { readonly name: string; readonly type: string }[]>
  >
  readonly primaryType: string
  readonly domain?: Readonly<Record<string, unknown>>
  readonly message: Readonly<Record<string, unknown>>
}

/**
 * An {@link EvmSigner} over a viem local account. The account itself is never handed out: it can
 * also sign bare hashes, which the frame does not allow.
 */
export function createEvmSigner(account: LocalAccount): EvmSigner {
  let current: LocalAccount | undefined = account
  const live = () => {
    if (!current) throw new Error('This signer has been disposed')
    return current
  }
  return {
    address: account.address,
    signMessage: async (message) => {
      if (message instanceof Uint8Array) return live().signMessage({ message: { raw: message } })
      if (typeof message !== 'string') throw new TypeError('A message is a string or bytes')
      return live().signMessage({ message: isHex(message) ? { raw: message } : message })
    },
    signTypedData: async (typedData) => {
      const parsed = typedDataSchema.safeParse(
        typeof typedData === 'string' ? parseJson(typedData) : typedData,
      )
      if (!parsed.success) throw new TypeError('Not EIP-712 typed data')
      const { types, primaryType, domain, message } = parsed.data
      if (!Object.hasOwn(types, primaryType)) {
        throw new TypeError(`Typed data has no type for its primaryType ${primaryType}`)
      }
      // viem checks each field against its declared type, and uses the request's own
      // EIP712Domain type when there is one (as v4 does), else the one the domain implies.
      return live().signTypedData({
        types,
        primaryType,
        domain: domain ?? {},
        message,
      } as unknown as TypedDataDefinition) // types known only at run time, checked by viem
    },
    signTransaction: async (transaction) => {
      if (transaction.chainId === undefined) {
        throw new TypeError('A transaction to sign must name its chain (chainId)')
      }
      // A signed serialized transaction, typed by viem only as hex through LocalAccount.
      return live().signTransaction(transaction) as Promise<TransactionSerialized>
    },
    dispose: () => {
      current = undefined
    },
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
