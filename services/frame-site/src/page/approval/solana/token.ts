import { isSome } from '@solana/kit'
import {
  AuthorityType,
  identifyTokenInstruction,
  parseApproveCheckedInstruction,
  parseApproveInstruction,
  parseBurnCheckedInstruction,
  parseBurnInstruction,
  parseCloseAccountInstruction,
  parseRevokeInstruction,
  parseSetAuthorityInstruction,
  parseSyncNativeInstruction,
  parseTransferCheckedInstruction,
  parseTransferInstruction,
  TokenInstruction,
} from '@solana-program/token'
import type { FrameTextKey } from '../../texts'
import type { ApprovalRow } from '../view'
import type { MessageInstruction } from './message'
import { notDecodedRow } from './programs'
import { accountRow, type DecodeContext, tokenAmountRow, walletOnlyRow } from './rows'

const AUTHORITY_NAMES: Record<AuthorityType, FrameTextKey> = {
  [AuthorityType.MintTokens]: 'solanaAuthorityMintTokens',
  [AuthorityType.FreezeAccount]: 'solanaAuthorityFreezeAccount',
  [AuthorityType.AccountOwner]: 'solanaAuthorityAccountOwner',
  [AuthorityType.CloseAccount]: 'solanaAuthorityCloseAccount',
}

/**
 * The Token program's (and Token-2022's) instructions that move, burn or hand over tokens, decoded
 * by its client (`@solana-program/token`); the others named, with a warning. Token-2022's own
 * instructions (its extensions) are among those others.
 */
export function tokenRows(instruction: MessageInstruction, context: DecodeContext): ApprovalRow[] {
  let kind: TokenInstruction
  try {
    kind = identifyTokenInstruction(instruction)
  } catch {
    return [notDecodedRow(instruction.programAddress)]
  }
  switch (kind) {
    case TokenInstruction.Transfer: {
      const { accounts, data } = parseTransferInstruction(instruction)
      return [
        tokenAmountRow('solanaSendTokens', data.amount, undefined),
        accountRow('solanaFromTokenAccount', accounts.source, context),
        accountRow('solanaToTokenAccount', accounts.destination, context),
        accountRow('solanaAuthority', accounts.authority, context),
      ]
    }
    case TokenInstruction.TransferChecked: {
      const { accounts, data } = parseTransferCheckedInstruction(instruction)
      return [
        tokenAmountRow('solanaSendTokens', data.amount, data.decimals),
        accountRow('solanaToken', accounts.mint, context),
        accountRow('solanaFromTokenAccount', accounts.source, context),
        accountRow('solanaToTokenAccount', accounts.destination, context),
        accountRow('solanaAuthority', accounts.authority, context),
      ]
    }
    case TokenInstruction.Approve: {
      const { accounts, data } = parseApproveInstruction(instruction)
      return [
        tokenAmountRow('solanaApprove', data.amount, undefined),
        accountRow('solanaDelegate', accounts.delegate, context),
        accountRow('solanaTokenAccount', accounts.source, context),
        accountRow('solanaAuthority', accounts.owner, context),
      ]
    }
    case TokenInstruction.ApproveChecked: {
      const { accounts, data } = parseApproveCheckedInstruction(instruction)
      return [
        tokenAmountRow('solanaApprove', data.amount, data.decimals),
        accountRow('solanaToken', accounts.mint, context),
        accountRow('solanaDelegate', accounts.delegate, context),
        accountRow('solanaTokenAccount', accounts.source, context),
        accountRow('solanaAuthority', accounts.owner, context),
      ]
    }
    case TokenInstruction.SetAuthority: {
      const { accounts, data } = parseSetAuthorityInstruction(instruction)
      const type = data.authorityType
      const takesControl =
        type === AuthorityType.AccountOwner || type === AuthorityType.CloseAccount
      const newAuthority = isSome(data.newAuthority)
        ? accountRow('solanaNewAuthority', data.newAuthority.value, context)
        : {
            label: 'solanaNewAuthority' as const,
            value: '',
            valueText: 'solanaNoAuthority' as const,
          }
      return [
        {
          label: 'solanaSetAuthority',
          value: AuthorityType[type],
          valueText: AUTHORITY_NAMES[type],
        },
        accountRow('solanaOfAccount', accounts.owned, context),
        takesControl && !newAuthority.valueText
          ? { ...newAuthority, warning: 'solanaNewAuthorityWarning' }
          : newAuthority,
        accountRow('solanaAuthority', accounts.owner, context),
      ]
    }
    case TokenInstruction.CloseAccount: {
      const { accounts } = parseCloseAccountInstruction(instruction)
      return [
        accountRow('solanaCloseAccount', accounts.account, context),
        walletOnlyRow('solanaRentTo', accounts.destination, context),
        accountRow('solanaAuthority', accounts.owner, context),
      ]
    }
    case TokenInstruction.Burn: {
      const { accounts, data } = parseBurnInstruction(instruction)
      return [
        tokenAmountRow('solanaBurn', data.amount, undefined),
        accountRow('solanaTokenAccount', accounts.account, context),
        accountRow('solanaToken', accounts.mint, context),
      ]
    }
    case TokenInstruction.BurnChecked: {
      const { accounts, data } = parseBurnCheckedInstruction(instruction)
      return [
        tokenAmountRow('solanaBurn', data.amount, data.decimals),
        accountRow('solanaTokenAccount', accounts.account, context),
        accountRow('solanaToken', accounts.mint, context),
      ]
    }
    case TokenInstruction.Revoke: {
      const { accounts } = parseRevokeInstruction(instruction)
      return [accountRow('solanaRevoke', accounts.source, context)]
    }
    case TokenInstruction.SyncNative: {
      const { accounts } = parseSyncNativeInstruction(instruction)
      return [accountRow('solanaSyncNative', accounts.account, context)]
    }
    default:
      return [notDecodedRow(instruction.programAddress)]
  }
}
