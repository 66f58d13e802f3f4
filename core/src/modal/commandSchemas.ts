import * as z from 'zod/mini'
import { errorCatalogue, type LatchErrorCode } from '../errors/catalogue'
import { lazySchema } from '../validation/lazySchema'
import { chainNamespaceParam } from '../validation/namespaceParam'
import { TOAST_VARIANTS, VIEW_NAMES } from './types'

/**
 * The params of the modal, router and toast commands, checked where they come in: apps in plain
 * JavaScript call `latch.open({ view })` too, and a misspelt view must be a clear 'Invalid input',
 * not a blank modal. Built on first use (`lazySchema`): the first paint does without them.
 */

const viewName = () => z.enum(VIEW_NAMES)

/** Known fields are checked; others pass, for the views' own plain data. */
const viewData = lazySchema(() =>
  z.looseObject({
    namespace: z.optional(chainNamespaceParam()),
    connectorId: z.optional(z.string()),
    walletId: z.optional(z.string()),
    caipNetworkId: z.optional(z.string()),
    switchToNamespace: z.optional(chainNamespaceParam()),
    navigateTo: z.optional(viewName()),
    navigateWithReplace: z.optional(z.boolean()),
    name: z.optional(z.string()),
  }),
)

export const openParamsSchema = lazySchema(() =>
  z.object({
    view: z.optional(viewName()),
    data: z.optional(viewData()),
    namespace: z.optional(chainNamespaceParam()),
  }),
)

export const routeParamsSchema = lazySchema(() =>
  z.object({ view: viewName(), data: z.optional(viewData()) }),
)

export const loadingParamsSchema = lazySchema(() => z.object({ loading: z.boolean() }))

export const toastParamsSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    variant: z.enum(TOAST_VARIANTS),
    code: z.optional(
      z.custom<LatchErrorCode>(
        (code) => typeof code === 'string' && Object.hasOwn(errorCatalogue, code),
      ),
    ),
    autoClose: z.optional(z.boolean()),
    link: z.optional(z.object({ url: z.url({ protocol: /^https?$/ }), label: z.string() })),
  }),
)
