import type { SVGProps } from 'react'
import { iconBase as base } from './iconBase'

/** Decorative icons: the control that holds one carries the accessible name. */
export const CloseIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
)
export const BackIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" className="latch-icon--back" {...base} {...p}>
    <path d="m15 18-6-6 6-6" />
  </svg>
)
export const CopyIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...p}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </svg>
)
export const ExternalIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...p}>
    <path d="M14 4h6v6M20 4 10 14M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
)
export const WalletIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...p}>
    <rect x="3" y="6" width="18" height="13" rx="3" />
    <path d="M16 12.5h2M3 9h15a3 3 0 0 0-3-3" />
  </svg>
)
export const MailIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...p}>
    <rect x="3" y="5" width="18" height="14" rx="3" />
    <path d="m4 7 8 6 8-6" />
  </svg>
)
export const SearchIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base} {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
)
