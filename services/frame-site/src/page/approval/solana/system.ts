import type { Address } from '@solana/kit'
import {
  identifySystemInstruction,
  parseAdvanceNonceAccountInstruction,
  parseAssignInstruction,
  parseAssignWithSeedInstruction,
  parseAuthorizeNonceAccountInstruction,
  parseCreateAccountInstruction,
  parseCreateAccountWithSeedInstruction,
  parseTransferSolInstruction,
  parseTransferSolWithSeedInstruction,
  parseWithdrawNonceAccountInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from '@solana-program/system'
import type { ApprovalRow } from '../view'
import type { MessageInstruction } from './message'
import { notDecodedRow, programRow } from './programs'
import { accountRow, type DecodeContext, solRow } from './rows'

/** Handing an account to a program: the new owner program, warned of unless it is System. */
const ownerRow = (program: Address): ApprovalRow =>
  program === SYSTEM_PROGRAM_ADDRESS
    ? programRow('solanaNewOwnerProgram', program)
    : { ...programRow('solanaNewOwnerProgram', program), warning: 'solanaAssignWarning' }

/**
 * The System program's instructions that move SOL or hand an account over, decoded by its client
 * (`@solana-program/system`); the others named, with a warning.
 */
export function systemRows(instruction: MessageInstruction, context: DecodeContext): ApprovalRow[] {
  const kind = identifySystemInstruction(instruction)
  switch (kind) {
    case SystemInstruction.TransferSol: {
      const { accounts, data } = parseTransferSolInstruction(instruction)
      return [
        solRow('solanaSendSol', data.amount),
        accountRow('solanaFrom', accounts.source, context),
        accountRow('solanaTo', accounts.destination, context),
      ]
    }
    case SystemInstruction.TransferSolWithSeed: {
      const { accounts, data } = parseTransferSolWithSeedInstruction(instruction)
      return [
        solRow('solanaSendSol', data.amount),
        accountRow('solanaFrom', accounts.source, context),
        accountRow('solanaTo', accounts.destination, context),
      ]
    }
    case SystemInstruction.WithdrawNonceAccount: {
      const { accounts, data } = parseWithdrawNonceAccountInstruction(instruction)
      return [
        solRow('solanaSendSol', data.withdrawAmount),
        accountRow('solanaFrom', accounts.nonceAccount, context),
        accountRow('solanaTo', accounts.recipientAccount, context),
      ]
    }
    case SystemInstruction.Assign: {
      const { accounts, data } = parseAssignInstruction(instruction)
      return [accountRow('solanaAssign', accounts.account, context), ownerRow(data.programAddress)]
    }
    case SystemInstruction.AssignWithSeed: {
      const { accounts, data } = parseAssignWithSeedInstruction(instruction)
      return [accountRow('solanaAssign', accounts.account, context), ownerRow(data.programAddress)]
    }
    case SystemInstruction.CreateAccount: {
      const { accounts, data } = parseCreateAccountInstruction(instruction)
      return [
        accountRow('solanaCreateAccount', accounts.newAccount, context),
        solRow('solanaFunding', data.lamports),
        accountRow('solanaPaidBy', accounts.payer, context),
        programRow('solanaOwnerProgram', data.programAddress),
      ]
    }
    case SystemInstruction.CreateAccountWithSeed: {
      const { accounts, data } = parseCreateAccountWithSeedInstruction(instruction)
      return [
        accountRow('solanaCreateAccount', accounts.newAccount, context),
        solRow('solanaFunding', data.amount),
        accountRow('solanaPaidBy', accounts.payer, context),
        programRow('solanaOwnerProgram', data.programAddress),
      ]
    }
    case SystemInstruction.AdvanceNonceAccount: {
      const { accounts } = parseAdvanceNonceAccountInstruction(instruction)
      return [
        {
          ...accountRow('solanaDurableNonce', accounts.nonceAccount, context),
          warning: 'solanaDurableNonceWarning',
        },
      ]
    }
    case SystemInstruction.AuthorizeNonceAccount: {
      const { accounts, data } = parseAuthorizeNonceAccountInstruction(instruction)
      const newAuthority = accountRow('solanaNewAuthority', data.newNonceAuthority, context)
      return [
        accountRow('solanaDurableNonce', accounts.nonceAccount, context),
        newAuthority.valueText
          ? newAuthority
          : { ...newAuthority, warning: 'solanaNewAuthorityWarning' },
      ]
    }
    default:
      return [notDecodedRow(instruction.programAddress)]
  }
}
