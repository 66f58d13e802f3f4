import { useState } from 'react'

/** Two hues derived from `seed` (an address): the same account always gets the same avatar. */
export function avatarHues(seed: string): [number, number] {
  let hash = 2166136261
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.toLowerCase().charCodeAt(i)
    hash = Math.imul(hash, 16777619) >>> 0
  }
  return [hash % 360, (hash >>> 9) % 360]
}

export interface AvatarProps {
  /** The profile image; when missing or broken, a gradient generated from `seed`. */
  src?: string
  seed: string
  size?: 'normal' | 'large'
}

/**
 * An account's avatar. Decorative: it always sits next to the account's name, which says who it
 * is, so assistive tech skips it.
 */
export function Avatar({ src, seed, size = 'normal' }: AvatarProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const className = size === 'large' ? 'latch-avatar latch-avatar--large' : 'latch-avatar'
  if (src && failed !== src) {
    return <img className={className} src={src} alt="" onError={() => setFailed(src)} />
  }
  const [from, to] = avatarHues(seed)
  return (
    <span
      className={className}
      aria-hidden="true"
      data-generated="true"
      style={{
        background: `radial-gradient(circle at 30% 25%, hsl(${from} 85% 72%), hsl(${to} 70% 45%))`,
      }}
    />
  )
}
