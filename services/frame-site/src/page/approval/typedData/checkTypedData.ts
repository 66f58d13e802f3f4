import {
  type Address,
  getAddress,
  type Hex,
  hashTypedData,
  isAddress,
  type TypedDataDefinition,
  validateTypedData,
} from 'viem'
import * as z from 'zod/mini'
import { FrameError } from '../../errors'

export interface TypedDataField {
  readonly name: string
  readonly type: string
}

/** A value in the one form viem hashes it: integers as bigint, addresses checksummed, hex lower. */
export type TypedValue =
  | bigint
  | boolean
  | string
  | readonly TypedValue[]
  | { readonly [field: string]: TypedValue }

export type TypedStruct = { readonly [field: string]: TypedValue }

/**
 * eth_signTypedData_v4's data, checked: every type known, every field of every struct present and
 * no other, every value of its type. `types` always holds `EIP712Domain`, so the domain signed is
 * the one shown. What the frame shows is read from this, and this is what it signs.
 */
export interface CheckedTypedData {
  readonly types: Readonly<Record<string, readonly TypedDataField[]>>
  readonly primaryType: string
  readonly domain: TypedStruct
  readonly message: TypedStruct
  /** The EIP-712 digest the signature is over. */
  readonly hash: Hex
  /** The domain's chain, or undefined when the signature holds on every chain. */
  readonly chainId: bigint | undefined
}

/** More values than this cannot be shown in one approval: such data is refused, not cut. */
export const MAX_TYPED_DATA_VALUES = 512

/** EIP-712's domain fields, in the order its type lists them, with their types. */
const DOMAIN_FIELDS: readonly TypedDataField[] = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
]

// A struct's name as viem reads dependencies (`^\w*`), so no name hides a part of another; never
// `__proto__`, which as a key would set an object's prototype rather than name a value.
const STRUCT_NAME = /^(?!__proto__$)[A-Za-z_]\w{0,63}$/
const FIELD_NAME = /^(?!__proto__$)[A-Za-z_$][\w$]{0,63}$/
const ATOMIC =
  /^(?:address|bool|string|bytes(?:[1-9]|[12]\d|3[0-2])?|u?int(?:8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256))$/
const FIELD_TYPE = /^([A-Za-z_]\w{0,63})((?:\[\d{0,4}\])*)$/

const input = z.object({
  types: z.record(
    z.string(),
    z.array(z.object({ name: z.string(), type: z.string() })).check(z.maxLength(64)),
  ),
  primaryType: z.string(),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
})

const invalid = (why: string) => new FrameError(`Invalid typed data: ${why}`, -32602)

/**
 * Checks eth_signTypedData_v4's data (its JSON text or the parsed object) before anything is
 * shown, and refuses a domain of another chain than `currentChainId` (-32602, as MetaMask: the
 * request is wrong, the wallet is fine). A domain without a chain is allowed (Snapshot and other
 * off-chain votes sign such); the view warns that it holds on every chain.
 */
