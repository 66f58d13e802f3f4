import type { ViewDeclaration } from '@latch/core/plugin'

/**
 * The send plugin's views: the send form and the address to receive at. Their screens come with `@latch/send/react`; declared here, the core's modal and router
 * take them.
 */
export const sendViewDeclarations = {
  Send: {},
  Receive: {},
} as const satisfies Record<string, ViewDeclaration>

declare module '@latch/core' {
  interface LatchViews {
    Send: true
    Receive: true
  }
}
