import { describe, expect, it, vi } from 'vitest'
import { createRpcHandler } from './index'

// The frame's approvals load on first use (server/bundle.ts); here the first load fails, as a
// frame site restarting between the page and its chunk would make it.
const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('./approvals', async (importOriginal) => {
  loads.count++
  if (loads.count === 1) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

describe('the approvals loaded on first use', () => {
  it('a failed load is said as a network error, and the next request loads them again', async () => {
    const rpc = createRpcHandler({
      wallet: async () => {
        throw new Error('not asked')
      },
      evmRpcUrl: () => 'http://127.0.0.1:9',
      solanaRpcUrl: () => undefined,
      currentEvmChain: () => 31337,
      currentSolanaChain: () => undefined,
    })
    const approve = async () => {}
    await expect(rpc({ method: 'eth_chainId' }, approve)).rejects.toMatchObject({
      message: 'Network Error - Could not load the wallet',
      code: -32603,
    })
    expect(await rpc({ method: 'eth_chainId' }, approve)).toBe('0x7a69')
    expect(loads.count).toBe(2)
  })
})
