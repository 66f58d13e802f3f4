import { SDK_TYPE, SDK_VERSION } from '@latch/core/constants'
import type { LocalApi } from './server'

/** The project id the tests send; any non-empty id is accepted unless marked unverified. */
export const testProjectId = 'latch-test-project'

/** Builds a URL on the server with the sdk query parameters the widget adds to every call. */
export function apiUrl(
  api: Pick<LocalApi, 'url'>,
  path: string,
  query: Record<string, string | undefined> = {},
): string {
  const url = new URL(path, api.url)
  const params = { projectId: testProjectId, st: SDK_TYPE, sv: SDK_VERSION, ...query }
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, value)
  }
  return url.toString()
}

export async function getJson(
  api: Pick<LocalApi, 'url'>,
  path: string,
  query: Record<string, string | undefined> = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(apiUrl(api, path, query))
  return { status: response.status, body: await response.json(), headers: response.headers }
}

export async function postJson(
  api: Pick<LocalApi, 'url'>,
  path: string,
  body: unknown,
  query: Record<string, string | undefined> = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(apiUrl(api, path, query), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json(), headers: response.headers }
}
