import { useState } from 'react'

export interface ImageProps {
  src?: string
  /**
   * What the image shows, e.g. "MetaMask logo"; '' when it is decorative (inside a control that
   * is already named). The fallback shows the name's initials.
   */
  alt: string
  name: string
  size?: 'normal' | 'large'
}

/** A wallet, network or token image with alt text, falling back to initials when it fails. */
export function Image({ src, alt, name, size = 'normal' }: ImageProps) {
  const [failed, setFailed] = useState(false)
  const className = size === 'large' ? 'latch-img latch-img--large' : 'latch-img'
  if (!src || failed) {
    const initials = name
      .split(/\s+/)
      .map((word) => word[0])
      .join('')
      .slice(0, 2)
      .toUpperCase()
    return (
      // The initials are drawn by CSS: a picture, not text, for assistive tech and text queries.
      <span
        className={`${className} latch-img--initials`}
        data-initials={initials}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      />
    )
  }
  return (
    <img className={className} src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />
  )
}
