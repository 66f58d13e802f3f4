import { createTestClient, erc20Abi, formatEther, http, maxUint256, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/startDevnet'
import { devWallet, freshAccount } from './chainTestKit'
import { type LocalApi, startLocalApi } from './server'
import {
  allowanceShape,
  balancesShape,
  buildApproveShape,
  buildTransactionShape,
  convertTokensShape,
  errorShape,
  fungiblePriceShape,
  gasPriceShape,
  historyShape,
  identityShape,
  quotesShape,
  supportedChainsShape,
} from './shapes'
import { getJson, postJson } from './testClient'

const ethPrice = 3120.45
const lusdPrice = 1

describe('Data API on real local chains', () => {
  let devnet: Devnet
  let api: LocalApi
  let home: Devnet['chains'][number]
  let other: Devnet['chains'][number]

  beforeAll(async () => {
    devnet = await startDevnet()
    ;[home, other] = devnet.chains as [typeof home, typeof other]
    api = await startLocalApi({ chains: devnet.chains })
  })
  afterAll(async () => {
    await api?.stop()
    await devnet?.stop()
  })

  async function balances(address: string, query: Record<string, string> = {}) {
    const { status, body } = await getJson(api, `/v1/account/${address}/balance`, query)
    expect(status).toBe(200)
    return balancesShape.parse(body).balances
  }

  async function history(address: string, query: Record<string, string> = {}) {
    const { status, body } = await getJson(api, `/v1/account/${address}/history`, query)
    expect(status).toBe(200)
    return historyShape.parse(body)
  }

  it('reads native and ERC20 balances of a dev account on both chains, priced', async () => {
    const account = devnet.accounts[5]!.address
    const all = await balances(account)
    expect(all.map((balance) => `${balance.chainId} ${balance.symbol}`)).toEqual([
      `eip155:${home.chainId} ETH`,
      `eip155:${home.chainId} LUSD`,
      `eip155:${other.chainId} ETH`,
      `eip155:${other.chainId} LUSD`,
    ])
    const [eth, lusd] = all
    expect(eth).toMatchObject({ name: 'Ether', price: ethPrice, quantity: { decimals: '18' } })
    expect(eth!.address).toBeUndefined()
    expect(eth!.quantity.numeric).toBe('10000')
    expect(eth!.value).toBeCloseTo(10_000 * ethPrice)
    expect(lusd).toMatchObject({
      name: 'Latch USD',
      address: `eip155:${home.chainId}:${home.token.address}`,
      price: lusdPrice,
      value: 1_000_000,
      quantity: { decimals: '6', numeric: '1000000' },
    })
  })

  it('narrows balances to one chain, answers none for an unsupported chain, converts currency', async () => {
    const account = devnet.accounts[5]!.address
    const onOther = await balances(account, { chainId: `eip155:${other.chainId}` })
    expect(onOther.map((balance) => balance.chainId)).toEqual([
      `eip155:${other.chainId}`,
      `eip155:${other.chainId}`,
    ])
    expect(await balances(account, { chainId: 'eip155:1' })).toEqual([])
    // A CAIP-10 account is accepted as well as a bare address.
    const inEur = await balances(`eip155:${home.chainId}:${account}`, {
      chainId: `eip155:${home.chainId}`,
      currency: 'eur',
    })
    expect(inEur[0]!.price).toBeCloseTo(ethPrice * 0.92)
    const badCurrency = await getJson(api, `/v1/account/${account}/balance`, { currency: 'xyz' })
    expect(badCurrency.status).toBe(400)
    errorShape.parse(badCurrency.body)
    const badAddress = await getJson(api, '/v1/account/0x1234/balance')
    expect(badAddress.status).toBe(400)
  })

  it('shows a real native and ERC20 transfer in balances and in history', async () => {
    const sender = devWallet(devnet, home, 1)
    const recipient = freshAccount('transfer').address
    expect(await balances(recipient)).toEqual([])
    expect((await history(recipient)).data).toEqual([])

    const nativeReceipt = await sender.sendEther(recipient, '1.5')
    const tokenReceipt = await sender.sendToken(recipient, '250')

    const after = await balances(recipient)
    expect(after.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['ETH', '1.5'],
      ['LUSD', '250'],
    ])
    expect(after[0]!.value).toBeCloseTo(1.5 * ethPrice)

    const received = await history(recipient)
    expect(received.next).toBeNull()
    expect(received.data.map((item) => item.metadata.hash)).toEqual([
      tokenReceipt.transactionHash,
      nativeReceipt.transactionHash,
    ])
    const [tokenItem, nativeItem] = received.data
    expect(nativeItem!.metadata).toMatchObject({
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: sender.address,
      sentTo: recipient,
      chain: `eip155:${home.chainId}`,
    })
    expect(nativeItem!.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '1.5' },
        price: ethPrice,
        fungible_info: expect.objectContaining({ symbol: 'ETH', name: 'Ether' }),
      }),
    ])
    // The ERC20 transfer is a call to the token contract; the history reads it from the log.
    expect(tokenItem!.metadata.sentTo).toBe(home.token.address)
    expect(tokenItem!.metadata.operationType).toBe('receive')
    expect(tokenItem!.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '250' },
        value: 250,
        fungible_info: expect.objectContaining({ symbol: 'LUSD' }),
      }),
    ])
    const block = await sender.client.getBlock({ blockNumber: nativeReceipt.blockNumber })
    expect(nativeItem!.metadata.minedAt).toBe(
      new Date(Number(block.timestamp) * 1000).toISOString(),
    )

    // The sender sees the same transactions as sends.
    const sent = await history(sender.address, { chainId: `eip155:${home.chainId}` })
    const sentItem = sent.data.find((item) => item.metadata.hash === nativeReceipt.transactionHash)
    expect(sentItem?.metadata.operationType).toBe('send')
    expect(sentItem?.transfers[0]?.direction).toBe('out')
    // And nothing of it shows on the other chain.
    expect((await history(recipient, { chainId: `eip155:${other.chainId}` })).data).toEqual([])
  })

  it('lists a reverted transaction as failed, without transfers', async () => {
    const sender = devWallet(devnet, other, 2)
    const recipient = freshAccount('reverted').address
    // More than the sender holds, with a fixed gas limit so the node mines it and it reverts.
    const receipt = await sender.sendToken(recipient, '2000000', { gas: 100_000n })
    expect(receipt.status).toBe('reverted')
    const { data } = await history(sender.address, { chainId: `eip155:${other.chainId}` })
    const item = data.find((entry) => entry.metadata.hash === receipt.transactionHash)
    expect(item?.metadata.status).toBe('failed')
    expect(item?.transfers).toEqual([])
    expect((await history(recipient)).data).toEqual([])
  })

  it('pages history with a cursor that holds when new transactions arrive', async () => {
    const paged = await startLocalApi({ chains: devnet.chains, historyPageSize: 2 })
    try {
      const sender = devWallet(devnet, home, 3)
      const recipient = freshAccount('paging').address
      const hashes: string[] = []
      for (const ether of ['0.1', '0.2', '0.3', '0.4', '0.5']) {
        hashes.push((await sender.sendEther(recipient, ether)).transactionHash)
      }
      const page = async (cursor?: string) => {
        const { status, body } = await getJson(paged, `/v1/account/${recipient}/history`, {
          cursor,
        })
        expect(status).toBe(200)
        return historyShape.parse(body)
      }
      const first = await page()
      expect(first.data.map((item) => item.metadata.hash)).toEqual([hashes[4], hashes[3]])
      expect(first.next).toEqual(expect.any(String))
      // A transaction mined between two page requests shows on a new first page, not page two.
      const late = (await sender.sendEther(recipient, '0.6')).transactionHash
      const second = await page(first.next!)
      expect(second.data.map((item) => item.metadata.hash)).toEqual([hashes[2], hashes[1]])
      const third = await page(second.next!)
      expect(third.data.map((item) => item.metadata.hash)).toEqual([hashes[0]])
      expect(third.next).toBeNull()
      expect((await page()).data[0]!.metadata.hash).toBe(late)

      const badCursor = await getJson(paged, `/v1/account/${recipient}/history`, {
        cursor: 'not-a-cursor',
      })
      expect(badCursor.status).toBe(400)
    } finally {
      await paged.stop()
    }
  })

  it('lists each transaction once when history is asked for while blocks arrive', async () => {
    // A fresh server, so its first scans race with the blocks being mined.
    const racing = await startLocalApi({ chains: devnet.chains, historyPageSize: 100 })
    try {
      const sender = devWallet(devnet, other, 7)
      const recipient = freshAccount('parallel').address
      const ask = () => getJson(racing, `/v1/account/${recipient}/history`)
      const hashes: string[] = []
      const bursts: Promise<unknown>[] = []
      for (const ether of ['0.01', '0.02', '0.03', '0.04', '0.05']) {
        bursts.push(Promise.all(Array.from({ length: 4 }, ask)))
        hashes.push((await sender.sendEther(recipient, ether)).transactionHash)
        bursts.push(Promise.all(Array.from({ length: 4 }, ask)))
      }
      await Promise.all(bursts)
      const answers = await Promise.all(Array.from({ length: 4 }, ask))
      for (const { body } of answers) {
        const hashesListed = historyShape.parse(body).data.map((item) => item.metadata.hash)
        expect(hashesListed).toEqual([...hashes].reverse())
      }
    } finally {
      await racing.stop()
    }
  })

  it('forgets transactions undone by a snapshot revert', async () => {
    const sender = devWallet(devnet, home, 8)
    const recipient = freshAccount('reverted-chain').address
    const node = createTestClient({ mode: 'anvil', transport: http(home.rpcUrl) })
    const snapshot = await node.snapshot()
    const undone = await sender.sendEther(recipient, '1')
    expect((await history(recipient)).data.map((item) => item.metadata.hash)).toEqual([
      undone.transactionHash,
    ])
    await node.revert({ id: snapshot })
    // The same block number is mined again, with another transaction in it.
    const kept = await sender.sendEther(recipient, '2')
    expect(kept.blockNumber).toBe(undone.blockNumber)
    const { data } = await history(recipient)
    expect(data.map((item) => item.metadata.hash)).toEqual([kept.transactionHash])
    expect(data[0]!.transfers[0]!.quantity.numeric).toBe('2')
  })

  it('prices fungibles by CAIP-10 id, leaving unknown tokens out', async () => {
    const { status, body } = await postJson(api, '/v1/fungible/price', {
      projectId: 'p',
      currency: 'usd',
      addresses: [
        `eip155:${home.chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
        `eip155:${home.chainId}:${home.token.address}`,
        'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        'eip155:1:0x0000000000000000000000000000000000000001',
      ],
    })
    expect(status).toBe(200)
    const { fungibles } = fungiblePriceShape.parse(body)
    expect(fungibles.map((fungible) => [fungible.symbol, fungible.price])).toEqual([
      ['ETH', ethPrice],
      ['LUSD', lusdPrice],
      ['USDC', 1],
    ])
    const invalid = await postJson(api, '/v1/fungible/price', { currency: 'usd', addresses: [] })
    expect(invalid.status).toBe(400)
  })

  it('lists convert tokens: the local chain its own, a mainnet the fixture list, others none', async () => {
    const local = convertTokensShape.parse(
      (await getJson(api, '/v1/convert/tokens', { chainId: `eip155:${home.chainId}` })).body,
    )
    expect(local.tokens.map((token) => [token.symbol, token.decimals])).toEqual([
      ['ETH', 18],
      ['LUSD', 6],
    ])
    const mainnet = convertTokensShape.parse(
      (await getJson(api, '/v1/convert/tokens', { chainId: 'eip155:1' })).body,
    )
    expect(mainnet.tokens.map((token) => token.symbol)).toContain('USDC')
    expect((await getJson(api, '/v1/convert/tokens', { chainId: 'eip155:999' })).body).toEqual({
      tokens: [],
    })
    expect((await getJson(api, '/v1/convert/tokens')).status).toBe(400)
  })

  it('reads gas prices from the chain', async () => {
    const { status, body } = await getJson(api, '/v1/convert/gas-price', {
      chainId: `eip155:${home.chainId}`,
    })
    expect(status).toBe(200)
    const prices = gasPriceShape.parse(body)
    // Read live: with no block mined in between, the node's own price is the standard one.
    const onChain = await devWallet(devnet, home, 0).client.getGasPrice()
    expect(BigInt(prices.standard)).toBe(onChain)
    expect(BigInt(prices.fast)).toBe((BigInt(prices.standard) * 120n) / 100n)
    expect(BigInt(prices.instant)).toBe((BigInt(prices.fast) * 120n) / 100n)
    const unsupported = await getJson(api, '/v1/convert/gas-price', { chainId: 'eip155:1' })
    expect(unsupported.status).toBe(400)
    expect(errorShape.parse(unsupported.body).error).toBe('Network not supported for Gas Price')
  })

  it('quotes at fixture prices less the swap fee', async () => {
    const user = devnet.accounts[4]!.address
    const from = `eip155:${home.chainId}:${home.token.address}`
    const to = `eip155:${home.chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
    const amount = parseUnits('3120.45', 6).toString()
    const { status, body } = await getJson(api, '/v1/convert/quotes', {
      amount,
      userAddress: user,
      from,
      to,
    })
    expect(status).toBe(200)
    const [quote] = quotesShape.parse(body).quotes
    expect(quote).toMatchObject({ fromAmount: amount, fromAccount: from, toAccount: to })
    expect(Number(formatEther(BigInt(quote!.toAmount)))).toBeCloseTo(0.997, 6)
    const crossChain = await getJson(api, '/v1/convert/quotes', {
      amount,
      userAddress: user,
      from,
      to: `eip155:${other.chainId}:${other.token.address}`,
    })
    expect(crossChain.status).toBe(400)
    expect(errorShape.parse(crossChain.body).error).toBe('Network not supported for Swaps')
  })

  it('builds a real approve: sent on chain, the allowance endpoint reads it', async () => {
    const wallet = devWallet(devnet, home, 4)
    const token = `eip155:${home.chainId}:${home.token.address}`
    const allowance = async () =>
      allowanceShape.parse(
        (
          await getJson(api, '/v1/convert/allowance', {
            tokenAddress: token,
            userAddress: wallet.address,
          })
        ).body,
      ).allowance
    expect(await allowance()).toBe('0')

    const built = await getJson(api, '/v1/convert/build-approve', {
      userAddress: `eip155:${home.chainId}:${wallet.address}`,
      from: token,
      to: `eip155:${home.chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
      amount: '5000000',
    })
    expect(built.status).toBe(200)
    const { tx } = buildApproveShape.parse(built.body)
    expect(tx.to).toBe(token)
    const receipt = await wallet.sendRaw(home.token.address, tx.data as `0x${string}`)
    expect(receipt.status).toBe('success')
    expect(await allowance()).toBe('5000000')

    const { data } = await history(wallet.address, { chainId: `eip155:${home.chainId}` })
    expect(data[0]).toMatchObject({
      metadata: { hash: receipt.transactionHash, operationType: 'approve' },
      transfers: [],
    })

    // Without an amount the approval is unlimited, as swap providers ask for.
    const unlimited = buildApproveShape.parse(
      (
        await getJson(api, '/v1/convert/build-approve', {
          userAddress: wallet.address,
          from: token,
        })
      ).body,
    )
    await wallet.sendRaw(home.token.address, unlimited.tx.data as `0x${string}`)
    expect(await allowance()).toBe(maxUint256.toString())
  })

  it('builds a real swap transaction that moves the input on chain', async () => {
    const wallet = devWallet(devnet, other, 6)
    const from = `eip155:${other.chainId}:${other.token.address}`
    const to = `eip155:${other.chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
    const built = await postJson(api, '/v1/convert/build-transaction', {
      projectId: 'p',
      amount: parseUnits('12', 6).toString(),
      eip155: { slippage: '1' },
      from,
      to,
      userAddress: `eip155:${other.chainId}:${wallet.address}`,
      disableEstimate: false,
    })
    expect(built.status).toBe(200)
    const { tx } = buildTransactionShape.parse(built.body)
    expect(tx.to).toBe(from)
    expect(Number(tx.eip155.gas)).toBeGreaterThan(21_000)
    const balanceOf = () =>
      wallet.client.readContract({
        address: other.token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [wallet.address],
      })
    const before = await balanceOf()
    const receipt = await wallet.sendRaw(other.token.address, tx.data as `0x${string}`)
    expect(receipt.status).toBe('success')
    expect(before - (await balanceOf())).toBe(parseUnits('12', 6))

    // An account that cannot pay fails the estimate with the node's reason.
    const broke = await postJson(api, '/v1/convert/build-transaction', {
      amount: parseUnits('12', 6).toString(),
      from,
      to,
      userAddress: freshAccount('broke').address,
    })
    expect(broke.status).toBe(400)
    expect(errorShape.parse(broke.body).error).toBe('Transaction would fail')
  })

  it('answers identities from the fixture', async () => {
    const alice = identityShape.parse(
      (await getJson(api, `/v1/identity/${devnet.accounts[0]!.address}`, { sender: 'x' })).body,
    )
    expect(alice.name).toBe('alice.latch.eth')
    expect(alice.avatar).toMatch(/\/icons\/avatar-alice\.png$/)
    const avatar = await fetch(alice.avatar!)
    expect(avatar.headers.get('content-type')).toBe('image/png')
    expect((await getJson(api, `/v1/identity/${freshAccount('nobody').address}`)).body).toEqual({
      name: null,
      avatar: null,
    })
  })

  it('lists the local chains as supported', async () => {
    const { body } = await getJson(api, '/v1/supported-chains')
    const ids = [`eip155:${home.chainId}`, `eip155:${other.chainId}`]
    expect(supportedChainsShape.parse(body)).toEqual({ http: ids, ws: ids })
  })

  it('answers 502 when a chain node is unreachable', async () => {
    const dead = await startLocalApi({
      chains: [{ ...home, rpcUrl: 'http://127.0.0.1:9' }],
    })
    try {
      const { status, body } = await getJson(
        dead,
        `/v1/account/${devnet.accounts[0]!.address}/balance`,
      )
      expect(status).toBe(502)
      expect(errorShape.parse(body).error).toBe('Chain request failed')
    } finally {
      await dead.stop()
    }
  })
})
