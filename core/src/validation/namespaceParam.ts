import * as z from 'zod/mini'
import { CHAIN_NAMESPACES } from '../constants'
import { lazySchema } from './lazySchema'

/**
 * A `namespace` param, checked where a command comes in: it keys per-namespace records of state,
 * so only a namespace Latch knows passes ('constructor' or '__proto__' would reach
 * `Object.prototype`).
 */
export const chainNamespaceParam = lazySchema(() => z.enum(CHAIN_NAMESPACES))

/**
 * The params of a command whose only param is an optional namespace.
 *
 * @example
 * const { namespace } = parseOrThrow(optionalNamespaceParams, command)
 */
export const optionalNamespaceParams = lazySchema(() =>
  z.object({ namespace: z.optional(chainNamespaceParam()) }),
)
