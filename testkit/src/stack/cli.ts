#!/usr/bin/env node
/**
 * `latch-dev`: starts the local stack (two EVM chains, a Solana validator, the API server, the RPC
 * gateway, a WalletConnect relay, a mail catcher, the auth server, the frame site) on 127.0.0.1,
 * prints every URL,
 * and stops everything on Ctrl-C.
 *
 *   latch-dev [--chain-ids 31337,31338] [--api-port 0] [--rpc-port 0] [--relay-port 0]
 *             [--auth-frame-origins https://frame.example,…] [--json]
 */
import { parseArgs } from 'node:util'
import { startLocalStack } from './startLocalStack'

const { values } = parseArgs({
  options: {
    'chain-ids': { type: 'string', default: '31337,31338' },
    'api-port': { type: 'string', default: '0' },
    'rpc-port': { type: 'string', default: '0' },
    'relay-port': { type: 'string', default: '0' },
    'auth-frame-origins': { type: 'string', default: '' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help) {
  console.log(
    'latch-dev [--chain-ids 31337,31338] [--api-port N] [--rpc-port N] [--relay-port N] [--auth-frame-origins a,b] [--json]',
  )
  process.exit(0)
}

const chainIds = values['chain-ids'].split(',').map((id) => Number(id.trim()))
const stack = await startLocalStack({
  devnet: { chains: chainIds.map((chainId) => ({ chainId })) },
  api: { port: Number(values['api-port']) },
  rpcGatewayPort: Number(values['rpc-port']),
  relay: { port: Number(values['relay-port']) },
  frameSite: {},
  auth: {
    frameOrigins: values['auth-frame-origins']
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  },
})

// Listening before the URLs are printed: a runner that reads them and sends SIGINT at once must
// not meet Node's default handling, which kills the process with every port still bound.
let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  await stack.stop()
  if (!values.json) console.log(`Stopped (${signal}); every port is free.`)
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))

if (values.json) {
  // One line a script can parse: the demo and e2e runners read it. `endpoints.relay` is the
  // WalletConnect relay.
  console.log(
    JSON.stringify({
      endpoints: stack.endpoints,
      chains: stack.chains,
      accounts: stack.accounts,
      solana: {
        chainId: stack.solana.chainId,
        rpcUrl: stack.solana.rpcUrl,
        wsUrl: stack.solana.wsUrl,
      },
      mail: { url: stack.mail.url, smtp: stack.mail.smtp },
      auth: { url: stack.auth.url },
    }),
  )
} else {
  console.log(`Latch local stack is up (${stack.startupMs} ms)`)
  console.log(`  Provider API : ${stack.endpoints.api}`)
  console.log(`  Data API     : ${stack.endpoints.data}`)
  console.log(`  Analytics    : ${stack.endpoints.analytics}`)
  console.log(`  RPC gateway  : ${stack.endpoints.rpc}/v1/?chainId=<id>&projectId=<id>`)
  console.log(
    `  Solana       : ${stack.solana.chainId} at ${stack.solana.rpcUrl} (${stack.solana.wsUrl})`,
  )
  console.log(`  WalletConnect relay : ${stack.endpoints.relay} (any projectId)`)
  console.log(`  Mail inbox: ${stack.mail.url}`)
  console.log(`  SMTP: ${stack.mail.smtp.host}:${stack.mail.smtp.port}`)
  console.log(`  Auth server: ${stack.auth.url}`)
  console.log(`  Frame site  : ${stack.endpoints.frame} (the embedded wallet's secure frame)`)
  for (const chain of stack.chains) {
    console.log(
      `  Chain ${chain.chainId}  : ${chain.rpcUrl}  token ${chain.token.symbol} ${chain.token.address}`,
    )
  }
  for (const account of stack.accounts.slice(0, 3)) {
    console.log(`  Dev account  : ${account.address}  key ${account.privateKey}`)
  }
  console.log('Press Ctrl-C to stop.')
}
