import '@latch-examples/demo-support/host-page.css'
import { installDemoWallet, readDemoConfig } from '@latch-examples/demo-support/page'
import { hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { createAppLatch } from './createAppLatch'

const demo = readDemoConfig()
// Dev server only: a production build drops the test wallet (and its keys) entirely.
if (import.meta.env.DEV && demo) await installDemoWallet(demo)

// Created right before hydrating, from the same cookies the server read: the first render here is
// the server's HTML (a returning visitor's account, reconnecting), then the wallet's answer.
const latch = createAppLatch(demo, { server: false, fallback: localStorage })
const root = document.getElementById('root')
if (root) {
  hydrateRoot(root, <App latch={latch} onHydrated={() => root.setAttribute('data-hydrated', '')} />)
}
