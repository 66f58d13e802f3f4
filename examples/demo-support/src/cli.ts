/**
 * `node --conditions=@latch/source --import tsx examples/demo-support/src/cli.ts [example] [--port N]`:
 * starts the local stack and the example's page, prints the URL, stops everything on Ctrl-C.
 */
import { parseArgs } from 'node:util'
import { exampleRoot, startDemo } from './startDemo'
import { startRemoteDemo } from './startRemoteDemo'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '5173' },
    remote: { type: 'boolean', default: false },
    'project-id': { type: 'string', default: process.env.LATCH_PROJECT_ID },
  },
})
const example = positionals[0] ?? 'react-default'

if (values.remote) {
  // The real public services (Latch's default endpoints), no local stack: needs the network and a
  // WalletConnect project id whose allowed origins include http://127.0.0.1:<port>.
  const projectId = values['project-id']
  if (!projectId) {
    console.error(
      '--remote needs --project-id <your WalletConnect project id> (or LATCH_PROJECT_ID)',
    )
    process.exit(2)
  }
  const page = await startRemoteDemo({
    root: exampleRoot(example),
    port: Number(values.port),
    projectId,
  })
  console.log(`\nLatch demo (${example}) is running against the real services:\n`)
  console.log(`  Open ${page.url}`)
  console.log(
    `  Project id ${projectId}; endpoints: Latch's defaults (see the README's "Endpoints")`,
  )
  console.log('\nPress Ctrl-C to stop.')
  const stopRemote = () => void page.close().then(() => process.exit(0))
  process.on('SIGINT', stopRemote)
  process.on('SIGTERM', stopRemote)
} else {
  await runLocal()
}

async function runLocal() {
  const demo = await startDemo({
    root: exampleRoot(example),
    port: Number(values.port),
    // A block every 10 s, as a (fast) real chain: a transfer confirms on its own.
    bitcoin: { blockIntervalMs: 10_000 },
  })
  console.log(`\nLatch demo (${example}) is running on the local stack:\n`)
  console.log(`  Open ${demo.url}`)
  console.log(
    '  The page has "Latch Test Wallet" installed on EVM and Solana and "Latch Bitcoin Test Wallet" on Bitcoin (local dev accounts on the local chains).',
  )
  console.log(
    `  Provider/Data API ${demo.stack.endpoints.api}, chains ${demo.stack.chains.map((c) => `${c.chainId} at ${c.rpcUrl}`).join(', ')}`,
  )
  console.log(`  RPC gateway ${demo.stack.endpoints.rpc}`)
  console.log(`  WalletConnect relay ${demo.stack.endpoints.relay} (any projectId)`)
  console.log(
    `  Solana ("Latch Local Solana") ${demo.stack.solana.chainId} at ${demo.stack.solana.rpcUrl}`,
  )
  if (demo.stack.bitcoin) {
    console.log(
      `  Bitcoin ("Latch Local Bitcoin", regtest) ${demo.stack.bitcoin.chainId}: Esplora API ${demo.stack.bitcoin.url}, a block every 10 s`,
    )
  }
  if (demo.stack.phoneWallet) {
    console.log(
      `  Test phone wallet: ${demo.stack.phoneWallet.url} (open it in a second tab; choose WalletConnect here and paste the link there)`,
    )
  }
  console.log(
    `  Mail inbox ${demo.stack.mail.url} (SMTP ${demo.stack.mail.smtp.host}:${demo.stack.mail.smtp.port}): login codes arrive here`,
  )
  console.log(`  Auth server ${demo.stack.auth.url}`)
  if (demo.stack.frameSite) {
    console.log(
      `  Frame site ${demo.stack.frameSite.url} (the embedded wallet's keys live here; "Continue with email" uses it)`,
    )
  }
  console.log('\nPress Ctrl-C to stop.')

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await demo.stop()
    console.log('Stopped; every port is free.')
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}
