import type { ReactNode } from 'react'
import { ListItem, type ListItemProps } from './ListItem'

const iconBox = { display: 'grid', placeItems: 'center' } as const

/** A list row whose image is one of the UI's icons ("All wallets", "Continue with email"). */
export function IconItem({ icon, ...rest }: Omit<ListItemProps, 'image'> & { icon: ReactNode }) {
  return (
    <ListItem
      image={
        <span className="latch-img" aria-hidden="true" style={iconBox}>
          {icon}
        </span>
      }
      {...rest}
    />
  )
}
