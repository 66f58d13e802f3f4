// What an EVM plugin's tests do with only `@latch/testkit` installed: start the local devnet and
// have the test wallet sign and send on it. Prints what happened as JSON.
import { createTestWallet, startDevnet } from '@latch/testkit/evm'
import { verifyMessage } from 'viem'

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
  const receipt = await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })
  console.log(
    JSON.stringify({
      signatureValid: await verifyMessage({ address: from.address, message, signature }),
      receiptStatus: receipt?.status,
    }),
  )
} finally {
  await devnet.stop()
}
