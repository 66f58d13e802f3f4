import { ed25519 } from '@noble/curves/ed25519.js'

/** What the frame signs for Solana, with the key kept out of reach. */
export interface SolanaSigner {
  /** The 32-byte ed25519 public key (its base58 spelling is the Solana address). */
  readonly publicKey: Uint8Array
  /** The 64-byte ed25519 signature of `message` (signMessage, e.g. Sign In With Solana). */
  signMessage(message: Uint8Array): Uint8Array
  /**
   * The 64-byte signature of a transaction's message bytes (legacy or v0: what
   * `Transaction.serializeMessage()` / `VersionedTransaction.message.serialize()` give), to put in
   * the transaction's signature slot for this public key.
   */
  signTransaction(messageBytes: Uint8Array): Uint8Array
  /** Zeroes the key; later calls throw. */
  dispose(): void
}

/** A {@link SolanaSigner} over a copy of the 32-byte ed25519 seed (the caller keeps its own). */
export function createSolanaSigner(seed: Uint8Array): SolanaSigner {
  if (!(seed instanceof Uint8Array) || seed.length !== 32) {
    throw new TypeError('Expected a 32-byte ed25519 seed')
  }
  let key: Uint8Array | undefined = Uint8Array.from(seed)
  const sign = (bytes: Uint8Array) => {
    if (!key) throw new Error('This signer has been disposed')
    if (!(bytes instanceof Uint8Array)) throw new TypeError('Expected bytes to sign')
    return ed25519.sign(bytes, key)
  }
  return {
    publicKey: ed25519.getPublicKey(key),
    signMessage: sign,
    signTransaction: sign,
    dispose: () => {
      // Best effort: zeroing our copy is all JavaScript allows (see wipeKeys in accounts.ts).
      key?.fill(0)
      key = undefined
    },
  }
}
