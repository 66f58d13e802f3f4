import { LatchError } from '@latch/core'
import type { PluginContext } from '@latch/core/plugin'
import * as z from 'zod/mini'
import type { SiwxServer } from '../options'
import { siwxSessionSchema } from '../storage'

/**
 * The app's server at the Data API base (`endpoints.data`), on the example endpoints the testkit's
 * local API serves (`@latch/siwx/server` behind them): answers checked with zod, sessions with
 * the schema the page stores them under.
 */
export function defaultServer(ctx: PluginContext): SiwxServer {
  const data = ctx.api.data
  const path = (address: string) => `/v1/sessions/${encodeURIComponent(address)}`
  return {
    async getNonce(body) {
      const { nonce } = await data.request({
        path: '/v1/siwx/nonce',
        method: 'POST',
        body,
        schema: z.object({ nonce: z.string() }),
      })
      return nonce
    },
    verify: (body) =>
      data.request({ path: '/v1/siwx/verify', method: 'POST', body, schema: siwxSessionSchema() }),
    async getSessions(address) {
      const answer = await data.request({
        path: path(address),
        schema: z.object({ sessions: z.array(siwxSessionSchema()) }),
      })
      return answer.sessions
    },
    async revoke({ address, pci, signature }) {
      const answer = await data.request({
        path: `${path(address)}/revoke`,
        method: 'POST',
        body: { pci, signature },
        schema: z.object({ revoked: z.boolean() }),
      })
      if (!answer.revoked) throw new LatchError('API_REQUEST_FAILED', { details: 'Not revoked' })
    },
  }
}
