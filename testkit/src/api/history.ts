import {
  type Address,
  decodeEventLog,
  erc20Abi,
  erc721Abi,
  getAddress,
  type Hash,
  type Log,
  type TransactionReceipt,
} from 'viem'
import type { ConnectedChain } from './chains'

/** A mined transaction as the history needs it, read once from the chain and kept. */
export interface ScannedTransaction {
  chain: ConnectedChain
  hash: Hash
  blockNumber: bigint
  blockHash: Hash
  transactionIndex: number
  /** Unix seconds of the block. */
  timestamp: number
  from: Address
  /** Undefined for a contract creation. */
  to: Address | undefined
  value: bigint
  nonce: number
  status: 'success' | 'reverted'
  tokenTransfers: TokenTransfer[]
  /** ERC-721 `Transfer` logs (a mint comes from the zero address). */
  nftTransfers: NftTransfer[]
  approvals: { token: Address; owner: Address; spender: Address; value: bigint }[]
}

export interface TokenTransfer {
  token: Address
  from: Address
  to: Address
  value: bigint
}

export interface NftTransfer {
  contract: Address
  from: Address
  to: Address
  tokenId: bigint
}

/** What the Data API says about one ERC-721 token: read from the chain once and kept. */
export interface NftMetadata {
  collection: { name: string; symbol: string }
  tokenUri: string
}

export interface TokenMetadata {
  name: string
  symbol: string
  decimals: number
}

export type HistoryIndex = ReturnType<typeof createHistoryIndex>

/** Blocks fetched at once while catching up; a local node answers these in parallel easily. */
const blockBatch = 16

/**
 * Keeps every mined transaction of the local chains, read block by block with their receipts.
 * Blocks are scanned once and only new blocks are read on later calls; if a chain went back (a
 * snapshot revert), the blocks past its new head, or whose hash changed, are read again.
 */
