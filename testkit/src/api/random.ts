import { createHash } from 'node:crypto'

/** 32 bytes derived from the parts; the basis of every generated id and pixel. */
export function digest(...parts: (string | number)[]): Buffer {
  return createHash('sha256').update(parts.join('\u0000')).digest()
}

export function hexDigest(...parts: (string | number)[]): string {
  return digest(...parts).toString('hex')
}

/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on every
 * run and machine, which keeps generated fixtures stable.
 */
export function createRandom(seed: string) {
  let state = digest(seed).readUInt32LE(0)

  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  return {
    next,
    /** Integer in [0, max). */
    int(max: number): number {
      return Math.floor(next() * max)
    },
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]!
    },
    chance(probability: number): boolean {
      return next() < probability
    },
  }
}

/** A UUID-formatted id derived from the parts, for ids the real services give as UUIDs. */
export function uuidFrom(...parts: (string | number)[]): string {
  const hex = hexDigest(...parts)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
