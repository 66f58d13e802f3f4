import type { ViewDeclaration } from '@latch/core/plugin'

/**
 * The embedded wallet's views: the email login, the approval of a request, the change of email. Their screens come with `@latch/embedded-wallet/react`; declared here, the core's modal and router
 * take them.
 */
export const embeddedWalletViewDeclarations = {
  EmailLogin: { connecting: true },
  ApproveTransaction: {},
  UpdateEmailWallet: {},
} as const satisfies Record<string, ViewDeclaration>

declare module '@latch/core' {
  interface LatchViews {
    EmailLogin: true
    ApproveTransaction: true
    UpdateEmailWallet: true
  }
}
