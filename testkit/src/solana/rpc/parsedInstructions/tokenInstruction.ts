import {
  getTransferCheckedInstructionDataDecoder,
  getTransferInstructionDataDecoder,
  identifyTokenInstruction,
  TokenInstruction,
} from '@solana-program/token'
import { uiTokenAmount } from '../tokenAccounts'
import type { InstructionParser } from './parsedInstruction'

/**
 * The signer of a token instruction: its owner, or a multisig account and the signers that follow
 * it (agave's `parse_signers`).
 */
function signers(accounts: readonly string[], ownerIndex: number): Record<string, unknown> {
  if (accounts.length > ownerIndex + 1) {
    return { multisigAuthority: accounts[ownerIndex], signers: accounts.slice(ownerIndex + 1) }
  }
  return { authority: accounts[ownerIndex] }
}

/**
 * SPL Token and Token-2022 instructions as agave parses them (program `spl-token`): `transfer`
 * and `transferChecked`.
 *
 * @example
 * parseTokenInstruction(data, [source, mint, destination, owner])
 * // { type: 'transferChecked', info: { source, mint, destination, tokenAmount: { amount: '2500000', … }, authority: owner } }
 */
export const parseTokenInstruction: InstructionParser = (data, accounts) => {
  try {
    switch (identifyTokenInstruction(data)) {
      case TokenInstruction.Transfer: {
        if (accounts.length < 3) return undefined
        const { amount } = getTransferInstructionDataDecoder().decode(data)
        return {
          type: 'transfer',
          info: {
            source: accounts[0],
            destination: accounts[1],
            amount: amount.toString(),
            ...signers(accounts, 2),
          },
        }
      }
      case TokenInstruction.TransferChecked: {
        if (accounts.length < 4) return undefined
        const { amount, decimals } = getTransferCheckedInstructionDataDecoder().decode(data)
        return {
          type: 'transferChecked',
          info: {
            source: accounts[0],
            mint: accounts[1],
            destination: accounts[2],
            tokenAmount: uiTokenAmount(amount, decimals),
            ...signers(accounts, 3),
          },
        }
      }
      default:
        return undefined
    }
  } catch {
    // Data too short for its instruction, or no instruction at all: shown partially decoded.
    return undefined
  }
}
