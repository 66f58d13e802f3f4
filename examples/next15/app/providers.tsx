'use client'

import { createCookieStorage, createLatch } from '@latch/core'
import { eip155 } from '@latch/eip155'
import { LatchUI } from '@latch/react'
import { type ReactNode, useState } from 'react'
import type { LatchEnv } from './latchEnv'
import { appNetworks } from './networks'

/**
 * One Latch client per page load (and one per request on the server), from the visitor's
 * cookies: the server renders a returning visitor's account, the page hydrates with the same.
 */
function createAppLatch(cookie: string, env: LatchEnv) {
  const onServer = typeof window === 'undefined'
  return createLatch({
    projectId: env.projectId,
    metadata: {
      name: 'Latch on Next.js 15',
      description: 'A Next.js 15 App Router app',
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
}

export function Providers({
  cookie,
  env,
  children,
}: {
  cookie: string
  env: LatchEnv
  children: ReactNode
}) {
  const [latch] = useState(() => createAppLatch(cookie, env))
  return <LatchUI client={latch}>{children}</LatchUI>
}
