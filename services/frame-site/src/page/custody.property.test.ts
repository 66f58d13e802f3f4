import 'fake-indexeddb/auto'
import { mnemonicToSeedSync } from '@scure/bip39'
import { Keypair } from '@solana/web3.js'
import fc from 'fast-check'
import { HDKey as Slip10Key } from 'micro-key-producer/slip10.js'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  combineShares,
  createDeviceShareStore,
  type DeviceShareStore,
  type KeyShare,
  mnemonicOf,
  serializeShare,
} from '../custody/index'
import { AuthError, type RecoveryVault, type StoredShare } from './authClient'
import { createEmailChange } from './emailChange'
import { FrameError } from './errors'
import { fakeAuth, fakeRecoveryPerson, fakeVault, memoryTokens } from './test/fakes'
import {
  createWalletSession,
  shareFromWire,
  shareToWire,
  type UnlockedWallet,
  type WalletSession,
} from './wallet'

// Deriving a wallet's accounts (BIP-39's 2,048 PBKDF2 rounds, then BIP-32 and SLIP-10) is nearly
// all of a sequence's time, paid on every split, combine and signer. So new wallets come from a
// pool of random secrets, handed out in turn (a sequence makes fewer wallets than the pool holds,
// so a wallet made over another is always a different one), and each secret's derivation runs
// once, for real, then is remembered. The frame's logic under test (shares, versions, recovery)
// runs unchanged; the derivation itself is checked against published vectors in accounts.test.ts
// and, here, against another implementation at the end of every sequence.
const SECRETS = vi.hoisted(() => 64)
vi.mock('../custody/secret', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../custody/secret')>()
  const pool = Array.from({ length: SECRETS }, () => actual.createSecret())
  let next = 0
  return { ...actual, createSecret: () => Uint8Array.from(pool[next++ % pool.length]!) }
})
vi.mock('../custody/accounts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../custody/accounts')>()
  const accounts = new Map<string, ReturnType<typeof actual.deriveAccounts>>()
  const keys = new Map<string, ReturnType<typeof actual.deriveKeys>>()
  const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
  return {
    ...actual,
    deriveAccounts: (entropy: Uint8Array) => {
      const key = hex(entropy)
      if (!accounts.has(key)) accounts.set(key, actual.deriveAccounts(entropy))
      return accounts.get(key)!
    },
    // Copies: the signer zeroes the keys it is given.
    deriveKeys: (entropy: Uint8Array) => {
      const key = hex(entropy)
      if (!keys.has(key)) keys.set(key, actual.deriveKeys(entropy))
      const { evmPrivateKey, solanaSeed } = keys.get(key)!
      return {
        evmPrivateKey: Uint8Array.from(evmPrivateKey),
        solanaSeed: Uint8Array.from(solanaSeed),
      }
    },
  }
})

/** Phantom's first Solana account of a phrase, derived apart from the frame: SLIP-10, web3.js. */
const solanaAddressOf = (phrase: string) =>
  Keypair.fromSeed(
    Slip10Key.fromMasterSeed(mnemonicToSeedSync(phrase)).derive("m/44'/501'/0'/0'").privateKey,
  ).publicKey.toBase58()

/** What another implementation derives from an exported phrase (once per phrase: see above). */
const restored = new Map<string, Addresses>()
const restore = (phrase: string): Addresses => {
  let addresses = restored.get(phrase)
  if (!addresses) {
    addresses = { evm: mnemonicToAccount(phrase).address, solana: solanaAddressOf(phrase) }
    restored.set(phrase, addresses)
  }
  return addresses
}

interface Addresses {
  evm: string
  solana: string
}

let databases = 0
const opened: DeviceShareStore[] = []
afterEach(() => {
  for (const store of opened.splice(0)) store.close()
})

/** One browser: its IndexedDB (the device share), its sessionStorage (the token), its page. */
interface Device {
  readonly database: string
  deviceShares: DeviceShareStore
  tokens: ReturnType<typeof memoryTokens>
  session: WalletSession
}

/** The servers (the fakes' share rules), the browsers, and the wallet's addresses once made. */
interface World {
  readonly auth: ReturnType<typeof fakeAuth>
  readonly vault: ReturnType<typeof fakeVault>
  /** The vault as the frame reaches it: R as a later package version would have stored it, when set. */
  readonly frameVault: RecoveryVault
  recoveryInFutureFormat: boolean
  readonly devices: Device[]
  addresses?: Addresses
  /** What went wrong outside a command's own result (a re-split failure only logged). */
  readonly logged: string[]
}

const USER_ID = 'user-1'

