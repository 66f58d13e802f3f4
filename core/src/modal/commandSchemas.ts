import * as z from 'zod/mini'
import { type LatchErrorCode, validationMessages } from '../errors/catalogue'
import { errorTemplate } from '../errors/declaredErrors'
import { lazySchema } from '../validation/lazySchema'
import { chainNamespaceParam } from '../validation/namespaceParam'
import { TOAST_VARIANTS, VIEW_NAMES } from './types'

/**
 * The params of the modal, router and toast commands, checked where they come in: apps in plain
 * JavaScript call `latch.open({ view })` too, and a misspelt view must be a clear 'Invalid input',
 * not a blank modal. Built on first use (`lazySchema`): the first paint does without them.
 */

const viewName = () => z.enum(VIEW_NAMES)

/** A value view data may hold beside the known fields: plain and flat. */
type PlainValue = string | number | boolean | null | undefined

const isPlainValue = (value: unknown): value is PlainValue =>
  value == null || ['string', 'number', 'boolean'].includes(typeof value)

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value)

/**
 * Known fields are checked; others, the views' own data, must be plain values. View data is
 * shallow: a state update walks what it keeps (immer finalises and freezes it), so a deep object
 * would overflow the stack there ('An error occurred') instead of being refused here by field.
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
    z.custom<PlainValue>(isPlainValue, {
      error: (issue) =>
        validationMessages.expected('string, number, boolean or null', kindOf(issue.input)),
    }),
  ),
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
        (code) => typeof code === 'string' && errorTemplate(code) !== undefined,
      ),
    ),
    autoClose: z.optional(z.boolean()),
    link: z.optional(z.object({ url: z.url({ protocol: /^https?$/ }), label: z.string() })),
  }),
)
