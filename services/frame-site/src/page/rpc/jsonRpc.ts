import { FrameError } from '../errors'

/** One JSON-RPC call; the node's error comes back with its code. */
export async function jsonRpc(
  url: string,
  method: string,
  params: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      credentials: 'omit',
    })
  } catch (cause) {
    throw Object.assign(new FrameError('Network Error - Could not reach the chain', -32603), {
      cause,
    })
  }
  const answer = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: unknown; message?: unknown } }
    | undefined
  if (answer?.error) {
    const code = typeof answer.error.code === 'number' ? answer.error.code : -32603
    throw new FrameError(String(answer.error.message ?? 'RPC error'), code)
  }
  if (!answer || !('result' in answer)) throw new FrameError(`HTTP ${response.status}`, -32603)
  return answer.result
}
