import type { startMailCatcher } from '@latch/testkit'

/** A person's session on the real auth server: connect, read the mailed code, answer it. */
export async function logIn(
  authUrl: string,
  mail: Awaited<ReturnType<typeof startMailCatcher>>,
): Promise<string> {
  const body = { email: 'rae@example.com', deviceId: 'device-rae-1' }
  const post = (path: string, json: unknown) =>
    fetch(`${authUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    })
  await post('/v1/email/connect', body)
  const found = await mail.waitForMessage({ to: body.email, timeoutMs: 10_000 })
  const otp = found.text.match(/\b(\d{6})\b/)?.[1]
  const answer = (await (await post('/v1/email/otp', { ...body, otp })).json()) as {
    sessionToken: string
  }
  return answer.sessionToken
}

/** `PUT /vault/v1/recovery` on the site at `origin`, as its page sends it. */
export function putRecoveryShare(origin: string, token: string, body: unknown): Promise<Response> {
  return fetch(`${origin}/vault/v1/recovery`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      origin,
    },
    body: JSON.stringify(body),
  })
}
