import {
  createSignInMessageText,
  parseSignInMessageText,
  verifyMessageSignature,
} from '@solana/wallet-standard-util'
import bs58 from 'bs58'
import { getAddress, type Hex, isAddress, isHex, type PublicClient } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { SiwxError } from '../errors'
import type { IssuedNonce } from './nonceStore'

/**
 * What the verifier asks of a nonce store: `NonceStore`'s `find` and `consume`, answered at once
 * or as promises (a store on a database several server processes share).
 */
export interface NonceChecker {
  find(nonce: string, client: string): IssuedNonce | undefined | Promise<IssuedNonce | undefined>
  consume(nonce: string, client: string): boolean | Promise<boolean>
}

/** Why a sign-in message was refused. */
export type SiwxRefusal =
  /** Not a sign-in message of its namespace, or not in its canonical form (tampered). */
  | 'malformed'
  /** The message names another network than the one it was sent for, or one not served. */
  | 'network'
  /** The message was made for another site (a phishing page relaying a signature). */
  | 'domain'
  /** The message names another URI than the site's. */
  | 'uri'
  /** Its expiration time has passed, or it is not valid yet. */
  | 'expired'
  /** No issue time, one in the future, or one before its nonce was issued. */
  | 'issuedAt'
  /** The nonce was not issued here to this client, was used already, or expired. */
  | 'nonce'
  /** The signature is not the address's over this exact text. */
  | 'signature'

const REFUSALS: Record<SiwxRefusal, string> = {
  malformed: 'The sign-in message is malformed',
  network: 'The sign-in message is for another network',
  domain: 'The sign-in message is for another domain',
  uri: 'The sign-in message is for another URI',
  expired: 'The sign-in message has expired or is not valid yet',
  issuedAt: 'The sign-in message’s issue time is missing, in the future or before its nonce',
  nonce: 'The nonce is unknown, used or expired',
  signature: 'The signature does not match the address',
}

/**
 * A refused sign-in: Latch's one error type ('The sign-in could not be verified'), `reason` naming
 * the failed check and `details` saying it in words.
 */
export class SiwxVerificationError extends SiwxError<'SIWX_VERIFICATION_FAILED'> {
  readonly reason: SiwxRefusal
  constructor(reason: SiwxRefusal) {
    super('SIWX_VERIFICATION_FAILED', { details: REFUSALS[reason] })
    this.reason = reason
  }
}

/** No sign-in message comes close; a longer text is refused before any parsing. */
export const MAX_MESSAGE_LENGTH = 8192

/** How far a message's issue time may be ahead of the server's clock (clocks differ a little). */
export const MAX_CLOCK_SKEW_MS = 60_000

/** What a verified message says: the session's data. */
export interface SiwxMessageData {
  accountAddress: string
  caipNetworkId: string
  domain: string
  uri: string
  nonce: string
  statement?: string
  /** ISO 8601, as in the message. */
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
}

export interface VerifySiwxInput {
  /** The exact text the wallet signed. */
  message: string
  /** EVM: 0x hex (65 bytes, or an ERC-1271/6492 signature of any length); Solana: base58. */
  signature: string
  /** The CAIP-2 network the client signed in on (`eip155:1`, `solana:5eykt4Us…`). */
  caipNetworkId: string
}

export interface VerifySiwxOptions {
  /** The site's domain (host[:port]) the message must name, or a test of it. */
  domain: string | ((domain: string) => boolean)
  /**
   * The URI the message must name: a string is the site's origin (the message's URI must be on
   * it), a function a test of the URI. Default: an http(s) URI whose host[:port] is the domain.
   */
  uri?: string | ((uri: string) => boolean)
  /**
   * Where the nonces were issued; a verified message uses its nonce up. `createNonceStore` for one
   * process, or a store on the app's shared database (its answers may be promises).
   */
  nonces: NonceChecker
  /**
   * The client this request comes from, as it was named to `nonces.issue` (its session cookie's
   * value, say): a nonce issued to another client is refused, so a signed message relayed or
   * planted from elsewhere does not sign this client in.
   */
  client: string
  /** How far the message's issue time may be ahead of `now`. Default `MAX_CLOCK_SKEW_MS`. */
  maxClockSkewMs?: number
  /** The clock in ms since the epoch. Default `Date.now`. */
  now?: () => number
  /**
   * A public client of the EVM chain (by chain id): signatures of smart accounts are checked
   * through it (ERC-1271, and ERC-6492 for accounts not deployed yet). Required for eip155.
   */
  publicClient?: (chainId: number) => PublicClient | undefined
}

