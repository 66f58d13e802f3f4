import { LatchUI } from '@latch/react'
import type { ReactNode } from 'react'
import { useState } from 'react'
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
} from 'react-router'
import { appLatch } from './latch/appLatch'
import { readLatchConfig } from './latch/latchConfig.server'
import { latchCookies } from './latch/latchCookies'

/** Runs on the server for every page request: the Latch settings and the visitor's cookies. */
export function loader({ request }: LoaderFunctionArgs) {
  return { latch: readLatchConfig(), cookies: latchCookies(request.headers.get('Cookie')) }
}

/** No icon: without the link the browser asks for /favicon.ico, a 404 in the console. */
export const links = () => [{ rel: 'icon', href: 'data:,' }]

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  const { latch: config, cookies } = useLoaderData<typeof loader>()
  // Once per request on the server, once per page load in the browser.
  const [latch] = useState(() => appLatch(config, cookies))
  return (
    <LatchUI client={latch}>
      <Outlet />
    </LatchUI>
  )
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <main>
      <h1>{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Error'}</h1>
    </main>
  )
}
