// What an EVM plugin's tests do with only `@latch/testkit` installed: start the local devnet and
// have the test wallet sign and send on it. Prints what happened as JSON.
import { createTestWallet, startDevnet } from '@latch/testkit/evm'
import { createPublicClient, http, verifyMessage } from 'viem'

const devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
try {
  const [from, to] = devnet.accounts
  const wallet = createTestWallet({
    accounts: [from.privateKey],
    chains: devnet.chains,
    authorized: true,
  })
  const message = 'Signed in a plugin test'
  const signature = await wallet.request({
    method: 'personal_sign',
    params: [message, from.address],
  })
  const hash = await wallet.request({
    method: 'eth_sendTransaction',
    params: [{ from: from.address, to: to.address, value: '0x1' }],
  })
  // Mined at once, but the receipt can lag the answer on a busy machine: wait for it, as a test would.
  const chain = createPublicClient({ transport: http(devnet.chains[0].rpcUrl) })
  const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  console.log(
    JSON.stringify({
      signatureValid: await verifyMessage({ address: from.address, message, signature }),
      receiptStatus: receipt.status,
    }),
  )
} finally {
  await devnet.stop()
}
