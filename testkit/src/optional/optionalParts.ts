import type { OptionalPart } from './loadOptional'

/** The testkit's optional parts and the optional peers each needs (`package.json`'s peers). */
export const optionalParts = {
  authServer: { name: 'startLocalStack() (its auth server)', packages: ['@latch/auth-server'] },
  frameSite: { name: 'startLocalStack({ frameSite })', packages: ['@latch/frame-site'] },
  siwx: { name: "startLocalApi()'s sign-in routes", packages: ['@latch/siwx'] },
  solanaValidator: {
    name: 'startSolanaValidator()',
    packages: ['@solana/kit', 'litesvm', '@solana-program/token', '@solana-program/compute-budget'],
  },
  mailCatcher: { name: 'startMailCatcher()', packages: ['smtp-server', 'mailparser'] },
  phoneWallet: { name: 'startPhoneWallet()', packages: ['esbuild'] },
  testWalletInitScript: { name: 'testWalletInitScript()', packages: ['esbuild'] },
} satisfies Record<string, OptionalPart>
