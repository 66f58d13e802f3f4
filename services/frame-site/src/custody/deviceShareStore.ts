import { type KeyShare, readShare, SHARE_INDEX, serializeShare } from './shares'

/** The IndexedDB database the frame origin keeps device shares in, unless told another name. */
export const DEVICE_SHARE_DB = 'latch-custody'
/** Its one object store: serialized device shares, keyed by user id. */
export const DEVICE_SHARE_STORE = 'device-shares'

/** The device share of each user who logged in on this browser, in the frame origin's IndexedDB. */
export interface DeviceShareStore {
  /** The user's device share, or undefined; a stored record that is not one is deleted. */
  get(userId: string): Promise<KeyShare | undefined>
  /** Keeps `share` (a device share) for the user, replacing any older one. */
  put(userId: string, share: KeyShare): Promise<void>
  delete(userId: string): Promise<void>
  /** Closes the database connection (a later call opens it again). */
  close(): void
}

/**
 * The device-share store in database `name`. Shares are kept as their serialized text, and read
 * back through the same validation as any share from outside.
 */
export function createDeviceShareStore(name: string = DEVICE_SHARE_DB): DeviceShareStore {
  let opening: Promise<IDBDatabase> | undefined

  const open = () => {
    if (opening) return opening
    const attempt = new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(DEVICE_SHARE_STORE)
      request.onsuccess = () => {
        const db = request.result
        // Another tab upgrading or deleting the database: step aside, reopen on next use.
        db.onversionchange = () => {
          db.close()
          if (opening === attempt) opening = undefined
        }
        resolve(db)
      }
      request.onerror = () => reject(request.error)
    })
    opening = attempt
    attempt.catch(() => {
      if (opening === attempt) opening = undefined
    })
    return attempt
  }

  /** Runs `work` in one transaction; settles when the transaction has committed. */
  const transact = async <T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore, done: (value: T) => void) => void,
  ): Promise<T> => {
    const db = await open()
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(DEVICE_SHARE_STORE, mode)
      let result: T
      transaction.oncomplete = () => resolve(result)
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
      work(transaction.objectStore(DEVICE_SHARE_STORE), (value) => {
        result = value
      })
    })
  }

  return {
    get: async (userId) => {
      const key = checkUserId(userId)
      return transact<KeyShare | undefined>('readwrite', (store, done) => {
        const request = store.get(key)
        request.onsuccess = () => {
          if (request.result === undefined) return done(undefined)
          const share = readShare(request.result)
          if (share?.index === SHARE_INDEX.device) return done(share)
          // Not a device share (corrupt, or from an unknown format): as good as absent, and
          // removed in the same transaction so the next login simply makes a new one.
          store.delete(key)
          done(undefined)
        }
      })
    },
    put: async (userId, share) => {
      const key = checkUserId(userId)
      if (share?.index !== SHARE_INDEX.device) {
        throw new Error('Only the device share is kept on this device')
      }
      const text = serializeShare(share)
      await transact<void>('readwrite', (store) => {
        store.put(text, key)
      })
    },
    delete: async (userId) => {
      const key = checkUserId(userId)
      await transact<void>('readwrite', (store) => {
        store.delete(key)
      })
    },
    close: () => {
      const current = opening
      opening = undefined
      current?.then((db) => db.close()).catch(() => {})
    },
  }
}

function checkUserId(userId: string): string {
  if (typeof userId !== 'string' || userId === '') throw new TypeError('Expected a user id')
  return userId
}
