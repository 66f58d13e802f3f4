import { describe, expect, it } from 'vitest'
import { errorCatalogue } from './catalogue'
import { formatErrorMessage } from './declaredErrors'
import { isLatchError, LatchError, toLatchError } from './LatchError'
import { rpcErrorCodes } from './rpcCodes'

describe('LatchError', () => {
  it('carries a stable code and the catalogue message', () => {
    const error = new LatchError('CONNECTION_REJECTED', { details: 'wallet said no' })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('LatchError')
    expect(error.code).toBe('CONNECTION_REJECTED')
    expect(error.message).toBe('Connection rejected')
    expect(error.details).toBe('wallet said no')
  })

  it('fills message placeholders from params', () => {
    expect(new LatchError('CHAIN_REQUIRED', { params: { action: 'switch' } }).message).toBe(
      'Chain is required to switch',
    )
    expect(new LatchError('NAME_REGISTRATION_FAILED', { params: { name: 'alice' } }).message).toBe(
      'Error registering name alice',
    )
    expect(new LatchError('INVALID_ADDRESS', { params: { address: '0xabc' } }).message).toBe(
      'Address 0xabc is invalid',
    )
  })

  it('quotes the spec §8 messages exactly', () => {
    expect(errorCatalogue).toMatchObject({
      TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
      PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
      INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
      RATE_LIMITED: 'Rate Limited',
      SERVER_ERROR: 'Server Error',
      RPC_METHOD_NOT_ALLOWED: 'RPC method not allowed',
      CHAIN_NOT_SUPPORTED: 'Chain is not supported',
      NO_CONNECTOR_FOR_CONNECTION: 'No connector found for connection',
      INVALID_CONNECTION_STATUS: 'Invalid connection status',
      INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
      INVALID_CAIP10_ADDRESS: 'Invalid CAIP-10 address',
      INVALID_CAIP2_NETWORK_ID: 'Invalid CAIP-2 network id',
      INTERNAL_SDK_ERROR: 'An error occurred',
    })
  })

  it('has no two codes with the same message, so a message identifies its code', () => {
    const messages = Object.values(errorCatalogue)
    expect(new Set(messages).size).toBe(messages.length)
  })

  it('leaves an unknown placeholder visible rather than printing undefined', () => {
    expect(formatErrorMessage('CHAIN_REQUIRED', {})).toBe('Chain is required to {action}')
  })

  it('walks the cause chain', () => {
    const root = new Error('socket closed')
    const error = new LatchError('FAILED_TO_CONNECT', { cause: new Error('wrap', { cause: root }) })
    expect(error.walk()).toBe(root)
    expect(error.walk((e) => e instanceof Error && e.message === 'wrap')).toMatchObject({
      message: 'wrap',
    })
    expect(error.walk(() => false)).toBeUndefined()
  })

  it('isLatchError narrows by code', () => {
    const error: unknown = new LatchError('MODAL_CLOSED')
    expect(isLatchError(error)).toBe(true)
    expect(isLatchError(error, 'MODAL_CLOSED')).toBe(true)
    expect(isLatchError(error, 'POPUP_CLOSED')).toBe(false)
    expect(isLatchError(new Error('x'))).toBe(false)
  })
})

describe('toLatchError', () => {
  it('keeps a LatchError as it is', () => {
    const error = new LatchError('SESSION_EXPIRED')
    expect(toLatchError(error)).toBe(error)
  })

  it.each(Object.entries(rpcErrorCodes).map(([rpcCode, code]) => [Number(rpcCode), code] as const))(
    'maps wallet/JSON-RPC code %i to %s',
    (rpcCode, code) => {
      const error = toLatchError({ code: rpcCode, message: 'from the wallet' })
      expect(error.code).toBe(code)
      expect(error.rpcCode).toBe(rpcCode)
      expect(error.details).toBe('from the wallet')
    },
  )

  it('covers every code the spec names: 4001…4902, -32700…-32006, 5700…5760', () => {
    const expected = [
      3, // execution reverted (geth), beyond the spec's list
      4001,
      4100,
      4200,
      4900,
      4901,
      4902,
      -32700,
      -32600,
      -32601,
      -32602,
      -32603,
      -32000,
      -32001,
      -32002,
      -32003,
      -32004,
      -32005,
      -32006,
      5700,
      5710,
      5720,
      5730,
      5740,
      5750,
      5760,
    ]
    expect(Object.keys(rpcErrorCodes).map(Number).sort()).toEqual(expected.sort())
  })

  it('finds a code deep in the cause chain (wrapped by a library)', () => {
    const wrapped = new Error('Request failed', { cause: { code: 4001, message: 'User denied' } })
    expect(toLatchError(wrapped).code).toBe('USER_REJECTED_REQUEST')
  })

  it('wraps anything else as INTERNAL_SDK_ERROR with the original as cause', () => {
    const original = new TypeError('x is undefined')
    const error = toLatchError(original)
    expect(error.code).toBe('INTERNAL_SDK_ERROR')
    expect(error.message).toBe('An error occurred')
    expect(error.details).toBe('x is undefined')
    expect(error.cause).toBe(original)
    expect(toLatchError('boom').details).toBe('boom')
    expect(toLatchError(undefined).code).toBe('INTERNAL_SDK_ERROR')
    expect(toLatchError({ code: 123456 }).code).toBe('INTERNAL_SDK_ERROR')
  })

  it('uses the given fallback code for unknown errors', () => {
    expect(toLatchError(new Error('x'), 'FAILED_TO_CONNECT').code).toBe('FAILED_TO_CONNECT')
  })

  it('survives cyclic causes', () => {
    const a: { cause?: unknown } = {}
    a.cause = a
    expect(toLatchError(a).code).toBe('INTERNAL_SDK_ERROR')
  })
})
