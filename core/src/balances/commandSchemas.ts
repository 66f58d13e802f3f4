import * as v from 'valibot'
import { lazySchema } from '../validation/lazySchema'
import { chainNamespaceParam } from '../validation/namespaceParam'

/**
 * The params of `account.fetchTokenBalances`, checked where they come in. Built on first use
 * (`lazySchema`). Apart from the connection commands' params, which load with their code.
 */
export const fetchTokenBalancesParamsSchema = lazySchema(() =>
  v.object({ namespace: v.optional(chainNamespaceParam()), forceUpdate: v.optional(v.boolean()) }),
)
