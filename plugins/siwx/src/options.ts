import { lazySchema } from '@latch/core'
import * as z from 'zod/mini'

const fn = () =>
  z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', {
    message: 'Expected a function',
  })

/** `siwx(options)` checked when the plugin sets up: a bad value fails it with 'Invalid options'. */
export const siwxOptionsSchema = lazySchema(() =>
  z.object({
    required: z.optional(z.boolean()),
    statement: z.optional(z.string().check(z.maxLength(1000))),
    // A session lasts at least a second and at most a year.
    sessionTtlMs: z.optional(z.number().check(z.int(), z.gte(1000), z.lte(365 * 24 * 3_600_000))),
    domain: z.optional(z.string().check(z.minLength(1))),
    uri: z.optional(z.url()),
    server: z.optional(
      z.object({
        getNonce: z.optional(fn()),
        verify: z.optional(fn()),
        getSessions: z.optional(fn()),
        revoke: z.optional(fn()),
      }),
    ),
    sessionStorage: z.optional(z.object({ get: fn(), set: fn() })),
  }),
)
