import type { ReactNode } from 'react'
import * as React from 'react'

type ActivityComponent = React.ComponentType<{ mode: 'visible' | 'hidden'; children?: ReactNode }>

/**
 * React's `Activity` where this React has it: 19.2 and later, and `unstable_Activity` in the
 * canary builds a framework may bundle (Next.js 15's App Router). Looked up at run time: a named
 * import of an export a React lacks fails the build in some bundlers.
 */
const Activity = ['Activity', 'unstable_Activity']
  .map((name) => (React as unknown as Record<string, ActivityComponent | undefined>)[name])
  .find((component) => component !== undefined)

/**
 * Its children rendered hidden while closed, effects off, so opening only reveals them (React's
 * `Activity`); on a React without it (18, 19.0, 19.1), rendered only while open.
 */
export function HiddenWhileClosed({ open, children }: { open: boolean; children: ReactNode }) {
  if (Activity) return <Activity mode={open ? 'visible' : 'hidden'}>{children}</Activity>
  return open ? children : null
}
