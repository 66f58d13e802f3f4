/**
 * The gateway URL of one chain (spec §7): `{rpc}/v1/?chainId=eip155:{id}&projectId={projectId}`.
 * The colon stays as written (a query may hold one), as the spec and the gateway's logs show it.
 *
 * @example
 * gatewayUrl('https://rpc.latch.dev', 8453, 'abc')
 * // 'https://rpc.latch.dev/v1/?chainId=eip155:8453&projectId=abc'
 */
export function gatewayUrl(rpcBaseUrl: string, chainId: number, projectId: string): string {
  const base = rpcBaseUrl.replace(/\/+$/, '')
  return `${base}/v1/?chainId=eip155:${chainId}&projectId=${encodeURIComponent(projectId)}`
}
