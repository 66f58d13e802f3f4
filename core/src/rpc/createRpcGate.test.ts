import { describe, expect, it } from 'vitest'
import { createManualClock } from '../clock/manualClock'
import { RPC_METHOD_NOT_ALLOWED_DELAY_MS } from '../constants'
import { createRpcGate } from './createRpcGate'

const gate = createRpcGate({
  readOnly: ['getBalance', 'getLatestBlockhash'],
  approval: ['solana_signMessage', 'solana_signTransaction'],
})

describe('createRpcGate', () => {
  it('lets the listed methods pass at once and says which need the user', async () => {
    const clock = createManualClock()
    await expect(gate.assertAllowed('getBalance', clock)).resolves.toBe('getBalance')
    expect(gate.allowed).toEqual([
      'getBalance',
      'getLatestBlockhash',
      'solana_signMessage',
      'solana_signTransaction',
    ])
    expect(gate.needsApproval('solana_signMessage')).toBe(true)
    expect(gate.needsApproval('getBalance')).toBe(false)
  })

  it.each(['eth_sign', 'toString', '__proto__', 42, null])(
    'refuses %j, and only after the 300 ms of the spec',
    async (method) => {
      const clock = createManualClock()
      let settled: unknown
      gate.assertAllowed(method, clock).catch((error: unknown) => {
        settled = error
      })
      await clock.advanceAsync(RPC_METHOD_NOT_ALLOWED_DELAY_MS - 1)
      expect(settled).toBeUndefined()
      await clock.advanceAsync(1)
      expect(settled).toMatchObject({
        code: 'RPC_METHOD_NOT_ALLOWED',
        message: 'RPC method not allowed',
        details: expect.stringContaining('Method: '),
      })
      expect(gate.isAllowed(method)).toBe(false)
    },
  )
})
