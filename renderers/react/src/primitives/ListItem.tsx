import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface ListItemProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  image?: ReactNode
  label: string
  /** A short tag on the right ("Installed", "Recent"). */
  tag?: string
  current?: boolean
}

/**
 * A row of a list (wallet, network): a button named by its label and tag ("MetaMask (Installed)";
 * inline text would otherwise run together), its image decorative.
 */
export function ListItem({ image, label, tag, current, type = 'button', ...rest }: ListItemProps) {
  return (
    <button
      type={type}
      className="latch-item"
      aria-label={tag ? `${label} (${tag})` : label}
      aria-current={current ? 'true' : undefined}
      {...rest}
    >
      {image}
      <span className="latch-item__label">{label}</span>
      {tag && <span className="latch-tag">{tag}</span>}
    </button>
  )
}