const SOLANA_HEADER = ' wants you to sign in with your Solana account:\n'
const ETHEREUM_HEADER = ' wants you to sign in with your Ethereum account:\n'

/**
 * Verifies a CAIP-122 sign-in message for real, as the app's server should: EIP-4361 on eip155
 * (the signature checked through the chain, so smart accounts pass: ERC-1271 / ERC-6492), Sign In
 * With Solana on solana (ed25519). It checks that the text is canonical (nothing added or changed),
 * the network, the domain, the URI, the validity window, the issue time (not ahead of the clock,
 * not before its nonce) and the nonce (issued to this client, used once: only when every other
 * check passed), and returns the message's data. Anything else throws a `SiwxVerificationError`
 * naming the failed check.
 *
 * @example
 * const nonces = createNonceStore()
 * const data = await verifySiwxMessage(body, {
 *   domain: 'app.example', nonces, client: req.cookies.session,
 *   publicClient: () => createPublicClient({ chain: mainnet, transport: http() }),
 * })
 */
export async function verifySiwxMessage(
  input: VerifySiwxInput,
  options: VerifySiwxOptions,
): Promise<SiwxMessageData> {
  const { message, signature, caipNetworkId } = input
  if (
    typeof message !== 'string' ||
    typeof signature !== 'string' ||
    message.length > MAX_MESSAGE_LENGTH ||
    signature.length > MAX_MESSAGE_LENGTH
  ) {
    throw new SiwxVerificationError('malformed')
  }
  const data = parseMessage(message, caipNetworkId)
  const matchesDomain =
    typeof options.domain === 'function'
      ? options.domain(data.domain)
      : options.domain === data.domain
  if (!matchesDomain) throw new SiwxVerificationError('domain')
  if (!matchesUri(data, options.uri)) throw new SiwxVerificationError('uri')
  const now = (options.now ?? Date.now)()
  const expires = data.expirationTime ? Date.parse(data.expirationTime) : undefined
  const notBefore = data.notBefore ? Date.parse(data.notBefore) : undefined
  if ((expires !== undefined && !(expires > now)) || (notBefore !== undefined && notBefore > now)) {
    throw new SiwxVerificationError('expired')
  }
  const issued = await options.nonces.find(data.nonce, options.client)
  if (!issued) throw new SiwxVerificationError('nonce')
  const issuedAt = data.issuedAt === undefined ? Number.NaN : Date.parse(data.issuedAt)
  const skew = options.maxClockSkewMs ?? MAX_CLOCK_SKEW_MS
  // Not ahead of the clock, and not before its own nonce existed (so never older than a nonce's
  // lifetime): a back-dated or pre-made message is refused.
  if (!(issuedAt <= now + skew && issuedAt >= issued.issuedAt - skew)) {
    throw new SiwxVerificationError('issuedAt')
  }
  const valid = await verifyAddressSignature({
    caipNetworkId: data.caipNetworkId,
    address: data.accountAddress,
    message,
    signature,
    publicClient: options.publicClient,
  })
  if (!valid) throw new SiwxVerificationError('signature')
  // Two requests racing with one nonce: only the first to get here is accepted.
  if (!(await options.nonces.consume(data.nonce, options.client))) {
    throw new SiwxVerificationError('nonce')
  }
  return data
}

/** Whether the message's URI is the site's (see `VerifySiwxOptions.uri`). */
function matchesUri(data: SiwxMessageData, expected: VerifySiwxOptions['uri']): boolean {
  if (typeof expected === 'function') return expected(data.uri)
  let uri: URL
  try {
    uri = new URL(data.uri)
  } catch {
    return false
  }
  if (expected !== undefined) {
    try {
      return uri.origin === new URL(expected).origin
    } catch {
      return false
    }
  }
  return (uri.protocol === 'https:' || uri.protocol === 'http:') && uri.host === data.domain
}