function newWorld(): World {
  const auth = fakeAuth({ id: USER_ID, email: 'ada@example.com' })
  const vault = fakeVault(auth)
  const world: World = {
    auth,
    vault,
    frameVault: {
      ...vault.vault,
      storeRecoveryShare: async (token, share) => {
        await vault.vault.storeRecoveryShare(token, share)
        // This package's split replaced the later version's R.
        world.recoveryInFutureFormat = false
      },
      releaseRecoveryShare: async (token, code) => {
        const released = await vault.vault.releaseRecoveryShare(token, code)
        return world.recoveryInFutureFormat ? inFutureFormat(shareFromWire(released)) : released
      },
    },
    recoveryInFutureFormat: false,
    devices: [],
    logged: [],
  }
  return world
}

function openPage(world: World, device: Omit<Device, 'session'> & { session?: WalletSession }) {
  opened.push(device.deviceShares)
  device.session = createWalletSession({
    auth: world.auth.client,
    vault: world.frameVault,
    deviceShares: device.deviceShares,
    tokens: device.tokens,
  })
  return device as Device
}

function newDevice(world: World): Device {
  const database = `custody-property-${++databases}`
  return openPage(world, {
    database,
    deviceShares: createDeviceShareStore(database),
    tokens: memoryTokens(),
  })
}

const deleteDatabase = (name: string) =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error)
  })

/** The share `stored` spells, or 'unreadable' when it is kept but cannot be read. */
const wireShare = (stored: StoredShare | undefined): KeyShare | 'unreadable' | undefined => {
  if (!stored) return undefined
  try {
    return shareFromWire(stored)
  } catch {
    return 'unreadable'
  }
}

/** The raw text kept in a device's IndexedDB (what `createDeviceShareStore` wrote). */
const storedDeviceText = (database: string) =>
  new Promise<string | undefined>((resolve, reject) => {
    const request = indexedDB.open(database, 1)
    request.onupgradeneeded = () => request.result.createObjectStore('device-shares')
    request.onsuccess = () => {
      const db = request.result
      const get = db.transaction('device-shares').objectStore('device-shares').get(USER_ID)
      get.onsuccess = () => {
        db.close()
        resolve(get.result as string | undefined)
      }
      get.onerror = () => reject(get.error)
    }
    request.onerror = () => reject(request.error)
  })

/** Writes `text` as the device's stored D, as `createDeviceShareStore` keeps it (base64url). */
const putStoredDeviceText = (database: string, text: string) =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(database, 1)
    request.onupgradeneeded = () => request.result.createObjectStore('device-shares')
    request.onsuccess = () => {
      const db = request.result
      const transaction = db.transaction('device-shares', 'readwrite')
      transaction.objectStore('device-shares').put(text, USER_ID)
      transaction.oncomplete = () => {
        db.close()
        resolve()
      }
      transaction.onerror = () => reject(transaction.error)
    }
    request.onerror = () => reject(request.error)
  })

/** A share as a later package version might write it: format byte 2, the rest unchanged. */
function inFutureFormat(share: KeyShare): StoredShare {
  const wire = shareToWire(share)
  const bytes = Buffer.from(wire.share, 'base64')
  bytes[0] = 2
  return { ...wire, share: bytes.toString('base64') }
}

/** Rewrites a server's share (same split) as a later package version would have stored it. */
function inAFutureFormat(world: World, kept: 'authShare' | 'recovery') {
  if (kept === 'recovery') {
    if (world.vault.recovery) world.recoveryInFutureFormat = true
    return
  }
  const share = wireShare(world.auth.authShare)
  if (typeof share === 'object') world.auth.authShare = inFutureFormat(share)
}

/** Whether some server keeps a share this package cannot read (only then may a login refuse). */
const serversHoldUnreadable = (world: World) =>
  wireShare(world.auth.authShare) === 'unreadable' || world.recoveryInFutureFormat

/** The only refusals allowed: clear words, and only while a share is unreadable here. */
const CLEAR_REFUSALS = [
  'The wallet cannot be recovered on this device',
  'A key share is in a format this version cannot read',
]

/** The wallet a command produced must be the one the email has had since its first login. */
function sameWallet(world: World, wallet: UnlockedWallet) {
  const got = { evm: wallet.evmAddress, solana: wallet.solanaAddress }
  world.addresses ??= got
  expect(got).toEqual(world.addresses)
}

/**
 * After every command: every readable share anywhere (A, R, each device's D) belongs to the
 * wallet's address: a new wallet silently written over the old would show here first.
 */
