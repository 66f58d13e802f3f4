import type { ChainNamespace, LatchError, LatchProviders } from '@latch/core'
import { toLatchError } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatch } from './useLatch'

/**
 * The provider of a namespace for the app's own code (`latch.getProvider`): undefined until its
 * code has loaded (the first render), then the same object for the client's lifetime; it follows
 * the active connection itself. `error` when the namespace has no plugin.
 *
 * @example
 * const { provider } = useProvider('eip155')
 * const wallet = provider && createWalletClient({ transport: custom(provider) })
 */
export function useProvider<N extends keyof LatchProviders & ChainNamespace>(namespace: N) {
  const latch = useLatch()
  const [loaded, setLoaded] = useState<{
    latch: typeof latch
    namespace: N
    provider?: LatchProviders[N]
    error?: LatchError
  }>()
  useEffect(() => {
    let live = true
    latch.getProvider(namespace).then(
      (provider) => live && setLoaded({ latch, namespace, provider }),
      (error: unknown) => live && setLoaded({ latch, namespace, error: toLatchError(error) }),
    )
    return () => {
      live = false
    }
  }, [latch, namespace])
  // What was loaded for another client or namespace is not this one's.
  const current = loaded?.latch === latch && loaded.namespace === namespace ? loaded : undefined
  return { provider: current?.provider, error: current?.error }
}
