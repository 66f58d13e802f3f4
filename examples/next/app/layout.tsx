import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { cookieToInitialState } from 'wagmi'
import './globals.css'
import { readLatchEnv } from './latchEnv'
import { appWagmiConfig } from './networks'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Latch on Next.js' }

/**
 * The request's cookies (a returning visitor's account, in Latch's and wagmi's) and where the
 * services are, read here on the server for each request and handed to the page's providers.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookie = (await headers()).get('cookie') ?? ''
  const env = readLatchEnv()
  const wagmiState = cookieToInitialState(appWagmiConfig(env), cookie)
  return (
    <html lang="en">
      <body>
        <Providers cookie={cookie} env={env} wagmiState={wagmiState}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
