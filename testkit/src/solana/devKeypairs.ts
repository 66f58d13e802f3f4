import { createHash } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import { getBase58Decoder } from '@solana/kit'

/** A Solana keypair in the shapes wallets and `@solana/web3.js` take. */
export interface SolanaKeypair {
  /** Base58 address. */
  publicKey: string
  /**
   * 64 bytes: the 32-byte seed then the public key, the layout of `solana-keygen` files and of
   * web3.js `Keypair.fromSecretKey`. Never use it for real funds.
   */
  secretKey: Uint8Array
}

// Deriving a public key costs ~1.5 ms; validators started in one process reuse the results.
const derived = new Map<string, SolanaKeypair>()

/**
 * The keypair named by `label`, always the same: its ed25519 seed is the SHA-256 of the label, so a
 * test, a demo and a browser page agree on it without sharing a file.
 *
 * @example
 * const payer = deriveSolanaKeypair('latch:solana:dev-account:0')
 * Keypair.fromSecretKey(payer.secretKey).publicKey.toBase58() === payer.publicKey // true
 */
export function deriveSolanaKeypair(label: string): SolanaKeypair {
  let keypair = derived.get(label)
  if (!keypair) {
    const seed = createHash('sha256').update(label).digest()
    const publicKey = ed25519.getPublicKey(seed)
    const secretKey = new Uint8Array(64)
    secretKey.set(seed, 0)
    secretKey.set(publicKey, 32)
    keypair = { publicKey: getBase58Decoder().decode(publicKey), secretKey }
    derived.set(label, keypair)
  }
  // A copy: a caller that zeroes or edits its secret key must not change the next caller's.
  return { publicKey: keypair.publicKey, secretKey: keypair.secretKey.slice() }
}

/**
 * The first `count` dev accounts of the local Solana validator, the ones it funds at start.
 *
 * @example
 * const [alice, bob] = deriveSolanaDevAccounts(2)
 */
export function deriveSolanaDevAccounts(count: number): SolanaKeypair[] {
  return Array.from({ length: count }, (_, index) =>
    deriveSolanaKeypair(`latch:solana:dev-account:${index}`),
  )
}
