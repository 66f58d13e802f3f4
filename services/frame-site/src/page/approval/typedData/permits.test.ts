import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { UNLIMITED_AMOUNT } from '../evmAmounts'
import { checkTypedData } from './checkTypedData'
import { permitKindOf, permitRows } from './permits'

const CHAIN = 1
const OWNER = '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826'
const SPENDER = '0x1111111111111111111111111111111111111111'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const permit2Domain = { name: 'Permit2', chainId: CHAIN, verifyingContract: PERMIT2 }
const PERMIT_DETAILS = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint160' },
  { name: 'expiration', type: 'uint48' },
  { name: 'nonce', type: 'uint48' },
]
const TOKEN_PERMISSIONS = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint256' },
]
const unlimited = (value: bigint) => ({
  label: 'permitAmount',
  value: String(value),
  valueText: 'permitUnlimited',
  warning: 'permitUnlimitedWarning',
})

const rowsOf = (data: unknown) => permitRows(checkTypedData(data, CHAIN))

describe('permits', () => {
  it('names a DAI permit: allowed is unlimited, expiry 0 never expires', () => {
    expect(
      rowsOf({
        types: {
          Permit: [
            { name: 'holder', type: 'address' },
            { name: 'spender', type: 'address' },
            { name: 'nonce', type: 'uint256' },
            { name: 'expiry', type: 'uint256' },
            { name: 'allowed', type: 'bool' },
          ],
        },
        primaryType: 'Permit',
        domain: { name: 'Dai Stablecoin', version: '1', chainId: CHAIN, verifyingContract: DAI },
        message: { holder: OWNER, spender: SPENDER, nonce: 3, expiry: 0, allowed: true },
      }),
    ).toEqual([
      { label: 'permitKind', value: '', valueText: 'permitDai' },
      { label: 'permitSpender', value: SPENDER },
      { label: 'permitToken', value: DAI },
      {
        label: 'permitAmount',
        value: '',
        valueText: 'permitUnlimited',
        warning: 'permitUnlimitedWarning',
      },
      { label: 'permitDeadline', value: '0', valueText: 'permitNever', warning: 'permitNoExpiry' },
    ])
  })

  it('names a Permit2 PermitBatch: each token with its amount and expiry (0: the block it is used in)', () => {
    expect(
      rowsOf({
        types: {
          PermitBatch: [
            { name: 'details', type: 'PermitDetails[]' },
            { name: 'spender', type: 'address' },
            { name: 'sigDeadline', type: 'uint256' },
          ],
          PermitDetails: PERMIT_DETAILS,
        },
        primaryType: 'PermitBatch',
        domain: permit2Domain,
        message: {
          details: [
            { token: DAI, amount: '1000', expiration: 1_800_000_000, nonce: 0 },
            { token: DAI, amount: '1', expiration: 0, nonce: 0 },
            { token: USDC, amount: String(2n ** 160n - 1n), expiration: 2 ** 48 - 1, nonce: 1 },
          ],
          spender: SPENDER,
          sigDeadline: 1_800_000_000,
        },
      }),
    ).toEqual([
      { label: 'permitKind', value: '', valueText: 'permit2Batch' },
      { label: 'permitSpender', value: SPENDER },
      { label: 'permitToken', value: DAI },
      { label: 'permitAmount', value: '1000' },
      { label: 'permitExpiration', value: '2027-01-15 08:00:00 UTC' },
      { label: 'permitToken', value: DAI },
      { label: 'permitAmount', value: '1' },
      { label: 'permitExpiration', value: '0', valueText: 'permit2ExpiresInBlock' },
      { label: 'permitToken', value: USDC },
      unlimited(2n ** 160n - 1n),
      {
        label: 'permitExpiration',
        value: String(2 ** 48 - 1),
        valueText: 'permitNever',
        warning: 'permitNoExpiry',
      },
      { label: 'permitDeadline', value: '2027-01-15 08:00:00 UTC' },
    ])
  })

  it('names Permit2 transfers, single, batch, and with a witness', () => {
    const transfer = {
      types: {
        PermitTransferFrom: [
          { name: 'permitted', type: 'TokenPermissions' },
          { name: 'spender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
        TokenPermissions: TOKEN_PERMISSIONS,
      },
      primaryType: 'PermitTransferFrom',
      domain: permit2Domain,
      message: {
        permitted: { token: USDC, amount: maxUint256.toString() },
        spender: SPENDER,
        nonce: 9,
        deadline: 1_800_000_000,
      },
    }
    expect(rowsOf(transfer)).toEqual([
      { label: 'permitKind', value: '', valueText: 'permit2Transfer' },
      { label: 'permitSpender', value: SPENDER },
      { label: 'permitToken', value: USDC },
      unlimited(maxUint256),
      { label: 'permitDeadline', value: '2027-01-15 08:00:00 UTC' },
    ])
    const witness = {
      ...transfer,
      types: {
        ...transfer.types,
        PermitWitnessTransferFrom: [
          ...transfer.types.PermitTransferFrom,
          { name: 'witness', type: 'Order' },
        ],
        Order: [{ name: 'minOut', type: 'uint256' }],
      },
      primaryType: 'PermitWitnessTransferFrom',
      message: { ...transfer.message, witness: { minOut: 5 } },
    }
    expect(permitKindOf(checkTypedData(witness, CHAIN))).toBe('permit2Transfer')
    const batch = {
      types: {
        PermitBatchTransferFrom: [
          { name: 'permitted', type: 'TokenPermissions[]' },
          { name: 'spender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
        TokenPermissions: TOKEN_PERMISSIONS,
      },
      primaryType: 'PermitBatchTransferFrom',
      domain: permit2Domain,
      message: {
        permitted: [
          { token: USDC, amount: 5 },
          { token: DAI, amount: 6 },
        ],
        spender: SPENDER,
        nonce: 9,
        deadline: 1_800_000_000,
      },
    }
    expect(rowsOf(batch).map((row) => row.value)).toEqual([
      '',
      SPENDER,
      USDC,
      '5',
      DAI,
      '6',
      '2027-01-15 08:00:00 UTC',
    ])
  })

  it('flags amounts from uint96’s maximum up as unlimited, and not below', () => {
    const permit = (value: bigint) => ({
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      domain: { name: 'USD Coin', version: '2', chainId: CHAIN, verifyingContract: USDC },
      message: { owner: OWNER, spender: SPENDER, value: String(value), nonce: 0, deadline: 1 },
    })
    expect(rowsOf(permit(UNLIMITED_AMOUNT - 1n))[3]).toEqual({
      label: 'permitAmount',
      value: String(UNLIMITED_AMOUNT - 1n),
    })
    expect(rowsOf(permit(UNLIMITED_AMOUNT))[3]).toEqual(unlimited(UNLIMITED_AMOUNT))
  })

  it('names no permit when the fields are not a permit’s (the contract checks the type hash)', () => {
    expect(
      rowsOf({
        types: {
          Permit: [
            { name: 'spender', type: 'address' },
            { name: 'value', type: 'uint256' },
          ],
        },
        primaryType: 'Permit',
        domain: { chainId: CHAIN },
        message: { spender: SPENDER, value: 1 },
      }),
    ).toEqual([])
  })
})
