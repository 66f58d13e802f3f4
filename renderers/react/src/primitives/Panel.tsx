import type { ReactNode } from 'react'

export interface PanelProps {
  /** A large image (wallet, network) or an icon. */
  image?: ReactNode
  title: string
  children?: ReactNode
  /** The buttons under the text. */
  actions?: ReactNode
}

/** A centred step of a flow: an image, a heading, a line of text, then its actions. */
export function Panel({ image, title, children, actions }: PanelProps) {
  return (
    <section className="latch-panel" aria-label={title}>
      {image}
      <h3 className="latch-panel__title">{title}</h3>
      {children}
      {actions && <div className="latch-panel__actions">{actions}</div>}
    </section>
  )
}
