import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Tooltip } from './Tooltip'

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name, also shown as a tooltip. Required: an icon alone says nothing. */
  label: string
  children: ReactNode
}

export function IconButton({ label, children, type = 'button', ...rest }: IconButtonProps) {
  return (
    <Tooltip label={label}>
      <button type={type} className="latch-icon-btn" aria-label={label} {...rest}>
        {children}
      </button>
    </Tooltip>
  )
}
