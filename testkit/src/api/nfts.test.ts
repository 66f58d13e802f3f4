import { erc721Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latchTestNftAbi } from '../devnet/contracts/LatchTestNft.artifact'
import { type Devnet, startDevnet } from '../devnet/startDevnet'
import { devWallet, freshAccount } from './chainTestKit'
import { type LocalApi, startLocalApi } from './server'
import { historyShape, nftsShape } from './shapes'
import { getJson } from './testClient'

describe('NFTs on real local chains (ERC-721 Transfer logs)', () => {
  let devnet: Devnet
  let api: LocalApi
  let home: Devnet['chains'][number]
  /** Servers a test started with other settings. */
  const servers: LocalApi[] = []

  beforeAll(async () => {
    devnet = await startDevnet()
    home = devnet.chains[0]!
    api = await startLocalApi({ chains: devnet.chains, nftPageSize: 2 })
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await api?.stop()
    await devnet?.stop()
  })

  async function nfts(account: string, query: Record<string, string> = {}, server = api) {
    const { status, body } = await getJson(server, `/v1/account/${account}/nfts`, query)
    expect(status).toBe(200)
    return nftsShape.parse(body)
  }

  /** Every page of the account's NFTs on the home chain. */
  async function allNfts(account: string) {
    const items = []
    let cursor: string | undefined
    do {
      const page = await nfts(account, {
        chainId: `eip155:${home.chainId}`,
        ...(cursor ? { cursor } : {}),
      })
      items.push(...page.data)
      cursor = page.next ?? undefined
    } while (cursor)
    return items
  }

  it('deploys two collections on every chain, minted to each dev account', async () => {
    for (const chain of devnet.chains) {
      expect(chain.nfts.map((nft) => [nft.name, nft.symbol, nft.spam])).toEqual([
        ['Latch Pets', 'LPET', false],
        ['Free Claim Rewards', 'CLAIM', true],
      ])
    }
    const wallet = devWallet(devnet, home, 0)
    const pets = home.nfts[0]!
    const balance = await wallet.client.readContract({
      address: pets.address,
      abi: erc721Abi,
      functionName: 'balanceOf',
      args: [devnet.accounts[3]!.address],
    })
    expect(balance).toBe(2n)
    // Ids from 1 in account order: account 3 holds 7 and 8.
    const uri = await wallet.client.readContract({
      address: pets.address,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [7n],
    })
    expect(uri).toBe('latch-nft://latch-pets/7')
  })

  it('lists what an account holds, paged, with name, collection, image and spam flag', async () => {
    const account = devnet.accounts[3]!.address
    const first = await nfts(account, { chainId: `eip155:${home.chainId}` })
    expect(first.data).toHaveLength(2)
    expect(first.next).toEqual(expect.any(String))
    const items = await allNfts(account)
    // Ordered by collection address, then token id.
    const [pets, claims] = home.nfts as [(typeof home.nfts)[0], (typeof home.nfts)[0]]
    const petItems = [
      ['Latch Pets #7', 'LPET', false],
      ['Latch Pets #8', 'LPET', false],
    ]
    const claimItems = [['Free Claim Rewards #4', 'CLAIM', true]]
    expect(items.map((item) => [item.name, item.collection.symbol, item.flags.is_spam])).toEqual(
      pets.address.localeCompare(claims.address) < 0
        ? [...petItems, ...claimItems]
        : [...claimItems, ...petItems],
    )
    const pet = items.find((item) => item.token_id === '7')!
    expect(pet).toMatchObject({
      id: `eip155:${home.chainId}:${home.nfts[0]!.address}:7`,
      chain: `eip155:${home.chainId}`,
      contract_address: home.nfts[0]!.address,
      collection: { name: 'Latch Pets', symbol: 'LPET' },
      content: { preview: { url: `${api.url}/nft-images/latch-pets/7.png` } },
    })
    // The image is served, without a project id, as a browser loads it.
    const image = await fetch(pet.content.preview!.url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    // Both chains without chainId: the other chain's tokens too.
    const everywhere = await nfts(account, {}, await pagedBy(100))
    expect(everywhere.data).toHaveLength(6)
  })

  it('follows a real transfer: the sender loses the token, the receiver gets it, history shows it', async () => {
    const receiver = freshAccount('nft-receiver').address
    expect((await nfts(receiver)).data).toEqual([])
    const sender = devWallet(devnet, home, 4)
    const pets = home.nfts[0]!
    const receipt = await sender.client
      .writeContract({
        address: pets.address,
        abi: latchTestNftAbi,
        functionName: 'transferFrom',
        args: [sender.address, receiver, 9n],
      })
      .then((hash) => sender.client.waitForTransactionReceipt({ hash, pollingInterval: 20 }))
    expect(receipt.status).toBe('success')

    expect((await nfts(receiver)).data.map((item) => item.name)).toEqual(['Latch Pets #9'])
    expect((await allNfts(sender.address)).map((item) => item.token_id)).not.toContain('9')

    const { body } = await getJson(api, `/v1/account/${receiver}/history`)
    const [received] = historyShape.parse(body).data
    expect(received).toMatchObject({
      metadata: { hash: receipt.transactionHash, operationType: 'receive' },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: {
            name: 'Latch Pets #9',
            token_id: '9',
            collection: { name: 'Latch Pets', symbol: 'LPET' },
            flags: { is_spam: false },
          },
        },
      ],
    })
    expect(received!.transfers[0]!.fungible_info).toBeUndefined()
  })

  it("flags the airdrop's transfers as spam in history", async () => {
    const account = devnet.accounts[6]!.address
    const { body } = await getJson(api, `/v1/account/${account}/history`, {
      chainId: `eip155:${home.chainId}`,
    })
    const nftTransfers = historyShape
      .parse(body)
      .data.flatMap((item) => item.transfers)
      .flatMap((transfer) => (transfer.nft_info ? [transfer.nft_info] : []))
    expect(nftTransfers.map((nft) => [nft.collection.symbol, nft.flags.is_spam]).sort()).toEqual([
      ['CLAIM', true],
      ['LPET', false],
      ['LPET', false],
    ])
  })

  it('answers no NFTs for a Solana account, 400 for a bad cursor, and serves a configured path', async () => {
    const solana =
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:BY6CZz6EAkxF3312euv7voeBNUmxypKDcRk52H4EgZA7'
    expect(await nfts(solana)).toEqual({ data: [], next: null })
    const bad = await getJson(api, `/v1/account/${devnet.accounts[3]!.address}/nfts`, {
      cursor: 'not-a-cursor',
    })
    expect(bad.status).toBe(400)

    const moved = await startLocalApi({ chains: devnet.chains, nftsPath: '/v2/nfts/:account' })
    try {
      const { status, body } = await getJson(moved, `/v2/nfts/${devnet.accounts[3]!.address}`)
      expect(status).toBe(200)
      expect(nftsShape.parse(body).data.length).toBe(6)
      expect((await getJson(moved, `/v1/account/${devnet.accounts[3]!.address}/nfts`)).status).toBe(
        404,
      )
    } finally {
      await moved.stop()
    }
  })

  async function pagedBy(size: number) {
    const server = await startLocalApi({ chains: devnet.chains, nftPageSize: size })
    servers.push(server)
    return server
  }
})
