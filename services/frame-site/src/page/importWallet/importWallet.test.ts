// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { createManualClock } from '@latch/core'
import { entropyToMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { createDeviceShareStore } from '../../custody/index'
import { MIN_VISIBLE_MS } from '../confirmGate/seenGate'
import { createFrameHandler } from '../handler'
import { fakeAuth, fakeRecoveryPerson, fakeVault, memoryTokens } from '../test/fakes'
import { fakeVisibility } from '../test/fakeVisibility'
import { trustedClick, trustedTyping } from '../test/trusted'
import { createFrameUi } from '../ui'
import { createWalletSession } from '../wallet'

afterEach(() => {
  document.body.replaceChildren()
})

let databases = 0
const PHRASE = entropyToMnemonic(
  Uint8Array.from({ length: 32 }, (_, i) => 255 - i),
  wordlist,
)
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name)
const settle = () => new Promise((resolve) => setTimeout(resolve, 5))
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await settle()
  expect(check()).toBe(true)
}

/** The frame (handler, UI, wallet) on one device, against the fake auth server and vault. */
function frame() {
  const clock = createManualClock()
  const visibility = fakeVisibility()
  const auth = fakeAuth()
  const vault = fakeVault(auth)
  const wallet = createWalletSession({
    auth: auth.client,
    vault: vault.vault,
    deviceShares: createDeviceShareStore(`import-test-${++databases}`),
    tokens: memoryTokens(),
  })
  const handle = createFrameHandler({
    hostOrigin: 'https://app.example',
    auth: auth.client,
    wallet,
    rpc: async () => undefined,
    ui: createFrameUi(document, { clock, visibility: visibility.watch }),
    deviceId: () => 'device-1',
    chains: { evm: 1, solana: undefined },
    supportsEvmChain: () => true,
    supportsSolanaChain: () => false,
    sleep: async () => {},
    now: () => clock.now(),
  })
  const call = (type: string, payload?: unknown) =>
    handle(type as never, payload as never, { id: crypto.randomUUID(), approval: () => {} })
  /** Logs in; `importWallet` asks for the import form (the host's only say in it). */
  const login = async (importWallet?: true) => {
    await call('CONNECT_EMAIL', { email: 'ada@example.com' })
    return call('CONNECT_OTP', { otp: '123456', ...(importWallet && { importWallet }) })
  }
  const seen = () => {
    visibility.report(true)
    clock.advance(MIN_VISIBLE_MS)
  }
  return { auth, vault, wallet, call, login, seen, recover: fakeRecoveryPerson(vault) }
}

describe('importing a recovery phrase in the frame', () => {
  it('makes a new account’s wallet from the 24 words typed in the frame', async () => {
    const { call, login, seen } = frame()
    const loggedIn = login(true)
    await until(() => button('Import') !== undefined)
    const field = document.querySelector('textarea')!
    const status = () => document.querySelector('.status.error')?.textContent

    trustedTyping(field, PHRASE.split(' ').slice(0, 23).join(' '))
    seen()
    trustedClick(button('Import')!)
    expect(status()).toBe('Enter exactly 24 words.')
    trustedTyping(field, PHRASE.replace(/\S+$/, 'zoo'))
    trustedClick(button('Import')!)
    expect(status()).toBe(
      'These words are not a valid recovery phrase. Check each word and their order.',
    )

    trustedTyping(field, PHRASE)
    // A script's click (isTrusted false) imports nothing.
    button('Import')!.click()
    await settle()
    expect(document.querySelector('textarea')).not.toBeNull()
    trustedClick(button('Import')!)
    await loggedIn
    expect(field.value).toBe('')
    expect(document.querySelector('textarea')).toBeNull()
    const user = (await call('GET_USER', { chainId: 'eip155:1' })) as { address: string }
    expect(user.address).toBe(mnemonicToAccount(PHRASE).address)
  })

  it('refuses to import over a wallet the account has, and keeps that wallet (attack: replace it)', async () => {
    const { call, login, wallet } = frame()
    await login()
    const { address } = (await call('GET_USER', { chainId: 'eip155:1' })) as { address: string }
    await call('SIGN_OUT')

    await expect(login(true)).rejects.toThrow('This account already has a wallet')
    // No form was offered, and the session of that login ended.
    expect(document.querySelector('textarea')).toBeNull()
    expect(wallet.token).toBeUndefined()
    await login()
    expect(await call('GET_USER', { chainId: 'eip155:1' })).toMatchObject({ address })
    expect(address).not.toBe(mnemonicToAccount(PHRASE).address)
  })

  it('refuses it on a new device too, where only the servers hold the wallet', async () => {
    const first = frame()
    await first.login()
    // Another browser (no device share), same servers.
    const { auth, vault } = first
    const other = createWalletSession({
      auth: auth.client,
      vault: vault.vault,
      deviceShares: createDeviceShareStore(`import-test-${++databases}`),
      tokens: memoryTokens(),
    })
    const { sessionToken, user } = await auth.login()
    let asked = false
    await expect(
      other.loggedIn(sessionToken, user, first.recover.prompt, async () => {
        asked = true
        return new Uint8Array(32)
      }),
    ).rejects.toThrow('This account already has a wallet')
    expect(asked).toBe(false)
  })

  it('ends the login on Cancel, with nothing made', async () => {
    const { login, vault, auth } = frame()
    const loggedIn = login(true)
    await until(() => button('Cancel') !== undefined)
    button('Cancel')!.click()
    await expect(loggedIn).rejects.toThrow('Import cancelled')
    expect(vault.recovery).toBeUndefined()
    expect(auth.authShare).toBeUndefined()
  })
})
