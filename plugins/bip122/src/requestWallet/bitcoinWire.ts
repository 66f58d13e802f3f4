/**
 * The checks of a request wallet's answers, loaded with its first call: a wallet's answer is
 * untrusted until it is the signature or the transaction that was asked for.
 */
import { LatchError } from '@latch/core'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { BitcoinAddressPurpose } from '../accounts/bitcoinAccounts'

/** A BIP-322 full signature of a multisig may be long; no message signature is 4 KB of base64. */
const MAX_SIGNATURE_CHARS = 4096
/** A PSBT Latch builds spends at most a few hundred outputs: 1 MB of base64 is far beyond it. */
const MAX_PSBT_CHARS = 1_000_000

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const own = (record: unknown, key: string): unknown =>
  isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined

const malformed = (method: string, what: string) =>
  new LatchError('MALFORMED_RESPONSE', { details: `${method}: the wallet answered ${what}` })

function decodeBase64(text: unknown, limit: number): Uint8Array | undefined {
  if (typeof text !== 'string' || text.length === 0 || text.length > limit) return undefined
  try {
    return base64.decode(text)
  } catch {
    return undefined
  }
}

export const toBase64 = (bytes: Uint8Array): string => base64.encode(bytes)

/**
 * The signature bytes of a `signMessage` answer (`{ signature, address? }`): base64, non-empty,
 * and for the address asked when the wallet names one.
 */
export function checkSignature(answer: unknown, address: string): Uint8Array {
  const signature = decodeBase64(own(answer, 'signature'), MAX_SIGNATURE_CHARS)
  if (!signature) throw malformed('signMessage', 'a signature that is not base64')
  const signer = own(answer, 'address')
  if (signer !== undefined && signer !== address) {
    throw malformed('signMessage', `a signature of ${String(signer)}, not of ${address}`)
  }
  return signature
}

/**
 * The signed PSBT of a `signPsbt` answer (`{ psbt }`, base64), when it is the transaction that was
 * sent: the same unsigned transaction (inputs, outputs, amounts, version, lock time).
 */
export function checkSignedPsbt(sent: Uint8Array, answer: unknown): Uint8Array {
  const signed = decodeBase64(own(answer, 'psbt'), MAX_PSBT_CHARS)
  if (!signed) throw malformed('signPsbt', 'a PSBT that is not base64')
  let same: boolean
  try {
    same = Transaction.fromPSBT(signed).id === Transaction.fromPSBT(sent).id
  } catch (error) {
    throw malformed('signPsbt', `no PSBT (${error instanceof Error ? error.message : error})`)
  }
  if (!same) throw malformed('signPsbt', 'a transaction other than the one it was asked to sign')
  return signed
}

/**
 * The purposes a `getAccountAddresses` answer (`[{ address, intention }]`) gives the session's
 * own addresses; any other address, and any other intention, is ignored.
 */
export function checkIntentions(
  answer: unknown,
  addresses: readonly string[],
): Map<string, BitcoinAddressPurpose> {
  const intentions = new Map<string, BitcoinAddressPurpose>()
  if (!Array.isArray(answer)) return intentions
  for (const entry of answer.slice(0, addresses.length * 4)) {
    const address = own(entry, 'address')
    const intention = own(entry, 'intention')
    if (typeof address !== 'string' || !addresses.includes(address)) continue
    if (intention === 'payment') intentions.set(address, 'payment')
    if (intention === 'ordinal') intentions.set(address, 'ordinals')
  }
  return intentions
}
