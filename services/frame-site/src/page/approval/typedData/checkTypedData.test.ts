import { hashTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkTypedData, MAX_TYPED_DATA_VALUES } from './checkTypedData'
import { typedDataView } from './typedDataView'

const ACCOUNT = '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826'

/** A typed-data request with one struct `Item` of the given fields and message. */
const request = (
  fields: { name: string; type: string }[],
  message: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  types: { Item: fields },
  primaryType: 'Item',
  domain: { name: 'App', chainId: 10 },
  message,
  ...extra,
})

const refused = (data: unknown) => expect(() => checkTypedData(data, 10)).toThrowError(/Invalid/)

describe('checkTypedData', () => {
  it('takes integers as JSON carries them, and signs the same digest viem gives the app', () => {
    const data = request(
      [
        { name: 'a', type: 'uint256' },
        { name: 'b', type: 'uint256' },
        { name: 'c', type: 'int8' },
      ],
      { a: '1000', b: '0x3e8', c: -128 },
    )
    const checked = checkTypedData(JSON.stringify(data), 10)
    expect(checked.message).toEqual({ a: 1000n, b: 1000n, c: -128n })
    expect(checked.chainId).toBe(10n)
    expect(checked.hash).toBe(
      hashTypedData({ ...data, message: { a: 1000n, b: 1000n, c: -128n } } as never),
    )
  })

  it('refuses values viem would read otherwise than they read: "", " 1", unsafe numbers, out of range', () => {
    const uint8 = [{ name: 'a', type: 'uint8' }]
    refused(request(uint8, { a: '' }))
    refused(request(uint8, { a: ' 1' }))
    refused(request(uint8, { a: 256 }))
    refused(request(uint8, { a: -1 }))
    refused(request([{ name: 'a', type: 'uint256' }], { a: 2 ** 60 }))
    refused(request([{ name: 'a', type: 'uint' }], { a: 1 }))
  })

  it('refuses a wrong checksum, bytes of the wrong size, a fixed list of the wrong length', () => {
    refused(
      request([{ name: 'a', type: 'address' }], {
        a: '0xcD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826',
      }),
    )
    refused(request([{ name: 'a', type: 'bytes4' }], { a: '0x1234' }))
    refused(request([{ name: 'a', type: 'bytes' }], { a: '0x123' }))
    refused(request([{ name: 'a', type: 'uint8[2]' }], { a: [1, 2, 3] }))
    refused(request([{ name: 'a', type: 'bool' }], { a: 'true' }))
  })

  it('refuses what would be shown and not signed, or signed and not shown', () => {
    const one = [{ name: 'a', type: 'string' }]
    refused(request(one, { a: 'x', b: 'y' })) // b is not in the type
    refused(request(one, {})) // a is missing
    refused(request([...one, { name: 'a', type: 'uint8' }], { a: 'x' })) // a twice
    refused(request(one, { a: 'x' }, { primaryType: 'Other' }))
    refused(request(one, { a: 'x' }, { primaryType: 'EIP712Domain' }))
    refused(request([{ name: 'a', type: 'Missing' }], { a: {} }))
    // A domain key the domain's type leaves out, and a domain field of another type.
    refused(
      request(
        one,
        { a: 'x' },
        { types: { Item: one, EIP712Domain: [{ name: 'name', type: 'string' }] } },
      ),
    )
    refused(
      request(
        one,
        { a: 'x' },
        {
          domain: { name: 'App', chainId: '10' },
          types: {
            Item: one,
            EIP712Domain: [
              { name: 'name', type: 'string' },
              { name: 'chainId', type: 'string' },
            ],
          },
        },
      ),
    )
    refused(request(one, { a: 'x' }, { domain: { name: 'App', chainId: 10, extra: 1 } }))
  })

  it('refuses names that reach into JavaScript objects rather than the data', () => {
    // As JSON text: an object literal's __proto__ would set the prototype here already.
    const fieldNamedProto =
      '{"types":{"Item":[{"name":"__proto__","type":"string"}]},"primaryType":"Item",' +
      '"domain":{"chainId":10},"message":{"__proto__":"x"}}'
    refused(fieldNamedProto)
    refused(request([{ name: 'a', type: 'constructor' }], { a: {} }))
    refused(request([{ name: 'a', type: 'string' }], { a: 'x' }, { primaryType: 'toString' }))
  })

  it('refuses data larger than an approval can show, rather than cutting it', () => {
    const list = Array.from({ length: MAX_TYPED_DATA_VALUES }, () => 1)
    refused(request([{ name: 'a', type: 'uint8[]' }], { a: list }))
    expect(() =>
      checkTypedData(request([{ name: 'a', type: 'uint8[]' }], { a: list.slice(8) }), 10),
    ).not.toThrow()
  })

  it('refuses a domain chain other than the current one; a domain without one is warned', () => {
    const one = [{ name: 'a', type: 'string' }]
    expect(() => checkTypedData(request(one, { a: 'x' }), 1)).toThrowError(
      expect.objectContaining({ code: -32602 }),
    )
    const anyChain = checkTypedData(request(one, { a: 'x' }, { domain: { name: 'App' } }), 1)
    expect(anyChain.chainId).toBeUndefined()
    expect(typedDataView(anyChain, ACCOUNT).rows).toContainEqual({
      label: 'domain',
      field: 'chainId',
      value: '',
      valueText: 'typedDataAnyChain',
      warning: 'typedDataAnyChainWarning',
    })
  })

  it('shows text that moves or hides what stands beside it as visible codes', () => {
    const checked = checkTypedData(
      request([{ name: 'to', type: 'string' }], { to: 'alice\u202Eecilab\u200B' }),
      10,
    )
    expect(typedDataView(checked, ACCOUNT).sections?.[0]?.rows).toEqual([
      { label: 'typedDataField', field: 'to', value: 'alice\\u{202E}ecilab\\u{200B}' },
    ])
  })

  it('shows lists item by item, booleans and empty values in words', () => {
    const checked = checkTypedData(
      request(
        [
          { name: 'ids', type: 'uint256[]' },
          { name: 'none', type: 'address[]' },
          { name: 'ok', type: 'bool' },
          { name: 'note', type: 'string' },
          { name: 'blob', type: 'bytes' },
        ],
        { ids: [1, '2'], none: [], ok: false, note: '', blob: '0xABCD' },
      ),
      10,
    )
    expect(typedDataView(checked, ACCOUNT).sections?.[0]?.rows).toEqual([
      { label: 'typedDataField', field: 'ids[0]', value: '1' },
      { label: 'typedDataField', field: 'ids[1]', value: '2' },
      { label: 'typedDataField', field: 'none', value: '', valueText: 'typedDataEmptyList' },
      { label: 'typedDataField', field: 'ok', value: 'false', valueText: 'typedDataFalse' },
      { label: 'typedDataField', field: 'note', value: '', valueText: 'typedDataEmpty' },
      { label: 'typedDataField', field: 'blob', value: '0xabcd' },
    ])
  })
})