async function everyShareNamesTheWallet(world: World) {
  const shares = [wireShare(world.auth.authShare), wireShare(world.vault.recovery)]
  for (const device of world.devices) shares.push(await device.deviceShares.get(USER_ID))
  // The fake vault keeps R as this package wrote it (its future form is only what it releases).
  for (const share of shares) {
    if (share === undefined || share === 'unreadable') continue
    expect(share.address).toBe(world.addresses?.evm)
  }
  expect(world.logged).toEqual([])
}

type Model = { devices: number }
type Command = fc.AsyncCommand<Model, World>

/** A command on one device (its index taken modulo the devices there are). */
const onDevice = (
  name: string,
  index: number,
  run: (world: World, device: Device) => Promise<void>,
): Command => ({
  check: (model) => model.devices > 0,
  run: async (model, world) => {
    const device = world.devices[index % model.devices]!
    await run(world, device)
    await everyShareNamesTheWallet(world)
  },
  toString: () => `${name}(device ${index})`,
})

/** A login on the device; when it needs the vault's code, the person types `wrong` first. */
const login = (index: number, wrongFirst: boolean) =>
  onDevice(wrongFirst ? 'loginTypingAWrongCodeFirst' : 'login', index, async (world, device) => {
    const mayRefuse = serversHoldUnreadable(world)
    const { sessionToken, user } = await world.auth.login()
    const person = fakeRecoveryPerson(world.vault, { wrong: wrongFirst ? ['000000'] : [] })
    try {
      sameWallet(world, await device.session.loggedIn(sessionToken, user, person.prompt))
    } catch (error) {
      if (!mayRefuse || !(error instanceof FrameError)) throw error
      expect(CLEAR_REFUSALS).toContain(error.message)
    }
  })

const commands = [
  fc.constant<Command>({
    check: (model) => model.devices < 4,
    run: async (model, world) => {
      world.devices.push(newDevice(world))
      model.devices++
    },
    toString: () => 'newDevice',
  }),
  fc.nat(3).chain((index) => fc.boolean().map((wrong) => login(index, wrong))),
  // Safari's 7-day rule (or the person) clears the frame origin's storage: D and the token gone.
  fc.nat(3).map((index) =>
    onDevice('clearStorage', index, async (world, device) => {
      device.deviceShares.close()
      await deleteDatabase(device.database)
      Object.assign(device, {
        deviceShares: createDeviceShareStore(device.database),
        tokens: memoryTokens(),
      })
      openPage(world, device)
    }),
  ),
  // A new page load, as after an upgrade of the package: fresh code reads what the last wrote.
  fc.nat(3).map((index) =>
    onDevice('reloadWithNewCode', index, async (world, device) => {
      const text = await storedDeviceText(device.database)
      device.deviceShares.close()
      device.deviceShares = createDeviceShareStore(device.database)
      openPage(world, device)
      const kept = await device.deviceShares.get(USER_ID)
      // What the last page wrote, the next reads: D survives the reload byte for byte.
      if (text !== undefined) expect(kept && serializeShare(kept)).toBe(text)
      if (await device.session.isConnected()) sameWallet(world, await device.session.require())
    }),
  ),
  fc.nat(3).map((index) =>
    onDevice('resplit', index, async (_world, device) => {
      const wallet = device.session.wallet
      if (wallet) await device.session.emailChanged(wallet.user.email)
    }),
  ),
  fc.nat(3).map((index) =>
    onDevice('emailChange', index, async (world, device) => {
      const wallet = device.session.wallet
      const token = device.session.token
      if (!wallet || !token) return
      const change = createEmailChange({
        auth: world.auth.client,
        wallet: device.session,
        token,
        currentEmail: wallet.user.email,
        newEmail: 'new@example.com',
        log: (line) => world.logged.push(line),
      })
      await change.sendCurrentCode()
      await change.confirmCurrent('111111')
      await change.confirmNew('222222')
      sameWallet(world, device.session.wallet!)
    }),
  ),
  fc.nat(3).map((index) =>
    onDevice('signOut', index, async (_world, device) => {
      await device.session.signOut()
    }),
  ),
  // A later package version's share on a server (then a roll-back to this one): unreadable here.
  fc.constantFrom('authShare' as const, 'recovery' as const).map(
    (kept): Command => ({
      check: () => true,
      run: async (_model, world) => {
        inAFutureFormat(world, kept)
      },
      toString: () => `${kept}InAFutureFormat`,
    }),
  ),
  // The same on a device: its D as a later version wrote it (dropped here, then a recovery).
  fc.nat(3).map((index) =>
    onDevice('deviceShareInAFutureFormat', index, async (_world, device) => {
      const kept = await device.deviceShares.get(USER_ID)
      if (!kept) return
      const future = Buffer.from(inFutureFormat(kept).share, 'base64').toString('base64url')
      await putStoredDeviceText(device.database, future)
      expect(await device.deviceShares.get(USER_ID)).toBeUndefined()
      // Gone for good (the store dropped it), so this device recovers with the vault's code.
      expect(await storedDeviceText(device.database)).toBeUndefined()
    }),
  ),
]

