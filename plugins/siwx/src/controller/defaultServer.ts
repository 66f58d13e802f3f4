import { LatchError } from '@latch/core'
import type { PluginContext } from '@latch/core/plugin'
import * as v from 'valibot'
import type { SiwxServer } from '../options'
import { siwxSessionSchema } from '../storage'

/**
 * The app's server at the Data API base (`endpoints.data`), on the example endpoints the testkit's
 * local API serves (`@latch/siwx/server` behind them): answers checked with valibot, sessions with
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
        schema: v.object({ nonce: v.string() }),
      })
      return nonce
    },
    verify: (body) =>
      data.request({ path: '/v1/siwx/verify', method: 'POST', body, schema: siwxSessionSchema() }),
    async getSessions(address) {
      const answer = await data.request({
        path: path(address),
        schema: v.object({ sessions: v.array(siwxSessionSchema()) }),
      })
      return answer.sessions
    },
    async revoke({ address, pci, signature }) {
      const answer = await data.request({
        path: `${path(address)}/revoke`,
        method: 'POST',
        body: { pci, signature },
        schema: v.object({ revoked: v.boolean() }),
      })
      if (!answer.revoked) throw new LatchError('API_REQUEST_FAILED', { details: 'Not revoked' })
    },
  }
}
