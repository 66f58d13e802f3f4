import { isValidName } from '@latch/core'
import { NAME_SUFFIX as nameSuffix } from '@latch/core/constants'
import { isHex, verifyMessage } from 'viem'
import { z } from 'zod'
import { parseAccount } from '../chains'
import type { ServerContext } from '../context'
import { HttpError, parseInput, readJsonBody, sendJson } from '../http'
import type { Route } from '../router'

/**
 * The lookup needs `apiVersion` (spec §7), as the hosted service does: its answer (addresses by
 * ENSIP-11 coin type) is version 2's, the only one served here.
 */
const lookupQuery = z.object({ apiVersion: z.literal('2') })
const reverseQuery = z.object({ sender: z.string().optional(), apiVersion: z.string().optional() })
const suggestionsQuery = z.object({ zone: z.string().default(nameSuffix.slice(1)) })

const registerBody = z.object({
  coin_type: z.coerce.number().int().nonnegative().max(0xffffffff),
  address: z.string(),
  message: z.string().min(1),
  signature: z.string().refine((value) => isHex(value), 'Expected a hex signature'),
})

/** The signed message: JSON naming the name, optional attributes and when it was signed. */
const registrationMessage = z.object({
  name: z.string(),
  attributes: z.record(z.string(), z.string()).optional(),
  timestamp: z.number().int(),
})

/** A signed registration older (or further in the future) than this is refused as a replay. */
export const registrationMaxAgeSeconds = 600

/** Splits `alice.reown.id` into its label; names outside the zone or of the wrong form fail. */
function labelOf(name: string): string {
  if (!name.toLowerCase().endsWith(nameSuffix)) {
    throw new HttpError(400, 'Invalid name', [`Names end with ${nameSuffix}`])
  }
  const label = name.slice(0, -nameSuffix.length)
  if (!isValidName(label)) {
    throw new HttpError(400, 'Invalid name', [
      'Names use letters, digits or hyphen, at least 4 characters',
    ])
  }
  return label.toLowerCase()
}

/** ENSIP-11: mainnet is coin type 60; other EVM chains are 0x80000000 | chainId (< 2^31). */
function assertEvmCoinType(coinType: number): void {
  if (coinType === 60) return
  if (coinType < 0x80000000) {
    throw new HttpError(400, 'Unsupported coin type', [`Coin type ${coinType} is not an EVM chain`])
  }
}

/** Data API names (profile): lookup, reverse lookup, suggestions and signed registration. */
export function profileRoutes(context: ServerContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/profile/account/:name',
      handler: ({ response, params, query }) => {
        parseInput(lookupQuery, query, 'profile query')
        const record = context.names.lookup(params.name!)
        if (!record)
          throw new HttpError(404, 'Name not found', [`${params.name} is not registered`])
        sendJson(response, 200, record)
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/reverse/:address',
      handler: ({ response, params, query }) => {
        parseInput(reverseQuery, query, 'reverse lookup query')
        sendJson(response, 200, context.names.reverse(parseAccount(params.address!)))
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/suggestions/:name',
      handler: ({ response, params, query }) => {
        const { zone } = parseInput(suggestionsQuery, query, 'suggestions query')
        const wanted = params.name!.toLowerCase().replace(/\.[^.]*\.[^.]*$/, '')
        if (!/^[a-z0-9-]+$/.test(wanted)) {
          throw new HttpError(400, 'Invalid name', ['Names use letters, digits or hyphen'])
        }
        // The name itself first, then free variants in a fixed order (deterministic answers).
        const candidates = [
          wanted,
          `${wanted}-1`,
          `${wanted}wallet`,
          `the-${wanted}`,
          `${wanted}-id`,
        ]
          .filter((label) => isValidName(label))
          .map((label) => `${label}.${zone}`)
        sendJson(response, 200, {
          suggestions: candidates.map((name) => ({
            name,
            registered: context.names.lookup(name) !== undefined,
          })),
        })
      },
    },
    {
      method: 'POST',
      path: '/v1/profile/account',
      handler: async ({ request, response }) => {
        const body = parseInput(registerBody, await readJsonBody(request), 'registration')
        const address = parseAccount(body.address)
        assertEvmCoinType(body.coin_type)
        let message: z.infer<typeof registrationMessage>
        try {
          message = registrationMessage.parse(JSON.parse(body.message))
        } catch {
          throw new HttpError(400, 'Invalid message', [
            'The message is JSON with name, optional attributes and timestamp',
          ])
        }
        const label = labelOf(message.name)
        const age = Math.abs(Date.now() / 1000 - message.timestamp)
        if (age > registrationMaxAgeSeconds) {
          throw new HttpError(400, 'Message expired', ['Sign a fresh registration message'])
        }
        const valid = await verifyMessage({
          address,
          message: body.message,
          signature: body.signature as `0x${string}`,
        }).catch(() => false)
        if (!valid) {
          throw new HttpError(401, 'Invalid signature', [
            'The signature does not match the address',
          ])
        }
        const record = context.names.register({
          name: `${label}${nameSuffix}`,
          coinType: body.coin_type,
          address,
          attributes: message.attributes ?? {},
          now: new Date(),
        })
        if (!record) {
          throw new HttpError(409, 'Name already registered', [`${message.name} is taken`])
        }
        sendJson(response, 200, { success: true, profile: record })
      },
    },
  ]
}
