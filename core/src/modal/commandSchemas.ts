import * as v from 'valibot'
import type { LatchErrorCode } from '../errors/catalogue'
import { errorTemplate } from '../errors/declaredErrors'
import { httpUrl } from '../validation/httpUrl'
import { lazySchema } from '../validation/lazySchema'
import { chainNamespaceParam } from '../validation/namespaceParam'
import { TOAST_VARIANTS, type ViewName } from './types'

/**
 * The params of the modal, router and toast commands, checked where they come in: apps in plain
 * JavaScript call `latch.open({ view })` too, and a misspelt view must be a clear 'Invalid input',
 * not a blank modal. Built on first use (`lazySchema`): the first paint does without them.
 */

/**
 * The modal's and the router's params for one client, whose views are those declared
 * (`ctx.declareViews`): `isDeclared` says whether a name is one.
 */
export function routingSchemas(isDeclared: (name: string) => boolean) {
  const viewName = () =>
    v.custom<ViewName>(
      (name) => typeof name === 'string' && isDeclared(name),
      'No registered plugin declares this view',
    )

  /**
   * Known fields are checked; others, the views' own data, must be primitives (`Object(value)` is
   * a new object for those only). View data is flat: a state update walks what it keeps (immer
   * finalises and freezes it), so a deep object would overflow the stack there ('An error
   * occurred') instead of being refused here with its field named.
   */
  const viewData = lazySchema(() =>
    v.objectWithRest(
      {
        namespace: v.optional(chainNamespaceParam()),
        connectorId: v.optional(v.string()),
        walletId: v.optional(v.string()),
        caipNetworkId: v.optional(v.string()),
        switchToNamespace: v.optional(chainNamespaceParam()),
        navigateTo: v.optional(viewName()),
        navigateWithReplace: v.optional(v.boolean()),
        name: v.optional(v.string()),
      },
      v.custom<string | number | boolean | bigint | null | undefined>(
        (value) => Object(value) !== value,
      ),
    ),
  )

  return {
    open: lazySchema(() =>
      v.object({
        view: v.optional(viewName()),
        data: v.optional(viewData()),
        namespace: v.optional(chainNamespaceParam()),
      }),
    ),
    route: lazySchema(() => v.object({ view: viewName(), data: v.optional(viewData()) })),
  }
}

export const loadingParamsSchema = lazySchema(() => v.object({ loading: v.boolean() }))

export const toastParamsSchema = lazySchema(() =>
  v.object({
    message: v.string(),
    variant: v.picklist(TOAST_VARIANTS),
    code: v.optional(
      v.custom<LatchErrorCode>(
        (code) => typeof code === 'string' && errorTemplate(code) !== undefined,
      ),
    ),
    autoClose: v.optional(v.boolean()),
    link: v.optional(v.object({ url: httpUrl(), label: v.string() })),
  }),
)
