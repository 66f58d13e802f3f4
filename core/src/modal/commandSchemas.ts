import * as z from 'zod/mini'
import type { LatchErrorCode } from '../errors/catalogue'
import { errorTemplate } from '../errors/declaredErrors'
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
    z.custom<ViewName>((name) => typeof name === 'string' && isDeclared(name), {
      message: 'No registered plugin declares this view',
    })

  /**
   * Known fields are checked; others, the views' own data, must be primitives (`Object(value)` is
   * a new object for those only). View data is flat: a state update walks what it keeps (immer
   * finalises and freezes it), so a deep object would overflow the stack there ('An error
   * occurred') instead of being refused here with its field named.
   */
  const viewData = lazySchema(() =>
    z.catchall(
      z.object({
        namespace: z.optional(chainNamespaceParam()),
        connectorId: z.optional(z.string()),
        walletId: z.optional(z.string()),
        caipNetworkId: z.optional(z.string()),
        switchToNamespace: z.optional(chainNamespaceParam()),
        navigateTo: z.optional(viewName()),
        navigateWithReplace: z.optional(z.boolean()),
        name: z.optional(z.string()),
      }),
      z.custom<string | number | boolean | bigint | null | undefined>(
        (value) => Object(value) !== value,
      ),
    ),
  )

  return {
    open: lazySchema(() =>
      z.object({
        view: z.optional(viewName()),
        data: z.optional(viewData()),
        namespace: z.optional(chainNamespaceParam()),
      }),
    ),
    route: lazySchema(() => z.object({ view: viewName(), data: z.optional(viewData()) })),
  }
}

export const loadingParamsSchema = lazySchema(() => z.object({ loading: z.boolean() }))

export const toastParamsSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    variant: z.enum(TOAST_VARIANTS),
    code: z.optional(
      z.custom<LatchErrorCode>(
        (code) => typeof code === 'string' && errorTemplate(code) !== undefined,
      ),
    ),
    autoClose: z.optional(z.boolean()),
    link: z.optional(z.object({ url: z.url({ protocol: /^https?$/ }), label: z.string() })),
  }),
)
