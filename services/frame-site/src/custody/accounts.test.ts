import { mnemonicToSeedSync } from '@scure/bip39'
import { Keypair, PublicKey } from '@solana/web3.js'
import { HDKey as Slip10Key } from 'micro-key-producer/slip10.js'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  deriveAccounts,
  deriveKeys,
  deriveKeysFromSeed,
  evmAddressOf,
  SOLANA_PATH,
} from './accounts'
import { createSecret, mnemonicOf } from './secret'

const solanaAddress = (publicKey: Uint8Array) => new PublicKey(publicKey).toBase58()

// The Solana keypair at Phantom's first account, built with @solana/web3.js from a SLIP-10 seed.
const solanaKeypairOf = (phrase: string) =>
  Keypair.fromSeed(
    Slip10Key.fromMasterSeed(mnemonicToSeedSync(phrase)).derive(SOLANA_PATH).privateKey,
  )

describe('deriveAccounts', () => {
  // The all-zero 256-bit entropy, "abandon ×23 art": its addresses are published in many wallets'
  // test suites (MetaMask-style m/44'/60'/0'/0/0 and Phantom-style m/44'/501'/0'/0').
  it('derives the well-known addresses of the 24-word "abandon … art" phrase', () => {
    const accounts = deriveAccounts(new Uint8Array(32))
    expect(accounts.evm.address).toBe('0xF278cF59F82eDcf871d630F28EcC8056f25C1cdb')
    expect(solanaAddress(accounts.solana.publicKey)).toBe(
      '3Cy3YNTFywCmxoxt8n7UH6hg6dLo5uACowX3CFceaSnx',
    )
    expect(accounts.solana.address).toBe('3Cy3YNTFywCmxoxt8n7UH6hg6dLo5uACowX3CFceaSnx')
  })

  it('agrees with viem and @solana/web3.js on any entropy', () => {
    const entropy = createSecret()
    const phrase = mnemonicOf(entropy)
    const accounts = deriveAccounts(entropy)
    expect(accounts.evm.address).toBe(mnemonicToAccount(phrase).address)
    expect(accounts.solana.publicKey).toEqual(solanaKeypairOf(phrase).publicKey.toBytes())
    expect(accounts.solana.address).toBe(solanaKeypairOf(phrase).publicKey.toBase58())
  })

  it('refuses entropy that is not 32 bytes', () => {
    expect(() => deriveAccounts(new Uint8Array(16))).toThrow('Expected 32 bytes of entropy')
  })
})

describe('deriveKeysFromSeed', () => {
  // The 12-word "abandon … about" phrase is the usual vector; our entropy is 24 words, so this
  // checks the seed-to-keys half on its own.
  it('derives the well-known keys of the 12-word "abandon … about" phrase', () => {
    const phrase = `${'abandon '.repeat(11)}about`
    const keys = deriveKeysFromSeed(mnemonicToSeedSync(phrase))
    expect(evmAddressOf(keys.evmPrivateKey)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    expect(Keypair.fromSeed(keys.solanaSeed).publicKey.toBase58()).toBe(
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
    )
  })
})

describe('deriveKeys', () => {
  it('gives the private keys behind the accounts', () => {
    const keys = deriveKeys(new Uint8Array(32))
    expect(Buffer.from(keys.evmPrivateKey).toString('hex')).toBe(
      '1053fae1b3ac64f178bcc21026fd06a3f4544ec2f35338b001f02d1d8efa3d5f',
    )
    expect(keys.solanaSeed).toEqual(
      solanaKeypairOf(mnemonicOf(new Uint8Array(32))).secretKey.slice(0, 32),
    )
  })
})