/**
 * Whether `signature` is `address`'s over `message` on the network: EIP-191 through the chain on
 * eip155 (EOAs, ERC-1271 and ERC-6492 smart accounts), ed25519 over the UTF-8 text on solana.
 */
export async function verifyAddressSignature(input: {
  caipNetworkId: string
  address: string
  message: string
  signature: string
  publicClient?: (chainId: number) => PublicClient | undefined
}): Promise<boolean> {
  const { caipNetworkId, address, message, signature } = input
  if (typeof caipNetworkId !== 'string') throw new SiwxVerificationError('network')
  if ([address, message, signature].some((value) => typeof value !== 'string')) return false
  const [namespace, reference] = caipNetworkId.split(':')
  if (namespace === 'eip155') {
    const client = input.publicClient?.(Number(reference))
    if (!client) throw new SiwxVerificationError('network')
    if (!isAddress(input.address, { strict: false }) || !isHex(input.signature)) return false
    return client
      .verifyMessage({
        address: getAddress(input.address),
        message: input.message,
        signature: input.signature as Hex,
      })
      .catch(() => false)
  }
  if (namespace === 'solana') {
    const publicKey = decodeBase58(input.address)
    const signature = decodeBase58(input.signature)
    if (publicKey?.length !== 32 || signature?.length !== 64) return false
    const bytes = new TextEncoder().encode(input.message)
    try {
      return verifyMessageSignature({ message: bytes, signedMessage: bytes, signature, publicKey })
    } catch {
      return false
    }
  }
  throw new SiwxVerificationError('network')
}

function decodeBase58(value: string): Uint8Array | undefined {
  try {
    return bs58.decode(value)
  } catch {
    return undefined
  }
}

/** Reads the message of its namespace; a text that does not rebuild to itself is refused. */
function parseMessage(message: string, caipNetworkId: unknown): SiwxMessageData {
  if (typeof caipNetworkId !== 'string') throw new SiwxVerificationError('network')
  const namespace = caipNetworkId.split(':')[0]
  if (namespace === 'eip155' && message.includes(ETHEREUM_HEADER)) {
    const fields = parseSiweMessage(message)
    const { address, chainId, domain, nonce, uri, version } = fields
    if (!address || !chainId || !domain || !nonce || !uri || version !== '1') {
      throw new SiwxVerificationError('malformed')
    }
    let canonical: string
    try {
      canonical = createSiweMessage({ ...fields, address, chainId, domain, nonce, uri, version })
    } catch {
      throw new SiwxVerificationError('malformed')
    }
    if (canonical !== message) throw new SiwxVerificationError('malformed')
    if (`eip155:${chainId}` !== caipNetworkId) throw new SiwxVerificationError('network')
    return {
      accountAddress: address,
      caipNetworkId,
      domain,
      uri,
      nonce,
      statement: fields.statement,
      issuedAt: fields.issuedAt?.toISOString(),
      expirationTime: fields.expirationTime?.toISOString(),
      notBefore: fields.notBefore?.toISOString(),
    }
  }
  if (namespace === 'solana' && message.includes(SOLANA_HEADER)) {
    const fields = parseSignInMessageText(message)
    if (!fields?.nonce || !fields.uri || fields.version !== '1' || !fields.chainId) {
      throw new SiwxVerificationError('malformed')
    }
    if (createSignInMessageText(fields) !== message) throw new SiwxVerificationError('malformed')
    for (const time of [fields.issuedAt, fields.expirationTime, fields.notBefore]) {
      if (time !== undefined && Number.isNaN(Date.parse(time))) {
        throw new SiwxVerificationError('malformed')
      }
    }
    if (fields.chainId !== caipNetworkId) throw new SiwxVerificationError('network')
    return {
      accountAddress: fields.address,
      caipNetworkId,
      domain: fields.domain,
      uri: fields.uri,
      nonce: fields.nonce,
      statement: fields.statement,
      issuedAt: fields.issuedAt,
      expirationTime: fields.expirationTime,
      notBefore: fields.notBefore,
    }
  }
  // A sign-in message of the other namespace, or a network Latch signs in on neither.
  const otherNamespace = message.includes(ETHEREUM_HEADER) || message.includes(SOLANA_HEADER)
  const known = namespace === 'eip155' || namespace === 'solana'
  throw new SiwxVerificationError(known && !otherNamespace ? 'malformed' : 'network')
}
