import { createTestLatch } from '@latch/testkit'
import { Keypair } from '@solana/web3.js'
import { afterAll, expect, it } from 'vitest'
import { getSolBalance, getTokenBalance } from '../actions/walletActions'
import { solana } from '../plugin'
import { startLocalSolana, walletsOf } from '../test/localSolana'

// The core's namespace-agnostic token transfer (`transaction.token`, the SPL mint) and fee
// estimate (`account.estimateFee`, lamports), on a real local cluster.
const local = await startLocalSolana()
afterAll(() => local.stop())

const connected = async () => {
  const wallet = local.newWallet()
  const latch = createTestLatch({
    networks: [...local.networks],
    plugins: [solana({ wallets: walletsOf([wallet]) })],
  })
  await latch.dispatch({
    type: 'connection.connect',
    connectorId: wallet.name,
    namespace: 'solana',
  })
  const address = latch.getState().accounts.solana?.address as string
  return { latch, address }
}

it('sends SPL tokens when the transaction names the mint as its token', async () => {
  const { latch, address } = await connected()
  const network = local.networks[0]
  const receiver = Keypair.generate().publicKey.toBase58()
  const { mint } = local.validator
  const before = await getTokenBalance(network, address, mint.address)

  await latch.dispatch({
    type: 'account.sendTransaction',
    transaction: { to: receiver, value: 1_250_000n, token: mint.address },
  })

  expect((await getTokenBalance(network, address, mint.address)).value).toBe(
    before.value - 1_250_000n,
  )
  expect((await getTokenBalance(network, receiver, mint.address)).value).toBe(1_250_000n)
  latch.destroy()
})

it('estimates the fee in lamports, what a SOL transfer then costs', async () => {
  const { latch, address } = await connected()
  const network = local.networks[0]
  const receiver = Keypair.generate().publicKey.toBase58()
  const fee = await latch.dispatch({
    type: 'account.estimateFee',
    transaction: { to: receiver, value: 1_000_000n },
  })
  expect(fee).toBeGreaterThan(0n)

  const before = await getSolBalance(network, address)
  await latch.dispatch({
    type: 'account.sendTransaction',
    transaction: { to: receiver, value: 1_000_000n },
  })
  expect(before - (await getSolBalance(network, address))).toBe(1_000_000n + fee)
  latch.destroy()
})
