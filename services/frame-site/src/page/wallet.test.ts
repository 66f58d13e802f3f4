import 'fake-indexeddb/auto'
import { verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createDeviceShareStore, type DeviceShareStore } from '../custody/index'
import { fakeAuth, fakeRecoveryPerson, fakeVault, memoryTokens } from './test/fakes'
import { createWalletSession, type RecoveryPrompt, shareFromWire } from './wallet'

const stores: DeviceShareStore[] = []
let databases = 0
afterEach(() => {
  for (const store of stores.splice(0)) store.close()
})

/** One browser (its IndexedDB and its sessionStorage) against shared servers. */
function browser(auth: ReturnType<typeof fakeAuth>, vault: ReturnType<typeof fakeVault>) {
  const deviceShares = createDeviceShareStore(`wallet-test-${++databases}`)
  stores.push(deviceShares)
  const tokens = memoryTokens()
  return {
    deviceShares,
    tokens,
    vault,
    session: createWalletSession({ auth: auth.client, vault: vault.vault, deviceShares, tokens }),
  }
}

/** A login; a recovery, when one is needed, is confirmed with the vault's code (the fake's last). */
async function login(
  device: ReturnType<typeof browser>,
  auth: ReturnType<typeof fakeAuth>,
  prompt: RecoveryPrompt = fakeRecoveryPerson(device.vault).prompt,
) {
  const { sessionToken, user } = await auth.login()
  return device.session.loggedIn(sessionToken, user, prompt)
}

