import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createDeviceShareStore,
  DEVICE_SHARE_STORE,
  type DeviceShareStore,
} from './deviceShareStore'
import { createSecret } from './secret'
import { serializeShare, splitSecret } from './shares'

const stores: DeviceShareStore[] = []
let databases = 0
// A fresh database per test, closed afterwards.
const freshStore = () => {
  const name = `device-shares-test-${++databases}`
  const store = createDeviceShareStore(name)
  stores.push(store)
  return { name, store }
}
afterEach(() => {
  for (const store of stores.splice(0)) store.close()
})

// Writes `value` under `userId` straight into the store's database, as another version of the
// frame (or a damaged profile) might have left it.
const writeRaw = (name: string, userId: string, value: unknown) =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(name)
    request.onsuccess = () => {
      const db = request.result
      const transaction = db.transaction(DEVICE_SHARE_STORE, 'readwrite')
      transaction.objectStore(DEVICE_SHARE_STORE).put(value, userId)
      transaction.oncomplete = () => {
        db.close()
        resolve()
      }
      transaction.onerror = () => reject(transaction.error)
    }
    request.onerror = () => reject(request.error)
  })

const countRecords = (name: string) =>
  new Promise<number>((resolve, reject) => {
    const request = indexedDB.open(name)
    request.onsuccess = () => {
      const db = request.result
      const count = db.transaction(DEVICE_SHARE_STORE).objectStore(DEVICE_SHARE_STORE).count()
      count.onsuccess = () => {
        db.close()
        resolve(count.result)
      }
    }
    request.onerror = () => reject(request.error)
  })

describe('createDeviceShareStore', () => {
  it('keeps a device share per user: put, get, delete', async () => {
    const { store } = freshStore()
    const alice = await splitSecret(createSecret(), { version: 1 })
    const bob = await splitSecret(createSecret(), { version: 1 })
    expect(await store.get('alice')).toBeUndefined()

    await store.put('alice', alice.device)
    await store.put('bob', bob.device)
    expect(await store.get('alice')).toEqual(alice.device)
    expect(await store.get('bob')).toEqual(bob.device)

    await store.delete('alice')
    expect(await store.get('alice')).toBeUndefined()
    expect(await store.get('bob')).toEqual(bob.device)
  })

  it('replaces the share after a re-split', async () => {
    const { store } = freshStore()
    const entropy = createSecret()
    await store.put('alice', (await splitSecret(entropy, { version: 1 })).device)
    const resplit = await splitSecret(entropy, { version: 2 })
    await store.put('alice', resplit.device)
    expect(await store.get('alice')).toEqual(resplit.device)
  })

  it('outlives the connection: another store on the same database reads it', async () => {
    const { name, store } = freshStore()
    const { device } = await splitSecret(createSecret(), { version: 1 })
    await store.put('alice', device)
    store.close()
    const again = createDeviceShareStore(name)
    stores.push(again)
    expect(await again.get('alice')).toEqual(device)
  })

  it('keeps only device shares', async () => {
    const { store } = freshStore()
    const { auth, recovery } = await splitSecret(createSecret(), { version: 1 })
    await expect(store.put('alice', auth)).rejects.toThrow('Only the device share')
    await expect(store.put('alice', recovery)).rejects.toThrow('Only the device share')
    await expect(store.get('')).rejects.toThrow('Expected a user id')
  })

  it('treats a corrupt record as absent, and deletes it', async () => {
    const { name, store } = freshStore()
    const { device, auth } = await splitSecret(createSecret(), { version: 1 })
    await store.put('bob', device) // creates the database, and a record that must stay
    for (const corrupt of [
      'not a share',
      42,
      { version: 1, index: 1, bytes: [1, 2, 3] },
      device, // the object rather than its text
      serializeShare(auth), // a share, but not a device share
      serializeShare(device).slice(0, -2),
    ]) {
      await writeRaw(name, 'alice', corrupt)
      expect(await countRecords(name)).toBe(2)
      expect(await store.get('alice')).toBeUndefined()
      expect(await countRecords(name)).toBe(1)
    }
    expect(await store.get('bob')).toEqual(device)
  })
})
