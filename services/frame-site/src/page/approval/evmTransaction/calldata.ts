import {
  type Address,
  type Client,
  decodeFunctionData,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  type Hex,
} from 'viem'
import { isEffectivelyUnlimited } from '../evmAmounts'
import type { ApprovalRow, ApprovalSection } from '../view'

/** The token calls the frame names (ERC-20, ERC-721), as the standard ABIs decode them. */
export type TokenCall =
  | { readonly name: 'transfer'; readonly to: Address; readonly amount: bigint }
  | { readonly name: 'approve'; readonly spender: Address; readonly amount: bigint }
  | {
      readonly name: 'transferFrom'
      readonly from: Address
      readonly to: Address
      readonly amount: bigint
    }
  | {
      readonly name: 'safeTransferFrom'
      readonly from: Address
      readonly to: Address
      readonly tokenId: bigint
      readonly data?: Hex
    }
  | { readonly name: 'setApprovalForAll'; readonly operator: Address; readonly approved: boolean }

const KNOWN = new Set([
  'transfer',
  'approve',
  'transferFrom',
  'safeTransferFrom',
  'setApprovalForAll',
])

/** ERC-20's functions first: approve and transferFrom have the same selector in both standards. */
const TOKEN_ABI = [...erc20Abi, ...erc721Abi]

/**
 * The token call `data` makes, or undefined for anything else. Only calldata in the ABI's one
 * canonical encoding is named (the same bytes when encoded again): trailing bytes or dirty padding,
 * which contracts compiled by different compilers read differently, stay "not decoded".
 */
export function decodeTokenCall(data: Hex): TokenCall | undefined {
  let decoded: ReturnType<typeof decodeFunctionData<typeof TOKEN_ABI>>
  try {
    decoded = decodeFunctionData({ abi: TOKEN_ABI, data })
    if (!KNOWN.has(decoded.functionName)) return undefined
    const again = encodeFunctionData({
      abi: TOKEN_ABI,
      functionName: decoded.functionName,
      args: decoded.args,
    } as Parameters<typeof encodeFunctionData>[0])
    if (again.toLowerCase() !== data.toLowerCase()) return undefined
  } catch {
    return undefined
  }
  const args = decoded.args as readonly unknown[]
  switch (decoded.functionName) {
    case 'transfer':
      return { name: 'transfer', to: args[0] as Address, amount: args[1] as bigint }
    case 'approve':
      return { name: 'approve', spender: args[0] as Address, amount: args[1] as bigint }
    case 'transferFrom':
      return {
        name: 'transferFrom',
        from: args[0] as Address,
        to: args[1] as Address,
        amount: args[2] as bigint,
      }
    case 'safeTransferFrom':
      return {
        name: 'safeTransferFrom',
        from: args[0] as Address,
        to: args[1] as Address,
        tokenId: args[2] as bigint,
        ...(args.length > 3 ? { data: args[3] as Hex } : {}),
      }
    case 'setApprovalForAll':
      return {
        name: 'setApprovalForAll',
        operator: args[0] as Address,
        approved: args[1] as boolean,
      }
    default:
      return undefined
  }
}

const ERC721_INTERFACE_ID = '0x80ac58cd'
const supportsInterfaceAbi = [
  {
    type: 'function',
    name: 'supportsInterface',
    stateMutability: 'view',
    inputs: [{ name: 'interfaceId', type: 'bytes4' }],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/**
 * Whether `contract` says it is an ERC-721 collection (ERC-165): approve and transferFrom then move
 * a token id, not an amount. A contract that does not answer is read as ERC-20.
 */
export async function isErc721(client: Client, contract: Address): Promise<boolean> {
  try {
    // A plain eth_call: viem's call action brings ~13 KB of deployless-call bytecode along.
    const data = encodeFunctionData({
      abi: supportsInterfaceAbi,
      functionName: 'supportsInterface',
      args: [ERC721_INTERFACE_ID],
    })
    const answer = await client.request({
      method: 'eth_call',
      params: [{ to: contract, data }, 'latest'],
    })
    return decodeFunctionResult({
      abi: supportsInterfaceAbi,
      functionName: 'supportsInterface',
      data: answer,
    })
  } catch {
    return false
  }
}

const amountRow = (amount: bigint): ApprovalRow => ({ label: 'callAmount', value: String(amount) })

/** The call's section of the approval: what it does, to whom, how much; a grant of all flagged. */
export function tokenCallSection(call: TokenCall, nft: boolean): ApprovalSection {
  const heading = 'txCall' as const
  const params = { name: call.name }
  const tokenOrAmount = (value: bigint): ApprovalRow =>
    nft ? { label: 'callTokenId', value: String(value) } : amountRow(value)
  switch (call.name) {
    case 'transfer':
      return {
        heading,
        params,
        rows: [{ label: 'callRecipient', value: call.to }, amountRow(call.amount)],
      }
    case 'approve': {
      const amount: ApprovalRow = nft
        ? { label: 'callTokenId', value: String(call.amount) }
        : call.amount === 0n
          ? { label: 'callAmount', value: '0', valueText: 'callRevokes' }
          : isEffectivelyUnlimited(call.amount)
            ? {
                label: 'callAmount',
                value: String(call.amount),
                valueText: 'callUnlimited',
                warning: 'callUnlimitedWarning',
              }
            : amountRow(call.amount)
      return { heading, params, rows: [{ label: 'callSpender', value: call.spender }, amount] }
    }
    case 'transferFrom':
      return {
        heading,
        params,
        rows: [
          { label: 'callFrom', value: call.from },
          { label: 'callRecipient', value: call.to },
          tokenOrAmount(call.amount),
        ],
      }
    case 'safeTransferFrom':
      return {
        heading,
        params,
        rows: [
          { label: 'callFrom', value: call.from },
          { label: 'callRecipient', value: call.to },
          { label: 'callTokenId', value: String(call.tokenId) },
          ...(call.data === undefined ? [] : [{ label: 'data' as const, value: call.data }]),
        ],
      }
    case 'setApprovalForAll':
      return {
        heading,
        params,
        rows: [
          { label: 'callOperator', value: call.operator },
          call.approved
            ? {
                label: 'callAllowed',
                value: 'true',
                valueText: 'callAllTokens',
                warning: 'callAllTokensWarning',
              }
            : { label: 'callAllowed', value: 'false', valueText: 'callRevokes' },
        ],
      }
  }
}
