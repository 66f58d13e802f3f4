import type { SVGProps } from 'react'
import { iconBase as base } from './iconBase'

// Its own module: the toasts (first paint) need only this icon, the views the others.
/** Decorative, like every icon: the control or message that holds it carries the meaning. */
export const CheckIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...p}>
    <path d="m5 12 5 5 9-10" />
  </svg>
)
