import { isOriginAllowed } from '@latch/core'
import * as z from 'zod/mini'

/** The id of the page's configuration element (JSON data, not script: CSP `script-src 'self'`). */
export const FRAME_CONFIG_ID = 'frame-config'

/**
 * What the frame site's server embeds in the page for the project asked (`?projectId=`):
 * - `allowedOrigins`: the origins that may frame the page, as the server decided: the project's
 *   (the Provider API's patterns), the spec's dev defaults only when the server runs in dev mode;
 * - `authUrl`: the auth server; `vaultUrl`: the recovery-share vault (this site);
 * - `rpcUrl`: the RPC gateway's base (`endpoints.rpc`), EVM reads go to
 *   `{rpcUrl}/v1/?chainId=eip155:{id}&projectId={projectId}` (`gatewayUrl` of @latch/eip155);
 * - `solana`: the Solana clusters the frame signs and sends for, CAIP-2 id → JSON-RPC URL;
 * - `apiUrl`: the Data API, for the native token's price in USD beside a transaction's fee
 *   (absent: the fee is shown in the native token only).
 */
export const frameConfigSchema = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(128)),
  allowedOrigins: z.array(z.string().check(z.maxLength(256))).check(z.maxLength(256)),
  authUrl: z.url(),
  vaultUrl: z.url(),
  rpcUrl: z.url(),
  solana: z.record(z.string().check(z.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,44}$/)), z.url()),
  apiUrl: z.optional(z.url()),
})

export type FrameConfig = z.infer<typeof frameConfigSchema>

/** The embedded configuration, or undefined when it is missing or malformed. */
export function readFrameConfig(document: Document): FrameConfig | undefined {
  const text = document.getElementById(FRAME_CONFIG_ID)?.textContent
  if (!text) return undefined
  try {
    const parsed = frameConfigSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** The page's query (spec §2): projectId, chainId (default eip155:1), version, enableLogger. */
export function readQuery(search: string) {
  const query = new URLSearchParams(search)
  return {
    projectId: query.get('projectId') ?? '',
    chainId: query.get('chainId') ?? 'eip155:1',
    version: (query.get('version') ?? '').slice(0, 32),
    enableLogger: query.get('enableLogger') === 'true',
  }
}

/**
 * The host page's origin: `location.ancestorOrigins[0]` where the browser has it (Chromium,
 * WebKit), else the origin of `document.referrer` (the host frames us with `referrerpolicy=origin`).
 * Undefined when neither names one.
 */
export function findHostOrigin(location: Location, document: Document): string | undefined {
  const ancestors = location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0]
  try {
    const origin = new URL(document.referrer).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/**
 * Whether the frame may run here: framed, under a host origin the project allows — and, where the
 * browser lists them, every ancestor allowed (CSP `frame-ancestors` checks them all too).
 */
export function mayRunUnder(
  window: Window,
  hostOrigin: string | undefined,
  allowedOrigins: readonly string[],
): hostOrigin is string {
  if (window.parent === window || !hostOrigin) return false
  const ancestors = Array.from(window.location.ancestorOrigins ?? [])
  // No defaults added here: the server's list is the whole list (the same as CSP frame-ancestors).
  return [hostOrigin, ...ancestors].every((origin) => isOriginAllowed(origin, allowedOrigins, []))
}
