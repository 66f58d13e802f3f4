import { type Address, getAddress } from 'viem'

/** A registered name, shaped like the profile API's answer. */
export interface NameRecord {
  name: string
  /** Unix seconds. */
  registered: number
  updated: number
  /** By ENSIP-11 coin type (as a decimal string). */
  addresses: Record<string, { address: Address; created: string }>
  attributes: Record<string, string>[]
}

export interface Names {
  /** Looks up a full name (`alice.reown.id`), case-insensitively. */
  lookup(name: string): NameRecord | undefined
  /** Every name with this address under any coin type. */
  reverse(address: string): NameRecord[]
  all(): NameRecord[]
  clear(): void
}

export interface NameRegistry extends Names {
  /** Adds a name; returns false if it is taken. Signatures are checked by the route. */
  register(input: {
    name: string
    coinType: number
    address: Address
    attributes: Record<string, string>
    now: Date
  }): NameRecord | undefined
}

/** ENSIP-11: an EVM chain's coin type is `0x80000000 | chainId`; chain ids ≥ 2^31 are invalid. */
export function evmChainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= 0x80000000) {
    throw new RangeError(`Invalid chain id for a name coin type: ${chainId}`)
  }
  return (0x80000000 | chainId) >>> 0
}

export function createNameRegistry(): NameRegistry {
  const byName = new Map<string, NameRecord>()
  return {
    lookup(name) {
      const record = byName.get(name.toLowerCase())
      return record && structuredClone(record)
    },
    reverse(address) {
      const wanted = address.toLowerCase()
      return [...byName.values()]
        .filter((record) =>
          Object.values(record.addresses).some((entry) => entry.address.toLowerCase() === wanted),
        )
        .map((record) => structuredClone(record))
    },
    all() {
      return [...byName.values()].map((record) => structuredClone(record))
    },
    clear() {
      byName.clear()
    },
    register({ name, coinType, address, attributes, now }) {
      const key = name.toLowerCase()
      if (byName.has(key)) return undefined
      const seconds = Math.floor(now.getTime() / 1000)
      const record: NameRecord = {
        name: key,
        registered: seconds,
        updated: seconds,
        addresses: {
          [String(coinType)]: { address: getAddress(address), created: String(seconds) },
        },
        attributes: Object.keys(attributes).length > 0 ? [attributes] : [],
      }
      byName.set(key, record)
      return structuredClone(record)
    },
  }
}
