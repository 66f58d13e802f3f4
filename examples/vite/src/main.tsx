import { createLatch } from '@latch/core'
import { base, defineEip155Network, eip155, mainnet } from '@latch/eip155'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { latchConfig } from './latchConfig'

const chains = latchConfig.chains ?? []
// One client for the page's life, made before the first render.
const latch = createLatch({
  projectId: latchConfig.projectId ?? 'latch-example',
  networks: chains.length
    ? chains.map(({ chainId, rpcUrl }, index) =>
        defineEip155Network({ chainId, rpcUrl, name: `Local chain ${index + 1}`, testnet: true }),
      )
    : [mainnet, base],
  endpoints: latchConfig.endpoints,
  plugins: [eip155()],
})

const root = document.getElementById('root')
if (root) createRoot(root).render(<App latch={latch} />)
