import { analyticsEventSchema } from '../analytics'
import type { ServerContext } from '../context'
import { HttpError, parseInput, readJsonBody, sendJson } from '../http'
import type { Route } from '../router'

/** Provider API: remote config, allowed origins, analytics config and the analytics sink. */
export function providerRoutes(context: ServerContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/appkit/v1/config',
      handler: ({ response }) => {
        sendJson(response, 200, { features: context.settings.remoteFeatures })
      },
    },
    {
      method: 'GET',
      path: '/projects/v1/origins',
      handler: ({ response }) => {
        sendJson(response, 200, { allowedOrigins: context.settings.allowedOrigins })
      },
    },
    {
      method: 'GET',
      path: '/getAnalyticsConfig',
      handler: ({ response }) => {
        sendJson(response, 200, { isAnalyticsEnabled: context.settings.analyticsEnabled })
      },
    },
    {
      method: 'POST',
      path: '/e',
      handler: async ({ request, response, query }) => {
        // The real sink refuses unverified projects; the widget shows 'Invalid App Configuration'.
        if (context.settings.unverifiedProjectIds.has(query.projectId!)) {
          throw new HttpError(403, 'Invalid App Configuration', [
            `Project ${query.projectId} is not verified for this domain`,
          ])
        }
        const body = parseInput(
          analyticsEventSchema,
          await readJsonBody(request),
          'analytics event',
        )
        context.analytics.record({
          body,
          query: { ...query, projectId: query.projectId! },
          origin: request.headers.origin,
        })
        sendJson(response, 200, { success: true })
      },
    },
  ]
}
