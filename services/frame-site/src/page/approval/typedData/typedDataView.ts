import type { Address } from 'viem'
import type { ApprovalRow, ApprovalSection, ApprovalView } from '../view'
import type { CheckedTypedData, TypedDataField, TypedStruct, TypedValue } from './checkTypedData'
import { permitRows } from './permits'

// Characters that move or hide text (bidi overrides, zero-width, controls but line breaks): shown
// as their code, so a string cannot reorder or mask what stands beside it.
const HIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/gu
const visible = (text: string) =>
  text.replace(HIDDEN, (char) =>
    char === '\n' || char === '\t'
      ? char
      : `\\u{${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`,
  )

/** One atomic value's row: its text as signed (strings made visible), in words where it has none. */
function atomicRow(field: string, value: TypedValue): ApprovalRow {
  if (typeof value === 'boolean') {
    return {
      label: 'typedDataField',
      field,
      value: String(value),
      valueText: value ? 'typedDataTrue' : 'typedDataFalse',
    }
  }
  if (value === '') return { label: 'typedDataField', field, value, valueText: 'typedDataEmpty' }
  return {
    label: 'typedDataField',
    field,
    value: typeof value === 'string' ? visible(value) : String(value),
  }
}

/**
 * A struct as sections: its own (under `heading`), then one per struct nested in it, depth first,
 * each headed by its path (`details[1]`) and type, so every value signed has its line.
 */
function structSections(
  types: CheckedTypedData['types'],
  fields: readonly TypedDataField[],
  data: TypedStruct,
  path: string,
  type: string,
): ApprovalSection[] {
  const rows: ApprovalRow[] = []
  const nested: ApprovalSection[] = []
  const add = (fieldType: string, value: TypedValue, name: string, at: string) => {
    const array = /^(.*)\[\d*\]$/.exec(fieldType)
    if (array && Array.isArray(value)) {
      if (value.length === 0) {
        rows.push({
          label: 'typedDataField',
          field: name,
          value: '',
          valueText: 'typedDataEmptyList',
        })
      }
      value.forEach((item, index) => {
        add(array[1] ?? '', item, `${name}[${index}]`, `${at}[${index}]`)
      })
      return
    }
    const inner = types[fieldType]
    if (inner) {
      rows.push({
        label: 'typedDataField',
        field: name,
        value: fieldType,
        valueText: 'typedDataBelow',
      })
      nested.push(...structSections(types, inner, value as TypedStruct, at, fieldType))
      return
    }
    rows.push(atomicRow(name, value))
  }
  for (const field of fields) {
    const value = data[field.name]
    if (value !== undefined)
      add(field.type, value, field.name, path ? `${path}.${field.name}` : field.name)
  }
  const section: ApprovalSection = path
    ? { heading: 'typedDataStruct', params: { path, type }, rows }
    : { heading: 'typedDataMessage', params: { type }, rows }
  return [section, ...nested]
}

/**
 * The approval for checked typed data: a permit's terms first (spender, tokens, amounts, until
 * when; unlimited flagged), the primary type, the domain (a missing chain warned), the account;
 * then the message, every field by name, a section per struct.
 */
export function typedDataView(data: CheckedTypedData, account: Address): ApprovalView {
  const domainRows: ApprovalRow[] = (data.types.EIP712Domain ?? []).map(({ name }) => ({
    label: 'domain',
    field: name,
    value: visible(String(data.domain[name])),
  }))
  if (data.chainId === undefined) {
    domainRows.push({
      label: 'domain',
      field: 'chainId',
      value: '',
      valueText: 'typedDataAnyChain',
      warning: 'typedDataAnyChainWarning',
    })
  }
  return {
    action: 'signTypedData',
    rows: [
      ...permitRows(data),
      { label: 'type', value: data.primaryType },
      ...domainRows,
      { label: 'account', value: account },
    ],
    sections: structSections(
      data.types,
      data.types[data.primaryType] ?? [],
      data.message,
      '',
      data.primaryType,
    ),
  }
}
