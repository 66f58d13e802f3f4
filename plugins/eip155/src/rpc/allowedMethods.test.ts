import { createManualClock, isLatchError } from '@latch/core'
import { RPC_METHOD_NOT_ALLOWED_DELAY_MS } from '@latch/core/constants'
import { describe, expect, it } from 'vitest'
import {
  APP_RPC_ALLOWED_METHODS,
  APP_RPC_APPROVAL_METHODS,
  APP_RPC_READ_ONLY_METHODS,
  appRpcMethodNeedsApproval,
  assertAppRpcAllowed,
  isAppRpcMethodAllowed,
} from './allowedMethods'

describe('methods an app may call (spec §5, §6)', () => {
  it('allows the spec’s reads and wallet methods', () => {
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_chainId',
      'eth_blockNumber',
      'eth_getTransactionReceipt',
      'eth_estimateGas',
      'eth_sendRawTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getCapabilities',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_getAssets',
      'eth_sendUserOperation',
    ])
      expect(isAppRpcMethodAllowed(method), method).toBe(true)
  })

  it('refuses what is not listed: node admin, old signing methods, chain switching', () => {
    for (const method of [
      'eth_sign',
      'eth_signTypedData',
      'debug_traceTransaction',
      'anvil_setBalance',
      'wallet_switchEthereumChain',
      'ETH_CALL',
      '',
    ])
      expect(isAppRpcMethodAllowed(method), method).toBe(false)
  })

  it('needs approval exactly for the methods that act for the user', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'eth_sendUserOperation',
    ] as const)
      expect(appRpcMethodNeedsApproval(method), method).toBe(true)
    for (const method of APP_RPC_READ_ONLY_METHODS)
      expect(appRpcMethodNeedsApproval(method), method).toBe(false)
  })

  it('splits the allowed list into read-only and approval, without overlap', () => {
    const readOnly = new Set<string>(APP_RPC_READ_ONLY_METHODS)
    expect(APP_RPC_APPROVAL_METHODS.filter((method) => readOnly.has(method))).toEqual([])
    expect(new Set(APP_RPC_ALLOWED_METHODS).size).toBe(
      APP_RPC_READ_ONLY_METHODS.length + APP_RPC_APPROVAL_METHODS.length,
    )
  })
})

describe('assertAppRpcAllowed', () => {
  it('refuses a method that is no string like any unlisted one, its details safe to build', async () => {
    const clock = createManualClock()
    for (const method of [{ toString: null }, Object.create(null), 5, undefined]) {
      const outcome = assertAppRpcAllowed(method as never, clock).catch((error: unknown) => error)
      await clock.advanceAsync(RPC_METHOD_NOT_ALLOWED_DELAY_MS)
      const error = await outcome
      expect(isLatchError(error, 'RPC_METHOD_NOT_ALLOWED'), String(typeof method)).toBe(true)
    }
  })

  it('lets an allowed method through at once', async () => {
    const clock = createManualClock()
    await expect(assertAppRpcAllowed('eth_call', clock)).resolves.toBe('eth_call')
  })

  it('rejects an unlisted method with ‘RPC method not allowed’, only after 300 ms', async () => {
    const clock = createManualClock()
    let outcome: unknown
    const done = assertAppRpcAllowed('eth_sign', clock).catch((error: unknown) => {
      outcome = error
    })
    await clock.advanceAsync(RPC_METHOD_NOT_ALLOWED_DELAY_MS - 1)
    expect(outcome).toBeUndefined()
    await clock.advanceAsync(1)
    await done
    expect(isLatchError(outcome) && outcome.code).toBe('RPC_METHOD_NOT_ALLOWED')
    expect((outcome as Error).message).toBe('RPC method not allowed')
    expect(RPC_METHOD_NOT_ALLOWED_DELAY_MS).toBe(300)
  })
})
