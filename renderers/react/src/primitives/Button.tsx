import type { ButtonHTMLAttributes } from 'react'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger'
  block?: boolean
}

export function Button({
  variant = 'primary',
  block,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['latch-btn', `latch-btn--${variant}`, block && 'latch-btn--block', className]
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />
}
