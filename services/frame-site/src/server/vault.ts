/** A recovery share as the vault keeps it: the text the frame sent and its split's version. */
export interface VaultRecord {
  share: string
  version: number
}

/** Where the vault keeps one recovery share per user (the auth server's user id). */
export interface VaultStorage {
  get(userId: string): Promise<VaultRecord | undefined>
  set(userId: string, record: VaultRecord): Promise<void>
}

/** In memory: for tests and the local stack (a restart forgets every share). */
export function createMemoryVaultStorage(): VaultStorage {
  const records = new Map<string, VaultRecord>()
  return {
    get: async (userId) => records.get(userId),
    set: async (userId, record) => {
      records.set(userId, { ...record })
    },
  }
}