/**
 * After a sequence: any two readable shares of one split give back the wallet, and its exported
 * phrase restores both addresses in another implementation.
 */
async function phraseRestoresTheWallet(world: World) {
  if (!world.addresses) return
  const shares = [
    wireShare(world.auth.authShare),
    world.recoveryInFutureFormat ? 'unreadable' : wireShare(world.vault.recovery),
  ]
  for (const device of world.devices) shares.push(await device.deviceShares.get(USER_ID))
  const readable = shares.filter((share): share is KeyShare => typeof share === 'object')
  const newest = Math.max(...readable.map((share) => share.version))
  const pair = readable.filter((share) => share.version === newest)
  if (pair.length < 2) {
    // Only a share this version cannot read keeps the pair apart (a roll-back), never a loss.
    expect(serversHoldUnreadable(world)).toBe(true)
    return
  }
  const entropy = await combineShares(pair[0]!, pair[1]!)
  const phrase = mnemonicOf(entropy)
  entropy.fill(0)
  expect(restore(phrase)).toEqual(world.addresses)
}

const MAX_COMMANDS = 12

describe('custody that lasts (property)', () => {
  it('the independent Solana derivation gives Phantom’s published first account', () => {
    const phrase = `${'abandon '.repeat(11)}about`
    expect(solanaAddressOf(phrase)).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
    expect(mnemonicToAccount(phrase).address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
  })

  it('1,000 random lives of one email: the same EVM and Solana addresses, or a clear refusal', async () => {
    // Each wallet a sequence makes is another secret (see the pool above).
    expect(SECRETS).toBeGreaterThan(MAX_COMMANDS + 1)
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: MAX_COMMANDS }), async (sequence) => {
        const world = newWorld()
        try {
          // Every life starts with a first login on a first device.
          world.devices.push(newDevice(world))
          await login(0, false).run({ devices: 1 }, world)
          await fc.asyncModelRun(() => ({ model: { devices: 1 }, real: world }), sequence)
          await phraseRestoresTheWallet(world)
        } finally {
          for (const device of world.devices) device.deviceShares.close()
          await Promise.all(world.devices.map((device) => deleteDatabase(device.database)))
        }
      }),
      { numRuns: 1_000 },
    )
  }, 120_000)
})

describe('stored formats across versions', () => {
  it('a device share of split N is still read after a split N+1 elsewhere, and recovers the same wallet', async () => {
    const world = newWorld()
    const [first, second] = [newDevice(world), newDevice(world)]
    world.devices.push(first, second)
    await login(0, false).run({ devices: 2 }, world)
    await login(1, false).run({ devices: 2 }, world) // a recovery: split 2
    const old = await first.deviceShares.get(USER_ID)
    expect(old?.version).toBe(1)
    await second.session.emailChanged('ada@example.com') // split 3
    expect(wireShare(world.auth.authShare)).toMatchObject({ version: 3 })
    // The old D is read (not dropped as unknown), pairs with nothing of split 3, so a recovery.
    await login(0, false).run({ devices: 2 }, world)
    expect((await first.deviceShares.get(USER_ID))?.version).toBe(4)
    expect(world.vault.codes).toHaveLength(2)
  })

  // Before: an unreadable A counted as no A, so with R gone too (a memory vault restarted) a login
  // made a new wallet (its A refused as stale, its R and D kept), and the next login re-split
  // that new wallet over the old A: the email's addresses silently replaced.
  it('never makes a new wallet over an unreadable A when the vault lost R (a memory vault restarted)', async () => {
    const world = newWorld()
    world.devices.push(newDevice(world))
    await login(0, false).run({ devices: 1 }, world)
    inAFutureFormat(world, 'authShare')
    const restarted = fakeVault(world.auth)
    const deviceShares = createDeviceShareStore(`custody-property-${++databases}`)
    opened.push(deviceShares)
    const browser = createWalletSession({
      auth: world.auth.client,
      vault: restarted.vault,
      deviceShares,
      tokens: memoryTokens(),
    })
    const outcomes: string[] = []
    for (let attempt = 0; attempt < 2; attempt++) {
      const { sessionToken, user } = await world.auth.login()
      await browser.loggedIn(sessionToken, user, fakeRecoveryPerson(restarted).prompt).then(
        (wallet) => outcomes.push(`a wallet at ${wallet.evmAddress}`),
        (error: Error) => outcomes.push(error.message),
      )
    }
    expect(outcomes).toEqual(Array(2).fill('A key share is in a format this version cannot read'))
    expect([restarted.recovery, await deviceShares.get(USER_ID)]).toEqual([undefined, undefined])
    expect(wireShare(world.auth.authShare)).toBe('unreadable')
  })

  it('refuses clearly, and makes no new wallet, when the servers hold shares of an unknown format', async () => {
    const world = newWorld()
    const device = newDevice(world)
    world.devices.push(device)
    await login(0, false).run({ devices: 1 }, world)
    inAFutureFormat(world, 'authShare')
    inAFutureFormat(world, 'recovery')
    const stranger = newDevice(world)
    const { sessionToken, user } = await world.auth.login()
    const refused = await stranger.session
      .loggedIn(sessionToken, user, fakeRecoveryPerson(world.vault).prompt)
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(FrameError)
    expect(refused).not.toBeInstanceOf(AuthError)
    expect((refused as Error).message).toBe('A key share is in a format this version cannot read')
    // Nothing written: no D here, the servers' shares as they were (no new wallet over them).
    expect(await stranger.deviceShares.get(USER_ID)).toBeUndefined()
    expect(world.auth.calls.filter((call) => call.startsWith('putAuthShare'))).toEqual([
      'putAuthShare v1',
    ])
    expect(wireShare(world.auth.authShare)).toBe('unreadable')
    expect(wireShare(world.vault.recovery)).toMatchObject({ version: 1 })
  })
})

