import type { Address } from '@solana/kit'
import { bytesToHex } from 'viem'
import { textOf } from '../../rpc/params'
import type { ApprovalRow } from '../view'
import type { MessageInstruction } from './message'

/** The Memo program (v2, and v1 that older transactions still call): it only records text. */
export const MEMO_PROGRAM_ADDRESSES = [
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
] as Address[]

/** A memo's text (its data is UTF-8 by the program's rule), or its hex when it is not text. */
export const memoRows = (instruction: MessageInstruction): ApprovalRow[] => {
  const data = new Uint8Array(instruction.data)
  return [{ label: 'solanaMemo', value: textOf(data) ?? bytesToHex(data) }]
}
