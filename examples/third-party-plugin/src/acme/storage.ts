import { lazySchema } from '@latch/core/plugin'
import * as z from 'zod/mini'

/** What Acme keeps in Latch's storage (under its `@latch/` prefix): the last tip, in ACME. */
export const acmeStorage = { acmeLastTip: lazySchema(() => z.number()) }

type AcmeStorage = {
  [K in keyof typeof acmeStorage]: z.output<ReturnType<(typeof acmeStorage)[K]>>
}

declare module '@latch/core' {
  interface LatchStorageKeys extends AcmeStorage {}
}
