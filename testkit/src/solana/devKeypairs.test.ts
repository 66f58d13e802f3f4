import { Keypair } from '@solana/web3.js'
import { expect, it } from 'vitest'
import { deriveSolanaDevAccounts, deriveSolanaKeypair } from './devKeypairs'

it('derives the same web3.js-compatible keypairs every time', () => {
  const [first, second] = deriveSolanaDevAccounts(2)
  // Pinned: demos and docs may name this address.
  expect(first!.publicKey).toBe('BY6CZz6EAkxF3312euv7voeBNUmxypKDcRk52H4EgZA7')
  expect(second!.publicKey).not.toBe(first!.publicKey)
  expect(Keypair.fromSecretKey(first!.secretKey).publicKey.toBase58()).toBe(first!.publicKey)
  expect(deriveSolanaKeypair('latch:solana:dev-account:1')).toEqual(second)
})

it('hands out copies of secret keys', () => {
  const keypair = deriveSolanaKeypair('latch:solana:dev-account:0')
  keypair.secretKey.fill(0)
  expect(deriveSolanaKeypair('latch:solana:dev-account:0').secretKey.some(Boolean)).toBe(true)
})
