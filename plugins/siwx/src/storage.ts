import { isCaipNetworkId } from '@latch/core'
import { lazySchema } from '@latch/core/plugin'
import * as v from 'valibot'

/**
 * A sign-in session (spec §3), as stored and as the app's server answers it: the default server's
 * answers are checked with this schema, so a session it takes is one the page keeps.
 */
export const siwxSessionSchema = () =>
  v.object({
    pci: v.string(),
    data: v.object({
      accountAddress: v.string(),
      caipNetworkId: v.pipe(
        v.string(),
        v.check((id) => isCaipNetworkId(id)),
      ),
      domain: v.string(),
      uri: v.string(),
      nonce: v.string(),
      statement: v.optional(v.string()),
      issuedAt: v.optional(v.string()),
      expirationTime: v.optional(v.string()),
      notBefore: v.optional(v.string()),
    }),
    message: v.string(),
    signature: v.string(),
  })

/** What siwx keeps in storage (declared in its setup): the sessions, per network and address. */
export const siwxStorage = {
  siwxSessions: lazySchema(() => v.array(siwxSessionSchema())),
}

type SiwxStorage = {
  [K in keyof typeof siwxStorage]: v.InferOutput<ReturnType<(typeof siwxStorage)[K]>>
}

declare module '@latch/core' {
  interface LatchStorageKeys extends SiwxStorage {}
}
