import {
  type Address,
  BaseError,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  maxUint256,
  parseUnits,
} from 'viem'
import { z } from 'zod'
import { type ConnectedChain, parseAccount } from '../chains'
import { iconUrl, type ServerContext } from '../context'
import { HttpError, parseInput, readJsonBody, sendJson } from '../http'
import { baseUnits, caip2 } from '../query'
import type { Route } from '../router'
import { findToken, type KnownToken, tokensOfChain } from '../tokens'

/** Fee the local swap desk keeps, in percent of the output (a typical aggregator fee). */
export const swapFeePercent = 0.3

/** Spec §9: gas fee multiplier 1.2; `fast` is one step above the node's price, `instant` two. */
const gasFeeMultiplierPercent = 120n

/** Gas limits used when the caller asks not to estimate (`disableEstimate`). */
const fixedGas = { native: 21_000n, erc20: 65_000n }

const tokensQuery = z.object({ chainId: caip2 })
const quotesQuery = z.object({
  amount: baseUnits,
  userAddress: z.string(),
  from: z.string(),
  to: z.string(),
  gasPrice: baseUnits.optional(),
})
const gasPriceQuery = z.object({ chainId: caip2 })
const allowanceQuery = z.object({ tokenAddress: z.string(), userAddress: z.string() })
const buildApproveQuery = z.object({
  userAddress: z.string(),
  from: z.string(),
  to: z.string().optional(),
  amount: baseUnits.optional(),
})
const buildTransactionBody = z.object({
  projectId: z.string().optional(),
  amount: baseUnits,
  eip155: z.object({ slippage: z.union([z.string(), z.number()]) }).optional(),
  from: z.string(),
  to: z.string(),
  userAddress: z.string(),
  disableEstimate: z.boolean().optional(),
})

function requireToken(context: ServerContext, caip10: string): KnownToken {
  const token = findToken(context, caip10)
  if (!token) throw new HttpError(400, 'Token not supported', [`Unknown token ${caip10}`])
  return token
}

/** Both sides of a swap must be tokens of the same local chain: only those can be transacted. */
function requireLocalPair(context: ServerContext, from: string, to: string) {
  const fromToken = requireToken(context, from)
  const toToken = requireToken(context, to)
  const chain = fromToken.local?.chain
  if (!chain || toToken.local?.chain !== chain) {
    throw new HttpError(400, 'Network not supported for Swaps', [
      'Swaps are served between tokens of one local chain',
    ])
  }
  if (fromToken.caip10.toLowerCase() === toToken.caip10.toLowerCase()) {
    throw new HttpError(400, 'Cannot swap a token for itself')
  }
  return { chain, fromToken, toToken }
}

/** Output of a swap at the fixture prices, less the desk's fee, in the output's base units. */
function quoteOutput(context: ServerContext, from: KnownToken, to: KnownToken, amount: bigint) {
  const fromPrice = context.prices.price(from.symbol)
  const toPrice = context.prices.price(to.symbol)
  if (fromPrice === 0 || toPrice === 0) {
    throw new HttpError(400, 'No price for this pair', [`${from.symbol} → ${to.symbol}`])
  }
  const output =
    (Number(formatUnits(amount, from.decimals)) * fromPrice * (100 - swapFeePercent)) /
    100 /
    toPrice
  return parseUnits(output.toFixed(to.decimals), to.decimals)
}

async function estimateOrFixed(
  chain: ConnectedChain,
  request: { account: Address; to: Address; data?: Hex; value?: bigint },
  disableEstimate: boolean | undefined,
  fallback: bigint,
): Promise<bigint> {
  if (disableEstimate) return fallback
  try {
    return await chain.client.estimateGas(request)
  } catch (error) {
    // The node's reason (insufficient funds, allowance) is what the caller needs to see.
    const reason = error instanceof BaseError ? error.shortMessage : String(error)
    throw new HttpError(400, 'Transaction would fail', [reason])
  }
}