export function checkTypedData(request: unknown, currentChainId: number): CheckedTypedData {
  const parsed = input.safeParse(typeof request === 'string' ? parseJson(request) : request)
  if (!parsed.success) throw invalid('not EIP-712 typed data')
  const { primaryType, domain = {}, message } = parsed.data

  const types: Record<string, readonly TypedDataField[]> = {}
  for (const [name, fields] of Object.entries(parsed.data.types)) {
    if (!STRUCT_NAME.test(name) || ATOMIC.test(name)) throw invalid(`type name ${name}`)
    const names = new Set<string>()
    for (const field of fields) {
      if (!FIELD_NAME.test(field.name) || names.has(field.name)) {
        throw invalid(`field ${name}.${field.name}`)
      }
      names.add(field.name)
    }
    types[name] = fields.map(({ name, type }) => ({ name, type }))
  }
  // The domain's type: the request's, if it gives one, limited to EIP-712's fields and their
  // types; else the fields the domain has, in EIP-712's order. Either way, always explicit.
  const domainType = types.EIP712Domain ?? DOMAIN_FIELDS.filter(({ name }) => name in domain)
  for (const field of domainType) {
    const known = DOMAIN_FIELDS.find(({ name }) => name === field.name)
    if (known?.type !== field.type) throw invalid(`domain field ${field.name}`)
  }
  types.EIP712Domain = domainType
  for (const [name, fields] of Object.entries(types)) {
    for (const field of fields) {
      const [, base = '', arrays = ''] = FIELD_TYPE.exec(field.type) ?? []
      if (
        !base ||
        (!ATOMIC.test(base) && (!Object.hasOwn(types, base) || base === 'EIP712Domain'))
      ) {
        throw invalid(`type ${field.type} of ${name}.${field.name}`)
      }
      if (arrays.length > 0 && /\[0+\]/.test(arrays)) throw invalid(`type ${field.type}`)
    }
  }
  if (primaryType === 'EIP712Domain' || !Object.hasOwn(types, primaryType)) {
    throw invalid(`unknown primaryType ${primaryType}`)
  }

  let count = 0
  const value = (type: string, given: unknown, path: string): TypedValue => {
    if (++count > MAX_TYPED_DATA_VALUES) throw invalid('too many values to show')
    const array = /^(.*)\[(\d*)\]$/.exec(type)
    if (array) {
      const [, inner = '', length] = array
      if (!Array.isArray(given)) throw invalid(`${path} is not a list`)
      if (length && given.length !== Number(length)) throw invalid(`${path} needs ${length} items`)
      return given.map((item, index) => value(inner, item, `${path}[${index}]`))
    }
    const fields = Object.hasOwn(types, type) ? types[type] : undefined
    if (fields) return struct(fields, given, path)
    return atomic(type, given, path)
  }
  const struct = (fields: readonly TypedDataField[], given: unknown, path: string): TypedStruct => {
    if (typeof given !== 'object' || given === null || Array.isArray(given)) {
      throw invalid(`${path} is not a struct`)
    }
    const known = new Set(fields.map(({ name }) => name))
    // A field not in the type would be shown but not signed.
    const extra = Object.keys(given).find((key) => !known.has(key))
    if (extra !== undefined) throw invalid(`${path}.${extra} is not in its type`)
    const out: Record<string, TypedValue> = {}
    for (const field of fields) {
      if (!Object.hasOwn(given, field.name)) throw invalid(`${path}.${field.name} is missing`)
      out[field.name] = value(
        field.type,
        (given as Record<string, unknown>)[field.name],
        `${path}.${field.name}`,
      )
    }
    return out
  }

  const checkedDomain = struct(domainType, domain, 'domain')
  const checkedMessage = struct(types[primaryType] ?? [], message, primaryType)
  const definition = {
    types,
    primaryType,
    domain: checkedDomain,
    message: checkedMessage,
  } as unknown as TypedDataDefinition // types known only at run time
  let hash: Hex
  try {
    validateTypedData(definition)
    hash = hashTypedData(definition)
  } catch (cause) {
    throw Object.assign(invalid('viem refused it'), { cause })
  }
  const chainId = checkedDomain.chainId as bigint | undefined
  if (chainId !== undefined && chainId !== BigInt(currentChainId)) {
    throw new FrameError(
      `The typed data is for chain ${chainId}, not the current chain ${currentChainId}`,
      -32602,
    )
  }
  return { types, primaryType, domain: checkedDomain, message: checkedMessage, hash, chainId }
}

/** One atomic value, in the form viem hashes and the frame shows; anything else is refused. */
function atomic(type: string, given: unknown, path: string): TypedValue {
  const wrong = () => invalid(`${path} is not a valid ${type}`)
  if (type === 'address') {
    if (typeof given !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(given)) throw wrong()
    // Mixed case must be a valid checksum: a typo is not silently another address.
    if (!isAddress(given)) throw wrong()
    return getAddress(given) as Address
  }
  if (type === 'bool') {
    if (typeof given !== 'boolean') throw wrong()
    return given
  }
  if (type === 'string') {
    if (typeof given !== 'string') throw wrong()
    return given
  }
  const bytes = /^bytes(\d*)$/.exec(type)
  if (bytes) {
    if (typeof given !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(given)) throw wrong()
    if (bytes[1] && given.length !== 2 + 2 * Number(bytes[1])) throw wrong()
    return given.toLowerCase()
  }
  const integer = /^(u?)int(\d+)$/.exec(type)
  if (!integer) throw wrong()
  const number = integerOf(given)
  if (number === undefined) throw wrong()
  const bits = BigInt(integer[2] ?? 256)
  const [min, max] = integer[1]
    ? [0n, 2n ** bits - 1n]
    : [-(2n ** (bits - 1n)), 2n ** (bits - 1n) - 1n]
  if (number < min || number > max) throw wrong()
  return number
}

/**
 * An integer as JSON carries it: a safe integer number (a larger one has lost digits already),
 * a decimal string, or a non-negative 0x hex string. Never '' or ' 1' (BigInt would take them).
 */
function integerOf(given: unknown): bigint | undefined {
  if (typeof given === 'bigint') return given
  if (typeof given === 'number') return Number.isSafeInteger(given) ? BigInt(given) : undefined
  if (typeof given !== 'string') return undefined
  if (/^-?(?:0|[1-9]\d{0,77})$/.test(given) || /^0x[0-9a-fA-F]{1,64}$/.test(given)) {
    return BigInt(given)
  }
  return undefined
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
