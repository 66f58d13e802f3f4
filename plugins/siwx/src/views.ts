import type { ViewDeclaration } from '@latch/core/plugin'

/**
 * The sign-in plugin's view: the message to sign. Their screens come with `@latch/siwx/react`; declared here, the core's modal and router
 * take them.
 */
export const siwxViewDeclarations = {
  SIWXSignMessage: {},
} as const satisfies Record<string, ViewDeclaration>

declare module '@latch/core' {
  interface LatchViews {
    SIWXSignMessage: true
  }
}
