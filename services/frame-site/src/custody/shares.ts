import { combine, split } from 'shamir-secret-sharing'
import { type Address, bytesToHex, getAddress, hexToBytes, isAddress } from 'viem'
import * as z from 'zod/mini'
import { deriveAccounts } from './accounts'
import { fromBase64Url, toBase64Url } from './base64url'
import { assertEntropy, ENTROPY_BYTES } from './secret'

/** Which of the three shares a share is, and where it lives (see README.md). */
export const SHARE_INDEX = { device: 1, auth: 2, recovery: 3 } as const
export type ShareIndex = (typeof SHARE_INDEX)[keyof typeof SHARE_INDEX]
const SHARE_NAME: Record<ShareIndex, string> = { 1: 'device', 2: 'auth', 3: 'recovery' }

/** A share's bytes, as `shamir-secret-sharing` makes them: one byte per secret byte, then x. */
export const SHARE_BYTES = ENTROPY_BYTES + 1

/**
 * One of the three 2-of-3 shares of a wallet's entropy. Self-describing: the split it belongs to
 * (`version`, raised on every re-split), which share it is (`index`), and the wallet's EVM
 * `address` (public anyway): the integrity check, since Shamir shares carry none of their own.
 */
export interface KeyShare {
  readonly version: number
  readonly index: ShareIndex
  readonly address: Address
  readonly bytes: Uint8Array
}

/** The three shares of one split. */
export interface KeyShares {
  readonly device: KeyShare
  readonly auth: KeyShare
  readonly recovery: KeyShare
}

const versionSchema = z.int().check(z.positive(), z.maximum(0xffff_ffff))

const keyShareSchema = z.object({
  version: versionSchema,
  index: z.union([
    z.literal(SHARE_INDEX.device),
    z.literal(SHARE_INDEX.auth),
    z.literal(SHARE_INDEX.recovery),
  ]),
  address: z.custom<Address>(
    (value) => typeof value === 'string' && isAddress(value, { strict: true }),
  ),
  // The last byte is the share's x-coordinate, never 0 (x = 0 is where the secret sits).
  bytes: z
    .instanceof(Uint8Array)
    .check(z.refine((bytes) => bytes.length === SHARE_BYTES && bytes[SHARE_BYTES - 1] !== 0)),
})

/**
 * Splits 32 bytes of entropy into three shares, any two of which give it back. `version` numbers
 * the split (a positive integer; the next re-split uses a higher one), and shares of different
 * splits refuse to combine.
 */
export async function splitSecret(
  entropy: Uint8Array,
  options: { version: number },
): Promise<KeyShares> {
  const version = versionSchema.parse(options.version)
  const { address } = deriveAccounts(assertEntropy(entropy)).evm
  const [device, auth, recovery] = await split(entropy, 3, 2)
  const share = (index: ShareIndex, bytes: Uint8Array | undefined): KeyShare => ({
    version,
    index,
    address,
    bytes: bytes!,
  })
  return {
    device: share(SHARE_INDEX.device, device),
    auth: share(SHARE_INDEX.auth, auth),
    recovery: share(SHARE_INDEX.recovery, recovery),
  }
}

/**
 * The entropy two shares of one split give back. Refuses (throws) two shares of different versions,
 * two copies of the same share, and, since `shamir-secret-sharing` does not notice a wrong or
 * altered share (it silently yields another secret), any pair whose result does not derive the
 * wallet address both shares name: 'Key shares do not match'. The caller owns the result and should
 * zero it when done.
 */
export async function combineShares(a: KeyShare, b: KeyShare): Promise<Uint8Array> {
  const first = checkShare(a)
  const second = checkShare(b)
  if (first.version !== second.version) {
    throw new Error(
      `Key shares are from different splits (versions ${first.version} and ${second.version})`,
    )
  }
  if (first.index === second.index) {
    throw new Error(
      `Both key shares are the ${SHARE_NAME[first.index]} share; two different are needed`,
    )
  }
  if (first.address !== second.address) throw new Error('Key shares do not match')
  let entropy: Uint8Array
  try {
    entropy = await combine([first.bytes, second.bytes])
  } catch (cause) {
    // Two shares with the same x-coordinate: at least one was altered.
    throw new Error('Key shares do not match', { cause })
  }
  if (deriveAccounts(entropy).evm.address !== first.address) {
    entropy.fill(0)
    throw new Error('Key shares do not match')
  }
  return entropy
}

// Text form: base64url of [format 1][version u32 BE][index][address 20 bytes][share 33 bytes].
const FORMAT = 1
const TEXT_BYTES = 1 + 4 + 1 + 20 + SHARE_BYTES
const TEXT_LENGTH = Math.ceil((TEXT_BYTES * 4) / 3)

/** A share as opaque base64url text, for storage and transport; {@link parseShare} reads it. */
export function serializeShare(share: KeyShare): string {
  const { version, index, address, bytes } = checkShare(share)
  const packed = new Uint8Array(TEXT_BYTES)
  const view = new DataView(packed.buffer)
  view.setUint8(0, FORMAT)
  view.setUint32(1, version)
  view.setUint8(5, index)
  packed.set(hexToBytes(address), 6)
  packed.set(bytes, 26)
  return toBase64Url(packed)
}

/** The share `text` spells; throws 'Not a key share' for anything that is not one. */
export function parseShare(text: unknown): KeyShare {
  const share = readShare(text)
  if (!share) throw new Error('Not a key share')
  return share
}

/** The share `text` spells, or undefined when it is not one. */
export function readShare(text: unknown): KeyShare | undefined {
  if (typeof text !== 'string' || text.length !== TEXT_LENGTH) return undefined
  const packed = fromBase64Url(text)
  if (!packed || packed.length !== TEXT_BYTES || packed[0] !== FORMAT) return undefined
  const view = new DataView(packed.buffer)
  const parsed = keyShareSchema.safeParse({
    version: view.getUint32(1),
    index: view.getUint8(5),
    address: getAddress(bytesToHex(packed.subarray(6, 26))),
    bytes: packed.slice(26),
  })
  return parsed.success ? parsed.data : undefined
}

function checkShare(share: KeyShare): KeyShare {
  const parsed = keyShareSchema.safeParse(share)
  if (!parsed.success) throw new Error('Not a key share')
  return parsed.data
}
