import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { createSolanaSigner } from './solanaSigner'

describe('createSolanaSigner', () => {
  it('signs as @solana/web3.js does with the same seed', () => {
    const seed = crypto.getRandomValues(new Uint8Array(32))
    const signer = createSolanaSigner(seed)
    const keypair = Keypair.fromSeed(seed)
    expect(signer.publicKey).toEqual(keypair.publicKey.toBytes())
    const message = new TextEncoder().encode('hello')
    expect(signer.signMessage(message)).toEqual(
      ed25519.sign(message, keypair.secretKey.slice(0, 32)),
    )
  })

  it('keeps its own copy of the seed, which dispose() forgets', () => {
    const seed = crypto.getRandomValues(new Uint8Array(32))
    const signer = createSolanaSigner(seed)
    seed.fill(0) // the caller wiping its copy does not change the signer's key
    const signature = signer.signMessage(Uint8Array.of(1))
    expect(ed25519.verify(signature, Uint8Array.of(1), signer.publicKey)).toBe(true)
    signer.dispose()
    expect(() => signer.signTransaction(Uint8Array.of(1))).toThrow('disposed')
  })

  it('refuses a seed that is not 32 bytes, and input that is not bytes', () => {
    expect(() => createSolanaSigner(new Uint8Array(64))).toThrow('Expected a 32-byte ed25519 seed')
    const signer = createSolanaSigner(new Uint8Array(32).fill(7))
    expect(() => signer.signMessage('hello' as unknown as Uint8Array)).toThrow('Expected bytes')
  })
})
