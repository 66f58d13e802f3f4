import type { FrameTextKey } from '../../texts'
import { isEffectivelyUnlimited, utcDate } from '../evmAmounts'
import type { ApprovalRow } from '../view'
import type { CheckedTypedData, TypedDataField, TypedStruct, TypedValue } from './checkTypedData'

/** Permit2's allowance entry (AllowanceTransfer) and transfer entry (SignatureTransfer). */
const PERMIT_DETAILS = {
  token: 'address',
  amount: 'uint160',
  expiration: 'uint48',
  nonce: 'uint48',
}
const TOKEN_PERMISSIONS = { token: 'address', amount: 'uint256' }

/** A struct's shape: its fields' types by name (the structs nested in it by their own shape). */
type Shape = { readonly [field: string]: string | Shape | readonly [Shape] }

/**
 * The permits people are phished with, by primary type and exact fields (their type hashes are
 * what the contracts check, so another shape under the same name is no such permit).
 */
const PERMITS = {
  permitEip2612: {
    primaryType: /^Permit$/,
    shape: {
      owner: 'address',
      spender: 'address',
      value: 'uint256',
      nonce: 'uint256',
      deadline: 'uint256',
    },
  },
  permitDai: {
    primaryType: /^Permit$/,
    shape: {
      holder: 'address',
      spender: 'address',
      nonce: 'uint256',
      expiry: 'uint256',
      allowed: 'bool',
    },
  },
  permit2Single: {
    primaryType: /^PermitSingle$/,
    shape: { details: PERMIT_DETAILS, spender: 'address', sigDeadline: 'uint256' },
  },
  permit2Batch: {
    primaryType: /^PermitBatch$/,
    shape: { details: [PERMIT_DETAILS], spender: 'address', sigDeadline: 'uint256' },
  },
  // The witness variants sign one more field, an app's own struct, shown in the message below.
  permit2Transfer: {
    primaryType: /^Permit(?:Witness)?TransferFrom$/,
    shape: {
      permitted: TOKEN_PERMISSIONS,
      spender: 'address',
      nonce: 'uint256',
      deadline: 'uint256',
    },
  },
  permit2BatchTransfer: {
    primaryType: /^PermitBatch(?:Witness)?TransferFrom$/,
    shape: {
      permitted: [TOKEN_PERMISSIONS],
      spender: 'address',
      nonce: 'uint256',
      deadline: 'uint256',
    },
  },
} as const satisfies Record<string, { primaryType: RegExp; shape: Shape }>

export type PermitKind = keyof typeof PERMITS

/** Whether `fields` are `shape`'s, one for one, the nested structs' too (a witness aside). */
function fits(
  types: CheckedTypedData['types'],
  fields: readonly TypedDataField[] | undefined,
  shape: Shape,
  witness: boolean,
): boolean {
  if (!fields) return false
  const named = fields.filter((field) => !(witness && field.name === 'witness'))
  if (named.length !== Object.keys(shape).length) return false
  return named.every(({ name, type }) => {
    const expected = shape[name]
    if (expected === undefined) return false
    if (typeof expected === 'string') return type === expected
    if (Array.isArray(expected)) {
      const inner = /^(\w+)\[\]$/.exec(type)?.[1]
      return inner !== undefined && fits(types, types[inner], expected[0] as Shape, false)
    }
    return fits(types, types[type], expected as Shape, false)
  })
}

/** Which permit the data is, if any. */
export function permitKindOf(data: CheckedTypedData): PermitKind | undefined {
  const fields = data.types[data.primaryType]
  const witness = /Witness/.test(data.primaryType)
  return (Object.keys(PERMITS) as PermitKind[]).find((kind) => {
    const { primaryType, shape } = PERMITS[kind]
    return primaryType.test(data.primaryType) && fits(data.types, fields, shape, witness)
  })
}

const text = (value: TypedValue) => String(value)
const struct = (value: TypedValue | undefined) => value as TypedStruct
const amount = (value: bigint, label: FrameTextKey = 'permitAmount'): ApprovalRow =>
  isEffectivelyUnlimited(value)
    ? { label, value: text(value), valueText: 'permitUnlimited', warning: 'permitUnlimitedWarning' }
    : { label, value: text(value) }
/** A deadline or expiry as a UTC date; far beyond any date (or 0 for DAI) as "never", warned. */
const until = (label: FrameTextKey, seconds: bigint, zeroIsNever = false): ApprovalRow => {
  const date = zeroIsNever && seconds === 0n ? undefined : utcDate(seconds)
  return date === undefined
    ? { label, value: text(seconds), valueText: 'permitNever', warning: 'permitNoExpiry' }
    : { label, value: date }
}

/**
 * What a permit lets whom do, first in the approval: its kind, the spender, and for each token its
 * address, amount (in the token's smallest unit; unlimited flagged) and until when.
 */
export function permitRows(data: CheckedTypedData): readonly ApprovalRow[] {
  const kind = permitKindOf(data)
  if (!kind) return []
  const message = data.message
  const rows: ApprovalRow[] = [{ label: 'permitKind', value: '', valueText: kind }]
  const spender: ApprovalRow = { label: 'permitSpender', value: text(message.spender ?? '') }
  const verifyingContract = data.domain.verifyingContract
  const domainToken: ApprovalRow =
    verifyingContract === undefined
      ? { label: 'permitToken', value: '', valueText: 'permitTokenUnnamed' }
      : { label: 'permitToken', value: text(verifyingContract) }
  switch (kind) {
    case 'permitEip2612':
      rows.push(
        spender,
        domainToken,
        amount(message.value as bigint),
        until('permitDeadline', message.deadline as bigint),
      )
      break
    case 'permitDai':
      rows.push(
        spender,
        domainToken,
        message.allowed
          ? {
              label: 'permitAmount',
              value: '',
              valueText: 'permitUnlimited',
              warning: 'permitUnlimitedWarning',
            }
          : { label: 'permitAmount', value: '', valueText: 'permitRevokes' },
        until('permitDeadline', message.expiry as bigint, true),
      )
      break
    case 'permit2Single':
    case 'permit2Batch': {
      rows.push(spender)
      const details = kind === 'permit2Single' ? [message.details] : (message.details as [])
      for (const entry of details.map(struct)) {
        rows.push(
          { label: 'permitToken', value: text(entry.token ?? '') },
          amount(entry.amount as bigint),
          // Permit2 reads an expiration of 0 as "the block it is used in".
          entry.expiration === 0n
            ? { label: 'permitExpiration', value: '0', valueText: 'permit2ExpiresInBlock' }
            : until('permitExpiration', entry.expiration as bigint),
        )
      }
      rows.push(until('permitDeadline', message.sigDeadline as bigint))
      break
    }
    case 'permit2Transfer':
    case 'permit2BatchTransfer': {
      rows.push(spender)
      const permitted = kind === 'permit2Transfer' ? [message.permitted] : (message.permitted as [])
      for (const entry of permitted.map(struct)) {
        rows.push(
          { label: 'permitToken', value: text(entry.token ?? '') },
          amount(entry.amount as bigint),
        )
      }
      rows.push(until('permitDeadline', message.deadline as bigint))
      break
    }
  }
  return rows
}
