import * as z from 'zod/mini'
import { type CaipNetworkId, isCaipNetworkId } from '../caip/caip'
import { chainNamespaceParam } from '../validation/namespaceParam'

/**
 * The params of the connection and account commands, checked where they come in: apps in plain
 * JavaScript dispatch them too, and a wrong one must be a clear 'Invalid input', not a TypeError
 * from deep inside. A transaction is the adapter's to check: its fields depend on the chain.
 */

const namespace = z.optional(chainNamespaceParam)
const caipNetworkId = z.custom<CaipNetworkId>(isCaipNetworkId, { message: 'Invalid input' })

export const connectParamsSchema = z.object({
  connectorId: z.string(),
  namespace,
  caipNetworkId: z.optional(caipNetworkId),
})

export const switchParamsSchema = z.object({
  namespace: chainNamespaceParam,
  connectorId: z.string(),
  address: z.optional(z.string()),
})

export const signMessageParamsSchema = z.object({ message: z.string(), namespace })

export const sendTransactionParamsSchema = z.object({ namespace })

export const fetchTokenBalancesParamsSchema = z.object({
  namespace,
  forceUpdate: z.optional(z.boolean()),
})
