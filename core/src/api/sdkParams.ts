export interface SdkIdentity {
  projectId: string
  sdkType: string
  sdkVersion: string
}

/** A Provider API URL with the `projectId`, `st` and `sv` query parameters every call carries. */
export function providerApiUrl(
  base: string,
  path: string,
  identity: SdkIdentity,
  query: Record<string, string | undefined> = {},
): string {
  const url = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`)
  url.searchParams.set('projectId', identity.projectId)
  url.searchParams.set('st', identity.sdkType)
  url.searchParams.set('sv', identity.sdkVersion)
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, value)
  }
  return url.toString()
}