/** Data API swaps ("convert"): token lists, quotes, gas prices, allowance and calldata. */
export function convertRoutes(context: ServerContext): Route[] {
  const { swapRouter } = context.settings
  return [
    {
      method: 'GET',
      path: '/v1/convert/tokens',
      handler: ({ response, query }) => {
        const { chainId } = parseInput(tokensQuery, query, 'tokens query')
        sendJson(response, 200, {
          tokens: tokensOfChain(context, chainId).map((token) => ({
            name: token.name,
            symbol: token.symbol,
            address: token.caip10,
            decimals: token.decimals,
            logoUri: iconUrl(context, token.symbol),
            eip2612: token.eip2612,
          })),
        })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/quotes',
      handler: ({ response, query }) => {
        const parsed = parseInput(quotesQuery, query, 'quotes query')
        parseAccount(parsed.userAddress)
        const { fromToken, toToken } = requireLocalPair(context, parsed.from, parsed.to)
        const toAmount = quoteOutput(context, fromToken, toToken, BigInt(parsed.amount))
        sendJson(response, 200, {
          quotes: [
            {
              id: null,
              fromAmount: parsed.amount,
              fromAccount: fromToken.caip10,
              toAmount: toAmount.toString(),
              toAccount: toToken.caip10,
            },
          ],
        })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/gas-price',
      handler: async ({ response, query }) => {
        const { chainId } = parseInput(gasPriceQuery, query, 'gas price query')
        const chain = context.chains.require(chainId, 'Gas Price')
        const standard = await chain.client.getGasPrice()
        const fast = (standard * gasFeeMultiplierPercent) / 100n
        const instant = (fast * gasFeeMultiplierPercent) / 100n
        sendJson(response, 200, {
          standard: standard.toString(),
          fast: fast.toString(),
          instant: instant.toString(),
        })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/allowance',
      handler: async ({ response, query }) => {
        const parsed = parseInput(allowanceQuery, query, 'allowance query')
        const owner = parseAccount(parsed.userAddress)
        const token = requireToken(context, parsed.tokenAddress)
        if (!token.local?.contract) {
          throw new HttpError(400, 'Allowance needs an ERC20 on a local chain')
        }
        const allowance = await token.local.chain.client.readContract({
          address: token.local.contract,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, swapRouter],
        })
        sendJson(response, 200, { allowance: allowance.toString() })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/build-approve',
      handler: async ({ response, query }) => {
        const parsed = parseInput(buildApproveQuery, query, 'build-approve query')
        const owner = parseAccount(parsed.userAddress)
        const token = requireToken(context, parsed.from)
        const contract = token.local?.contract
        if (!token.local || !contract) {
          throw new HttpError(400, 'Only an ERC20 on a local chain needs an approval')
        }
        const { chain } = token.local
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [swapRouter, parsed.amount === undefined ? maxUint256 : BigInt(parsed.amount)],
        })
        const [gas, gasPrice] = await Promise.all([
          estimateOrFixed(chain, { account: owner, to: contract, data }, false, fixedGas.erc20),
          chain.client.getGasPrice(),
        ])
        sendJson(response, 200, {
          tx: {
            from: `${chain.caipId}:${owner}`,
            to: token.caip10,
            data,
            value: '0',
            eip155: { gas: Number(gas), gasPrice: gasPrice.toString() },
          },
        })
      },
    },
    {
      method: 'POST',
      path: '/v1/convert/build-transaction',
      handler: async ({ request, response }) => {
        const body = parseInput(
          buildTransactionBody,
          await readJsonBody(request),
          'build-transaction body',
        )
        const owner = parseAccount(body.userAddress)
        const { chain, fromToken } = requireLocalPair(context, body.from, body.to)
        const amount = BigInt(body.amount)
        // No swap router runs on the local chains: the transaction really hands the input to the
        // local swap desk (an ERC20 transfer, or a plain value transfer for the native currency).
        const contract = fromToken.local?.contract
        const tx = contract
          ? {
              to: contract,
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transfer',
                args: [swapRouter, amount],
              }),
              value: 0n,
            }
          : { to: swapRouter, data: '0x' as Hex, value: amount }
        const [gas, gasPrice] = await Promise.all([
          estimateOrFixed(
            chain,
            { account: owner, ...tx },
            body.disableEstimate,
            contract ? fixedGas.erc20 : fixedGas.native,
          ),
          chain.client.getGasPrice(),
        ])
        sendJson(response, 200, {
          tx: {
            from: `${chain.caipId}:${owner}`,
            to: `${chain.caipId}:${tx.to}`,
            data: tx.data,
            amount: tx.value.toString(),
            eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
          },
        })
      },
    },
  ]
}
