import { combine } from 'shamir-secret-sharing'
import { describe, expect, it } from 'vitest'
import { deriveAccounts } from './accounts'
import { createSecret } from './secret'
import {
  combineShares,
  type KeyShare,
  parseShare,
  readShare,
  SHARE_INDEX,
  serializeShare,
  splitSecret,
} from './shares'

describe('splitSecret', () => {
  it('makes a device, an auth and a recovery share of one version, naming the wallet', async () => {
    const entropy = createSecret()
    const shares = await splitSecret(entropy, { version: 1 })
    const { address } = deriveAccounts(entropy).evm
    expect(shares.device).toMatchObject({ version: 1, index: SHARE_INDEX.device, address })
    expect(shares.auth).toMatchObject({ version: 1, index: SHARE_INDEX.auth, address })
    expect(shares.recovery).toMatchObject({ version: 1, index: SHARE_INDEX.recovery, address })
  })

  it('refuses a version that is not a positive integer', async () => {
    for (const version of [0, -1, 1.5, Number.NaN, 2 ** 32]) {
      await expect(splitSecret(createSecret(), { version })).rejects.toThrow()
    }
  })
})

describe('combineShares', () => {
  it('gives the entropy back from every pair of shares, in either order', async () => {
    const entropy = createSecret()
    const { device, auth, recovery } = await splitSecret(entropy, { version: 3 })
    for (const [a, b] of [
      [device, auth], // a known device logs in
      [auth, recovery], // a new device recovers
      [device, recovery],
    ] as const) {
      expect(await combineShares(a, b)).toEqual(entropy)
      expect(await combineShares(b, a)).toEqual(entropy)
    }
  })

  it('cannot work from a single share, which does not show the entropy', async () => {
    const entropy = createSecret()
    const { device } = await splitSecret(entropy, { version: 1 })
    await expect(combineShares(device, device)).rejects.toThrow(
      'Both key shares are the device share',
    )
    // The library itself refuses fewer than two shares.
    await expect(combine([device.bytes])).rejects.toThrow()
    // A share's bytes are a fresh random polynomial's value each split, unrelated to the entropy.
    const again = await splitSecret(entropy, { version: 1 })
    expect(device.bytes.subarray(0, 32)).not.toEqual(entropy)
    expect(again.device.bytes).not.toEqual(device.bytes)
  })

  it('refuses shares of different versions (splits)', async () => {
    const entropy = createSecret()
    const old = await splitSecret(entropy, { version: 1 })
    const fresh = await splitSecret(entropy, { version: 2 })
    await expect(combineShares(old.device, fresh.auth)).rejects.toThrow(
      'Key shares are from different splits (versions 1 and 2)',
    )
  })

  // shamir-secret-sharing has no integrity check: altered share bytes silently give a different
  // secret (or, when the x-coordinates collide, it throws). The address the shares carry turns
  // every such case into one error.
  it("throws 'Key shares do not match' for an altered share", async () => {
    const entropy = createSecret()
    const { device, auth } = await splitSecret(entropy, { version: 1 })
    const tampered = (share: KeyShare, at: number): KeyShare => {
      const bytes = Uint8Array.from(share.bytes)
      bytes[at]! ^= 0x01
      return { ...share, bytes }
    }
    // What the library alone does with an altered share: another secret, no error.
    const altered = tampered(device, 0)
    const silent = await combine([altered.bytes, auth.bytes])
    expect(silent).not.toEqual(entropy)
    await expect(combineShares(altered, auth)).rejects.toThrow('Key shares do not match')
    // Altered x-coordinate (the last byte; 1-255, random: moved to another valid one, never 0,
    // which is no share at all) and a copied x-coordinate.
    const movedX = Uint8Array.from(device.bytes)
    movedX[32] = (device.bytes[32]! % 255) + 1
    await expect(combineShares({ ...device, bytes: movedX }, auth)).rejects.toThrow(
      'Key shares do not match',
    )
    const sameX = Uint8Array.from(device.bytes)
    sameX[32] = auth.bytes[32]!
    await expect(combineShares({ ...device, bytes: sameX }, auth)).rejects.toThrow(
      'Key shares do not match',
    )
  })

  it("throws 'Key shares do not match' for shares of two wallets, or naming another wallet", async () => {
    const mine = await splitSecret(createSecret(), { version: 1 })
    const theirs = await splitSecret(createSecret(), { version: 1 })
    await expect(combineShares(mine.device, theirs.auth)).rejects.toThrow('Key shares do not match')
    const relabelled = { ...theirs.auth, address: mine.device.address }
    await expect(combineShares(mine.device, relabelled)).rejects.toThrow('Key shares do not match')
  })
})

describe('serializeShare / parseShare', () => {
  it('round-trips a share through opaque base64url text', async () => {
    const { recovery } = await splitSecret(createSecret(), { version: 7 })
    const text = serializeShare(recovery)
    expect(text).toMatch(/^[A-Za-z0-9_-]{79}$/)
    expect(parseShare(text)).toEqual(recovery)
  })

  it('parsed shares combine like the originals', async () => {
    const entropy = createSecret()
    const { device, auth } = await splitSecret(entropy, { version: 1 })
    const back = await combineShares(
      parseShare(serializeShare(device)),
      parseShare(serializeShare(auth)),
    )
    expect(back).toEqual(entropy)
  })

  it("refuses what is not a share: 'Not a key share'", async () => {
    const { device } = await splitSecret(createSecret(), { version: 1 })
    const text = serializeShare(device)
    const packed = Buffer.from(text, 'base64url')
    // The text with some bytes changed: format 0, version 1–4, index 5, address 6–25, share 26–58.
    const edited = (changes: Record<number, number>) => {
      const copy = Uint8Array.from(packed)
      for (const [at, value] of Object.entries(changes)) copy[Number(at)] = value
      return Buffer.from(copy).toString('base64url')
    }
    for (const bad of [
      undefined,
      42,
      '',
      text.slice(1),
      `${text}A`,
      `${text.slice(0, -1)}*`,
      edited({ 0: 2 }), // unknown format
      edited({ 1: 0, 2: 0, 3: 0, 4: 0 }), // version 0
      edited({ 5: 0 }), // unknown index
      edited({ 5: 4 }),
      edited({ 58: 0 }), // x-coordinate 0
    ]) {
      expect(readShare(bad)).toBeUndefined()
      expect(() => parseShare(bad)).toThrow('Not a key share')
    }
  })

  it('refuses to write a malformed share', () => {
    const share = { version: 1, index: 4, address: '0x', bytes: new Uint8Array(3) }
    expect(() => serializeShare(share as unknown as KeyShare)).toThrow('Not a key share')
  })
})
