declare module '@latch/core' {
  interface LatchCommands {
    /** Tips `amount` ACME from the connected Acme account; the last tip is kept in storage. */
    'acme.tip': { params: { amount: number }; result: void }
  }
  interface LatchFeatureFlags {
    /** Whether the app offers tipping (Acme's own flag; on by default). */
    acmeTips: boolean
  }
}

export {}