describe('the wallet session', () => {
  it('makes a new wallet on the first login: R in the vault, D here, A on the auth server, A last', async () => {
    const auth = fakeAuth()
    const vault = fakeVault(auth)
    const device = browser(auth, vault)
    const wallet = await login(device, auth)
    expect(wallet.evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(wallet.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const d = await device.deviceShares.get('user-1')
    const a = shareFromWire(auth.authShare!)
    const r = shareFromWire(vault.recovery!)
    expect([d?.index, a.index, r.index]).toEqual([1, 2, 3])
    expect([d?.version, a.version, r.version]).toEqual([1, 1, 1])
    expect(a.address).toBe(wallet.evmAddress)
    expect(auth.calls).toEqual(['putAuthShare v1'])
    // No share anywhere: nothing to recover, so the vault mailed no code.
    expect(vault.codes).toEqual([])
    const signature = await wallet.signer.evm.signMessage('hi')
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'hi', signature })).toBe(true)
  })

  it('on a known device combines D + A, writing nothing', async () => {
    const auth = fakeAuth()
    const vault = fakeVault(auth)
    const device = browser(auth, vault)
    const first = await login(device, auth)
    const again = createWalletSession({
      auth: auth.client,
      vault: vault.vault,
      deviceShares: device.deviceShares,
      tokens: memoryTokens(),
    })
    const { sessionToken, user } = await auth.login()
    const person = fakeRecoveryPerson(vault)
    expect((await again.loggedIn(sessionToken, user, person.prompt)).evmAddress).toBe(
      first.evmAddress,
    )
    expect(auth.calls).toEqual(['putAuthShare v1'])
    // D + A: no vault code asked.
    expect([vault.codes, person.shown]).toEqual([[], []])
  })

  it('on a new device recovers with A + R after the vault’s code, then re-splits under version 2 everywhere', async () => {
    const auth = fakeAuth()
    const vault = fakeVault(auth)
    const first = await login(browser(auth, vault), auth)
    const other = browser(auth, vault)
    // A wrong code is refused (the form stays for another try), then the mailed one releases R.
    const person = fakeRecoveryPerson(vault, { wrong: ['000000'] })
    const recovered = await login(other, auth, person.prompt)
    expect(person.shown).toEqual([
      { email: 'ada@example.com', resendInSeconds: 30, refused: ['Invalid code'] },
    ])
    expect(vault.codes).toHaveLength(1)
    expect(recovered.evmAddress).toBe(first.evmAddress)
    expect((await other.deviceShares.get('user-1'))?.version).toBe(2)
    expect([auth.authShare?.version, vault.recovery?.version]).toEqual([2, 2])
    // The first device's D (version 1) no longer pairs with A: it recovers again, to version 3.
    const third = browser(auth, vault)
    expect((await login(third, auth)).evmAddress).toBe(first.evmAddress)
    expect(auth.authShare?.version).toBe(3)
  })

  it('on a new device, Cancel at the code form ends the login: nothing written, no key', async () => {
    const auth = fakeAuth()
    const vault = fakeVault(auth)
    const first = await login(browser(auth, vault), auth)
    const other = browser(auth, vault)
    const person = fakeRecoveryPerson(vault, { cancel: true })
    await expect(login(other, auth, person.prompt)).rejects.toThrow('Recovery cancelled')
    expect(person.shown).toHaveLength(1)
    expect(await other.deviceShares.get('user-1')).toBeUndefined()
    expect(other.session.wallet).toBeUndefined()
    expect([auth.authShare?.version, vault.recovery?.version]).toEqual([1, 1])
    // The login ended with it: the session is signed out, so the next try is a fresh login.
    expect(other.tokens.value).toBeUndefined()
    expect(auth.calls.filter((call) => call.startsWith('signOut'))).toHaveLength(1)
    await expect(other.session.require()).rejects.toThrow('Not connected to email or social')
    // Tried again at once: the vault will not mail another code yet, the one mailed still works.
    vault.cooldown(21)
    const again = fakeRecoveryPerson(vault)
    expect((await login(other, auth, again.prompt)).evmAddress).toBe(first.evmAddress)
    expect(again.shown).toEqual([{ email: 'ada@example.com', resendInSeconds: 21, refused: [] }])
    expect(vault.codes).toHaveLength(1)
  })

  it('without a login under way (a session held, no D), never recovers: no code mailed', async () => {
    const auth = fakeAuth()
    const vault = fakeVault(auth)
    await login(browser(auth, vault), auth)
    const bare = browser(auth, vault)
    bare.tokens.set((await auth.login()).sessionToken)
    await expect(bare.session.require()).rejects.toThrow('Not connected to email or social')
    expect(await bare.session.isConnected()).toBe(false)
    expect(vault.codes).toEqual([])
  })

  it('a prompt that resolves without a confirmed code recovers nothing', async () => {
    const auth = fakeAuth()
    const vault = fakeVault(auth)
    await login(browser(auth, vault), auth)
    await expect(login(browser(auth, vault), auth, async () => {})).rejects.toThrow(
      'Recovery cancelled',
    )
  })

  it('a recovery whose re-split the vault refused writes nothing; the next login recovers again', async () => {
    const auth = fakeAuth()
    const vault = fakeVault(auth)
    const first = await login(browser(auth, vault), auth)
    const other = browser(auth, vault)
    vault.fail(true)
    await expect(login(other, auth)).rejects.toThrow('Server Error')
    // R v2 was refused: no D here, A and R still at 1.
    expect(await other.deviceShares.get('user-1')).toBeUndefined()
    expect([auth.authShare?.version, vault.recovery?.version]).toEqual([1, 1])
    vault.fail(false)
    // A v1 + R v1 again, after a second code.
    const again = await login(other, auth)
    expect(vault.codes).toHaveLength(2)
    expect(again.evmAddress).toBe(first.evmAddress)
    expect([auth.authShare?.version, vault.recovery?.version]).toEqual([2, 2])
    expect((await other.deviceShares.get('user-1'))?.version).toBe(2)
  })

  it('writes no device share until the vault kept R: a failed first write leaves nothing, the next login makes the wallet', async () => {
    const auth = fakeAuth()
    const vault = fakeVault(auth)
    const device = browser(auth, vault)
    vault.fail(true)
    await expect(login(device, auth)).rejects.toThrow('Server Error')
    // Nothing anywhere: no D left behind to block the next login.
    expect(await device.deviceShares.get('user-1')).toBeUndefined()
    expect([auth.authShare, vault.recovery]).toEqual([undefined, undefined])
    vault.fail(false)
    const wallet = await login(device, auth)
    expect([auth.authShare?.version, vault.recovery?.version]).toEqual([1, 1])
    expect((await device.deviceShares.get('user-1'))?.version).toBe(1)
    // No share existed to recover: no code was mailed, and the new wallet comes back on a new device.
    expect(vault.codes).toEqual([])
    expect((await login(browser(auth, vault), auth)).evmAddress).toBe(wallet.evmAddress)
  })

  it('is connected after a reload only when the session holds and D + A are here (no recovery)', async () => {
    const auth = fakeAuth()
    const vault = fakeVault(auth)
    const device = browser(auth, vault)
    const wallet = await login(device, auth)
    const reloaded = createWalletSession({
      auth: auth.client,
      vault: vault.vault,
      deviceShares: device.deviceShares,
      tokens: device.tokens,
    })
    expect(await reloaded.isConnected()).toBe(true)
    expect(reloaded.wallet?.evmAddress).toBe(wallet.evmAddress)

    // Another browser holding a session but no D: not silently (recovery takes the second code).
    const bare = browser(auth, vault)
    bare.tokens.set((await auth.login()).sessionToken)
    expect(await bare.session.isConnected()).toBe(false)
    expect(auth.calls).toEqual(['putAuthShare v1'])
  })

  it('splits again after an email change, so the vault keeps R under the new address', async () => {
    const auth = fakeAuth()
    const vault = fakeVault(auth)
    const device = browser(auth, vault)
    const wallet = await login(device, auth)
    await device.session.emailChanged('new@example.com')
    expect(device.session.wallet?.user.email).toBe('new@example.com')
    expect((await device.deviceShares.get('user-1'))?.version).toBe(2)
    expect([auth.authShare?.version, vault.recovery?.version]).toEqual([2, 2])
    // The key is the same: a new device recovers the same address from the new split.
    expect((await login(browser(auth, vault), auth)).evmAddress).toBe(wallet.evmAddress)
    expect(auth.authShare?.version).toBe(3)
  })

  it('signs out: revokes the token, forgets it and disposes the key', async () => {
    const auth = fakeAuth()
    const vault = fakeVault(auth)
    const device = browser(auth, vault)
    const wallet = await login(device, auth)
    const token = device.tokens.value
    await device.session.signOut()
    expect(auth.calls).toContain(`signOut ${token}`)
    expect(device.tokens.value).toBeUndefined()
    expect(device.session.wallet).toBeUndefined()
    await expect(wallet.signer.evm.signMessage('x')).rejects.toThrow('disposed')
    expect(await device.session.isConnected()).toBe(false)
    await expect(device.session.require()).rejects.toThrow('Not connected to email or social')
  })

  it('refuses to make a new wallet over shares that do not pair', async () => {
    const auth = fakeAuth()
    const vault = fakeVault(auth)
    await login(browser(auth, vault), auth)
    const stray = auth.authShare!
    // Only A is left, and alone it is nothing: a new wallet would lose the old one.
    const lonely = fakeAuth()
    lonely.authShare = stray
    await expect(login(browser(lonely, fakeVault(lonely)), lonely)).rejects.toThrow(
      'The wallet cannot be recovered on this device',
    )
  })
})
