import type { ReactNode } from 'react'

/** An error shown in place, announced as it appears (role alert). The text is the spec's message. */
export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p className="latch-error latch-center" role="alert">
      {children}
    </p>
  )
}
