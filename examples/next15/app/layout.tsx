import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import './globals.css'
import { readLatchEnv } from './latchEnv'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Latch on Next.js 15' }

/**
 * The request's cookies (a returning visitor's account) and where the services are, read here on
 * the server for each request and handed to the page's providers.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookie = (await headers()).get('cookie') ?? ''
  return (
    <html lang="en">
      <body>
        <Providers cookie={cookie} env={readLatchEnv()}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
