declare module '@latch/core' {
  interface LatchViews {
    AcmeTip: true
  }
}

/** Acme's one view: tip the Acme foundation. Its screen is in `./react`. */
export const acmeViewDeclarations = { AcmeTip: {} }
