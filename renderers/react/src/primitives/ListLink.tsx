import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { ExternalIcon } from './icons'

export interface ListLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  image?: ReactNode
  label: string
}

/**
 * A row that opens a page in a new tab (a wallet's site): a link named by its label, looking like
 * a list row, without giving the page a handle on this one (noopener noreferrer).
 */
export function ListLink({ href, image, label, ...rest }: ListLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="latch-item"
      aria-label={label}
      {...rest}
    >
      {image}
      <span className="latch-item__label">{label}</span>
      <ExternalIcon className="latch-item__icon" />
    </a>
  )
}
