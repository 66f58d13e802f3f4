import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface ListItemProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  image?: ReactNode
  label: string
  /** A short tag on the right ("Installed", "Recent"). */
  tag?: string
  current?: boolean
}

/**
 * A row of a list (wallet, network): a button named by the text it shows, "MetaMask Installed".
 * The space between label and tag is real text, so the name is that text read as one line; the
 * image is decorative.
 */
export function ListItem({ image, label, tag, current, type = 'button', ...rest }: ListItemProps) {
  return (
    <button
      type={type}
      className="latch-item"
      aria-current={current ? 'true' : undefined}
      {...rest}
    >
      {image}
      <span className="latch-item__label">{label}</span>
      {tag && (
        <>
          {' '}
          <span className="latch-tag">{tag}</span>
        </>
      )}
    </button>
  )
}
