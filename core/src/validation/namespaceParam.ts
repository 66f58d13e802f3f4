import * as v from 'valibot'
import { type ChainNamespace, isChainNamespace } from '../caip/caip'
import { lazySchema } from './lazySchema'

/**
 * A `namespace` param, checked where a command comes in: it keys per-namespace records of state,
 * so only a CAIP-2 namespace passes ('constructor' or '__proto__' would reach `Object.prototype`).
 */
export const chainNamespaceParam = lazySchema(() =>
  v.custom<ChainNamespace>(isChainNamespace, 'Expected a CAIP-2 namespace'),
)

/**
 * The params of a command whose only param is an optional namespace.
 *
 * @example
 * const { namespace } = parseOrThrow(optionalNamespaceParams, command)
 */
export const optionalNamespaceParams = lazySchema(() =>
  v.object({ namespace: v.optional(chainNamespaceParam()) }),
)
