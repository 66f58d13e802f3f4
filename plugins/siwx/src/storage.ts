import { isCaipNetworkId } from '@latch/core'
import { lazySchema } from '@latch/core/plugin'
import * as z from 'zod/mini'

/**
 * A sign-in session (spec §3), as stored and as the app's server answers it: the default server's
 * answers are checked with this schema, so a session it takes is one the page keeps.
 */
export const siwxSessionSchema = () =>
  z.object({
    pci: z.string(),
    data: z.object({
      accountAddress: z.string(),
      caipNetworkId: z.string().check(z.refine(isCaipNetworkId)),
      domain: z.string(),
      uri: z.string(),
      nonce: z.string(),
      statement: z.optional(z.string()),
      issuedAt: z.optional(z.string()),
      expirationTime: z.optional(z.string()),
      notBefore: z.optional(z.string()),
    }),
    message: z.string(),
    signature: z.string(),
  })

/** What siwx keeps in storage (declared in its setup): the sessions, per network and address. */
export const siwxStorage = {
  siwxSessions: lazySchema(() => z.array(siwxSessionSchema())),
}

type SiwxStorage = {
  [K in keyof typeof siwxStorage]: z.output<ReturnType<(typeof siwxStorage)[K]>>
}

declare module '@latch/core' {
  interface LatchStorageKeys extends SiwxStorage {}
}
