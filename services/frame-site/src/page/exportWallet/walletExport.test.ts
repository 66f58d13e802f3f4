import 'fake-indexeddb/auto'
import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { HDKey } from 'micro-key-producer/slip10.js'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { loggedInWallet as loggedIn } from '../test/loggedInWallet'

describe('exporting the recovery phrase (the steps the frame drives)', () => {
  it('gives the 24 words after a code mailed for this export; they restore the same accounts elsewhere', async () => {
    const { vault, wallet, unlocked } = await loggedIn()
    const asked: unknown[] = []
    const request = vault.vault.requestRecoveryCode
    vault.vault.requestRecoveryCode = (token, purpose) => {
      asked.push(purpose)
      return request(token, purpose)
    }
    const steps = wallet.exportSteps()
    expect(steps.email).toBe('ada@example.com')
    expect(await steps.sendCode()).toBe(30)
    // The vault's mail says what the code is for: showing the phrase, not a device recovering.
    expect(asked).toEqual(['export'])
    await steps.confirm(vault.codes.at(-1)!)
    const words = steps.reveal()
    expect(words).toHaveLength(24)
    const phrase = words.join(' ')
    expect(validateMnemonic(phrase, wordlist)).toBe(true)

    // EVM: viem's own BIP-32 path m/44'/60'/0'/0/0 (MetaMask's first account).
    expect(mnemonicToAccount(phrase).address).toBe(unlocked.evmAddress)
    // Solana: SLIP-10 ed25519 at m/44'/501'/0'/0' (Phantom's), the key pair made by the platform's
    // Web Crypto Ed25519 through @solana/kit.
    const seed = HDKey.fromMasterSeed(mnemonicToSeedSync(phrase)).derive("m/44'/501'/0'/0'")
    const signer = await createKeyPairSignerFromPrivateKeyBytes(seed.privateKey)
    expect(signer.address).toBe(unlocked.solanaAddress)
  })

  it('refuses a code mailed before the export started (attack: a code from an earlier mail)', async () => {
    const { vault, wallet, token } = await loggedIn()
    // A code the vault mailed before (a recovery on another device, or one the person forwarded).
    await vault.vault.requestRecoveryCode(token)
    const earlier = vault.codes.at(-1)!
    const steps = wallet.exportSteps()

    // Typed before any code was asked for this export: not even sent to the vault.
    await expect(steps.confirm(earlier)).rejects.toThrow('Send a code first')
    expect(() => steps.reveal()).toThrow('Confirm with a code first')

    // The export's own code replaces it at the vault: the earlier one no longer works.
    await steps.sendCode()
    expect(vault.codes.at(-1)).not.toBe(earlier)
    await expect(steps.confirm(earlier)).rejects.toThrow('Invalid code')
    expect(() => steps.reveal()).toThrow('Confirm with a code first')
    await steps.confirm(vault.codes.at(-1)!)
    expect(steps.reveal()).toHaveLength(24)
  })

  it('refuses a code while the vault will not mail a fresh one yet (its cooldown)', async () => {
    const { vault, wallet, token } = await loggedIn()
    await vault.vault.requestRecoveryCode(token)
    const earlier = vault.codes.at(-1)!
    vault.cooldown(20)
    const steps = wallet.exportSteps()
    await expect(steps.sendCode()).rejects.toThrow('Please try again after 20 seconds')
    // The code that is still live at the vault was not mailed for this export.
    await expect(steps.confirm(earlier)).rejects.toThrow('Send a code first')
  })

  it('shows the words once per code, and not at all once the key is gone', async () => {
    const { vault, wallet } = await loggedIn()
    const steps = wallet.exportSteps()
    await steps.sendCode()
    await steps.confirm(vault.codes.at(-1)!)
    steps.reveal()
    expect(() => steps.reveal()).toThrow('Confirm with a code first')
    await expect(steps.sendCode()).rejects.toThrow('The code was already used')

    const next = wallet.exportSteps()
    await next.sendCode()
    await next.confirm(vault.codes.at(-1)!)
    await wallet.signOut()
    expect(() => next.reveal()).toThrow('Not connected')
    expect(() => wallet.exportSteps()).toThrow('Not connected')
  })
})
