import type { Network } from '@latch/core'
import type { Devnet, RpcGateway } from '@latch/testkit'
import { createPublicClient, type Hex, http, keccak256, parseEther, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type LocalGateway, startLocalGateway } from '../test/localGateway'
import { createEip155PublicClient } from './createEip155PublicClient'
import type { Eip155RpcOptions } from './createRpcTransport'
import { gatewayUrl } from './gatewayUrl'

/** The plugin's client, with every public action for the test's convenience. */
const clientFor = (...args: Parameters<typeof createEip155PublicClient>) =>
  createEip155PublicClient(...args).extend(publicActions)

// The case the spec's retries make dangerous: the gateway forwards a raw transaction, the chain
// mines it, and the answer is lost. The client times out and sends the same bytes again.
describe('sending a raw transaction without duplicates', () => {
  let local: LocalGateway
  let devnet: Devnet
  let gateway: RpcGateway
  let network: Network
  let options: Eip155RpcOptions
  let client: ReturnType<typeof clientFor>

  const sender = () => privateKeyToAccount(devnet.accounts[3]!.privateKey)
  const recipient = () => devnet.accounts[4]!.address
  const signTransfer = async (nonce: number, value: bigint): Promise<Hex> =>
    sender().signTransaction({
      chainId: 31337,
      type: 'eip1559',
      to: recipient(),
      value,
      nonce,
      gas: 21_000n,
      maxFeePerGas: 10_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    })
  const nonceOf = () => client.getTransactionCount({ address: sender().address })
  const balanceOfRecipient = () => client.getBalance({ address: recipient() })
  const sendAttempts = () =>
    gateway.requests().filter((request) => request.methods.includes('eth_sendRawTransaction'))

  beforeAll(async () => {
    local = await startLocalGateway()
    ;({ devnet, gateway, network } = local)
    options = {
      rpcBaseUrl: gateway.url,
      projectId: 'test-project',
      gatewayChainIds: [31337],
      timing: { timeoutMs: 300, retryDelayMs: 20 },
    }
    client = clientFor(network, options)
  })
  afterAll(() => local?.stop())
  beforeEach(() => {
    gateway.faults.clear()
    gateway.clearRequests()
  })

  it('a send whose answer was withheld is retried and ends as one mined transaction', async () => {
    const nonce = await nonceOf()
    const balance = await balanceOfRecipient()
    const raw = await signTransfer(nonce, parseEther('1'))
    gateway.faults.set('eth_sendRawTransaction', { kind: 'timeout-after-forward', times: 'once' })

    const hash = await client.sendRawTransaction({ serializedTransaction: raw })

    expect(hash).toBe(keccak256(raw))
    expect(sendAttempts().map((attempt) => attempt.fault)).toEqual([
      'timeout-after-forward',
      undefined,
    ])
    expect((await client.getTransactionReceipt({ hash })).status).toBe('success')
    expect(await nonceOf()).toBe(nonce + 1)
    expect(await balanceOfRecipient()).toBe(balance + parseEther('1'))
  })

  it('plain viem over the same fault: a time-out for a mined transaction, a resend refused', async () => {
    const plain = createPublicClient({
      transport: http(gatewayUrl(gateway.url, 31337, 'test-project'), {
        timeout: 300,
        retryDelay: 20,
      }),
    })
    const nonce = await nonceOf()
    const raw = await signTransfer(nonce, 1n)
    gateway.faults.set('eth_sendRawTransaction', { kind: 'timeout-after-forward', times: 'once' })
    // viem's action does not retry a send: the caller is told it failed...
    await expect(plain.sendRawTransaction({ serializedTransaction: raw })).rejects.toThrow(
      /took too long/,
    )
    // ...yet it was mined, and sending the same bytes again is an error.
    expect(await nonceOf()).toBe(nonce + 1)
    await expect(
      plain.request({ method: 'eth_sendRawTransaction', params: [raw] }),
    ).rejects.toThrow(/nonce too low/)
  })

  it('a time-out on every attempt at the gateway: the fallback URL confirms the send', async () => {
    const nonce = await nonceOf()
    const raw = await signTransfer(nonce, 3n)
    gateway.faults.set('eth_sendRawTransaction', { kind: 'timeout-after-forward' })
    expect(await client.sendRawTransaction({ serializedTransaction: raw })).toBe(keccak256(raw))
    expect(sendAttempts()).toHaveLength(4)
    expect(await nonceOf()).toBe(nonce + 1)
  })

  it('a different transaction with a used nonce still fails', async () => {
    const nonce = await nonceOf()
    await client.sendRawTransaction({ serializedTransaction: await signTransfer(nonce, 1n) })
    const sameNonce = await signTransfer(nonce, 2n)
    await expect(client.sendRawTransaction({ serializedTransaction: sameNonce })).rejects.toThrow(
      /nonce too low/,
    )
    expect(await nonceOf()).toBe(nonce + 1)
  })
})
