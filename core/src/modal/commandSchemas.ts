import * as z from 'zod/mini'
import { CHAIN_NAMESPACES } from '../constants'
import { TOAST_VARIANTS, VIEW_NAMES } from './types'

/**
 * The params of the modal, router and toast commands, checked where they come in: apps in plain
 * JavaScript call `latch.open({ view })` too, and a misspelt view must be a clear 'Invalid input',
 * not a blank modal.
 */

const viewName = z.enum(VIEW_NAMES)
const namespace = z.enum(CHAIN_NAMESPACES)

/** Known fields are checked; others pass, for the views' own plain data. */
const viewData = z.looseObject({
  namespace: z.optional(namespace),
  connectorId: z.optional(z.string()),
  walletId: z.optional(z.string()),
  caipNetworkId: z.optional(z.string()),
  switchToNamespace: z.optional(namespace),
  navigateTo: z.optional(viewName),
  navigateWithReplace: z.optional(z.boolean()),
  name: z.optional(z.string()),
})

export const openParamsSchema = z.object({
  view: z.optional(viewName),
  data: z.optional(viewData),
  namespace: z.optional(namespace),
})

export const routeParamsSchema = z.object({ view: viewName, data: z.optional(viewData) })

export const loadingParamsSchema = z.object({ loading: z.boolean() })

export const toastParamsSchema = z.object({
  message: z.string(),
  variant: z.enum(TOAST_VARIANTS),
  autoClose: z.optional(z.boolean()),
})