export function createHistoryIndex() {
  const scanned = new Map<
    number,
    { blocks: Map<bigint, Hash>; transactions: ScannedTransaction[] }
  >()
  const queue = new Map<number, Promise<ScannedTransaction[]>>()
  const tokenMetadata = new Map<string, Promise<TokenMetadata | undefined>>()
  const nftMetadata = new Map<string, Promise<NftMetadata>>()

  async function catchUp(chain: ConnectedChain): Promise<ScannedTransaction[]> {
    let state = scanned.get(chain.chainId)
    if (!state) {
      state = { blocks: new Map(), transactions: [] }
      scanned.set(chain.chainId, state)
    }
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    const lastScanned = state.blocks.size === 0 ? -1n : BigInt(state.blocks.size - 1)
    let from = lastScanned + 1n
    if (lastScanned >= 0n) {
      const reverted =
        lastScanned > head ||
        (await chain.client.getBlock({ blockNumber: lastScanned })).hash !==
          state.blocks.get(lastScanned)
      if (reverted) {
        // The chain was reset or reverted: start over rather than guess where it forked.
        state.blocks.clear()
        state.transactions = []
        from = 0n
      }
    }
    for (let start = from; start <= head; start += BigInt(blockBatch)) {
      const numbers: bigint[] = []
      for (let n = start; n <= head && n < start + BigInt(blockBatch); n++) numbers.push(n)
      const blocks = await Promise.all(
        numbers.map((blockNumber) =>
          chain.client.getBlock({ blockNumber, includeTransactions: true }),
        ),
      )
      for (const block of blocks) {
        const receipts = await Promise.all(
          block.transactions.map((transaction) =>
            chain.client.getTransactionReceipt({ hash: transaction.hash }),
          ),
        )
        block.transactions.forEach((transaction, index) => {
          const receipt = receipts[index]!
          state.transactions.push({
            chain,
            hash: transaction.hash,
            blockNumber: block.number,
            blockHash: block.hash,
            transactionIndex: transaction.transactionIndex,
            timestamp: Number(block.timestamp),
            // Nodes answer lower-case addresses; the API answers checksummed ones.
            from: getAddress(transaction.from),
            to: transaction.to ? getAddress(transaction.to) : undefined,
            value: transaction.value,
            nonce: transaction.nonce,
            status: receipt.status,
            ...decodeTokenLogs(receipt),
          })
        })
        state.blocks.set(block.number, block.hash)
      }
    }
    return state.transactions
  }

  return {
    /** Every transaction of the chain up to its current head. */
    async transactions(chain: ConnectedChain): Promise<ScannedTransaction[]> {
      // Scans of one chain run one after another: parallel requests would otherwise read the
      // same new blocks twice and list their transactions twice.
      const previous = queue.get(chain.chainId) ?? Promise.resolve([])
      const scan = previous.catch(() => []).then(() => catchUp(chain))
      queue.set(chain.chainId, scan)
      return [...(await scan)]
    },

    /** Name, symbol and decimals of an ERC20, from the configured token or read from the chain. */
    tokenMetadata(chain: ConnectedChain, token: Address): Promise<TokenMetadata | undefined> {
      if (token.toLowerCase() === chain.token.address.toLowerCase()) {
        return Promise.resolve(chain.token)
      }
      const key = `${chain.chainId}:${token.toLowerCase()}`
      let metadata = tokenMetadata.get(key)
      if (!metadata) {
        const read = <Name extends 'name' | 'symbol' | 'decimals'>(functionName: Name) =>
          chain.client.readContract({ address: token, abi: erc20Abi, functionName })
        metadata = Promise.all([read('name'), read('symbol'), read('decimals')]).then(
          ([name, symbol, decimals]) => ({ name, symbol, decimals }),
          // A contract that emits Transfer but is no ERC20 (or an ERC721) is left out.
          () => undefined,
        )
        tokenMetadata.set(key, metadata)
      }
      return metadata
    },

    /**
     * The collection's name and symbol and the token's URI, read from the contract (ERC-721
     * metadata); a contract that does not answer them gets its address as the name, no URI.
     */
    nftMetadata(chain: ConnectedChain, contract: Address, tokenId: bigint): Promise<NftMetadata> {
      const key = `${chain.chainId}:${contract.toLowerCase()}:${tokenId}`
      let metadata = nftMetadata.get(key)
      if (!metadata) {
        const read = <Name extends 'name' | 'symbol'>(functionName: Name) =>
          chain.client
            .readContract({ address: contract, abi: erc721Abi, functionName })
            .catch(() => undefined)
        metadata = Promise.all([
          read('name'),
          read('symbol'),
          chain.client
            .readContract({
              address: contract,
              abi: erc721Abi,
              functionName: 'tokenURI',
              args: [tokenId],
            })
            .catch(() => ''),
        ]).then(([name, symbol, tokenUri]) => ({
          collection: { name: name ?? contract, symbol: symbol ?? '' },
          tokenUri,
        }))
        nftMetadata.set(key, metadata)
      }
      return metadata
    },
  }
}

function decodeTokenLogs(
  receipt: TransactionReceipt,
): Pick<ScannedTransaction, 'tokenTransfers' | 'nftTransfers' | 'approvals'> {
  const tokenTransfers: TokenTransfer[] = []
  const nftTransfers: NftTransfer[] = []
  const approvals: ScannedTransaction['approvals'] = []
  for (const log of receipt.logs as Log[]) {
    // ERC-721's Transfer has the same signature as ERC20's, with the token id indexed too.
    if (log.topics.length === 4) {
      try {
        const event = decodeEventLog({ abi: erc721Abi, data: log.data, topics: log.topics })
        if (event.eventName === 'Transfer') {
          nftTransfers.push({
            contract: getAddress(log.address),
            from: getAddress(event.args.from),
            to: getAddress(event.args.to),
            tokenId: event.args.tokenId,
          })
        }
      } catch {
        // Another event with three indexed arguments: not an NFT move.
      }
      continue
    }
    try {
      const event = decodeEventLog({ abi: erc20Abi, data: log.data, topics: log.topics })
      if (event.eventName === 'Transfer') {
        tokenTransfers.push({
          token: getAddress(log.address),
          from: getAddress(event.args.from),
          to: getAddress(event.args.to),
          value: event.args.value,
        })
      } else if (event.eventName === 'Approval') {
        approvals.push({
          token: getAddress(log.address),
          owner: getAddress(event.args.owner),
          spender: getAddress(event.args.spender),
          value: event.args.value,
        })
      }
    } catch {
      // Not an ERC20 event (or an ERC721 Transfer with an indexed token id): not a fungible move.
    }
  }
  return { tokenTransfers, nftTransfers, approvals }
}
