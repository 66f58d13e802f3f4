import * as z from 'zod/mini'

/** One entry of the project's remote config: `{ id: 'swaps', isEnabled: true, config: ['1inch'] }`. */
export const remoteFeatureEntrySchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.optional(z.nullable(z.unknown())),
})
export type RemoteFeatureEntry = z.output<typeof remoteFeatureEntrySchema>

/** Answer of `GET /appkit/v1/config` (Provider API). */
export const remoteConfigAnswerSchema = z.object({ features: z.array(remoteFeatureEntrySchema) })

/** Answer of `GET /getAnalyticsConfig` (Provider API). */
export const analyticsConfigAnswerSchema = z.object({ isAnalyticsEnabled: z.boolean() })