describe('splits from more than one device', () => {
  // Storage partitioning (and Safari's 7-day rule) in practice: the frame's IndexedDB is keyed by
  // the host site, so each site is a device of its own. A recovery re-splits, which leaves every
  // other site's D one split behind: switching sites costs a vault code each time, not once.
  it('two host sites (partitioned storage) used in turn: every switch is a recovery, same wallet', async () => {
    const world = newWorld()
    world.devices.push(newDevice(world), newDevice(world))
    await login(0, false).run({ devices: 2 }, world)
    for (let visit = 1; visit <= 4; visit++) {
      // The other site's page, reloaded: its D is a split behind, so it is signed out.
      const site = world.devices[visit % 2]!
      if (site.session.token) {
        openPage(world, site)
        expect(await site.session.isConnected()).toBe(false)
      }
      await login(visit % 2, false).run({ devices: 2 }, world)
      expect(world.vault.codes).toHaveLength(visit)
    }
    expect(wireShare(world.auth.authShare)).toMatchObject({ version: 5 })
  })

  it('a tab unlocked before another device recovered still re-splits: R follows its email change', async () => {
    const world = newWorld()
    world.devices.push(newDevice(world), newDevice(world))
    await login(0, false).run({ devices: 2 }, world)
    await login(1, false).run({ devices: 2 }, world) // a recovery there: split 2
    const [tab] = world.devices
    const change = createEmailChange({
      auth: world.auth.client,
      wallet: tab!.session,
      token: tab!.session.token!,
      currentEmail: 'ada@example.com',
      newEmail: 'new@example.com',
      log: (line) => world.logged.push(line),
    })
    await change.sendCurrentCode()
    await change.confirmCurrent('111111')
    await change.confirmNew('222222')
    // Split 3 from the tab (its own key was split 1): not refused as stale, nothing only logged.
    expect(world.logged).toEqual([])
    expect(wireShare(world.vault.recovery)).toMatchObject({ version: 3 })
    expect(wireShare(world.auth.authShare)).toMatchObject({ version: 3 })
    expect((await tab!.deviceShares.get(USER_ID))?.version).toBe(3)
  })

  it('a re-split goes above a kept share this version cannot read (its version is on the wire)', async () => {
    // Found by the property: [newDevice, login(device 1), authShareInAFutureFormat, resplit(device 0)].
    const world = newWorld()
    world.devices.push(newDevice(world), newDevice(world))
    await login(0, false).run({ devices: 2 }, world)
    await login(1, false).run({ devices: 2 }, world) // a recovery there: split 2
    inAFutureFormat(world, 'authShare')
    const [tab] = world.devices
    await tab!.session.emailChanged('ada@example.com')
    expect(wireShare(world.auth.authShare)).toMatchObject({ version: 3 })
    expect(wireShare(world.vault.recovery)).toMatchObject({ version: 3 })
  })
})
