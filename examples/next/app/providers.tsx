'use client'

import { createCookieStorage, createLatch } from '@latch/core'
import { eip155 } from '@latch/eip155'
import { LatchUI } from '@latch/react'
import { latchConnector } from '@latch/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { type State, WagmiProvider } from 'wagmi'
import type { LatchEnv } from './latchEnv'
import { appNetworks, appWagmiConfig } from './networks'

/**
 * One Latch client per page load (and one per request on the server), from the visitor's
 * cookies: the server renders a returning visitor's account, the page hydrates with the same.
 */
function createClients(cookie: string, env: LatchEnv) {
  const onServer = typeof window === 'undefined'
  const latch = createLatch({
    projectId: env.projectId,
    metadata: {
      name: 'Latch on Next.js',
      description: 'A Next.js App Router app',
      url: 'https://latch.example',
      icons: [],
    },
    networks: appNetworks(env),
    endpoints: env.endpoints,
    plugins: [eip155()],
    ...(onServer
      ? { window: null, storage: createCookieStorage({ cookie }) }
      : { storage: createCookieStorage({ fallback: localStorage }) }),
  })
  return {
    latch,
    wagmi: appWagmiConfig(env, [latchConnector(latch)]),
    queryClient: new QueryClient(),
  }
}

export function Providers({
  cookie,
  env,
  wagmiState,
  children,
}: {
  cookie: string
  env: LatchEnv
  wagmiState: State | undefined
  children: ReactNode
}) {
  const [{ latch, wagmi, queryClient }] = useState(() => createClients(cookie, env))
  return (
    <WagmiProvider config={wagmi} initialState={wagmiState}>
      <QueryClientProvider client={queryClient}>
        <LatchUI client={latch}>{children}</LatchUI>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
