import { createTestLatch } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { activeAccount, isRequestFor } from './activeAccount'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account = { namespace: 'eip155' as const, address: alice, caipNetworkId: 'eip155:1' as const }

// A connected account is the integration tests' (siwx.integration.test.ts, on real wallets).
it("without a connected account is 'No ActiveCaipAddress found'", () => {
  expect(() => activeAccount(createTestLatch().getState())).toThrow(
    expect.objectContaining({
      code: 'NO_ACTIVE_CAIP_ADDRESS',
      message: 'No ActiveCaipAddress found',
    }),
  )
})

describe('a request under way', () => {
  it('is for the account on its network, whatever the case of an EVM address', () => {
    const ready = {
      status: 'ready' as const,
      caipNetworkId: 'eip155:1' as const,
      address: alice.toLowerCase(),
      message: 'm',
    }
    expect(isRequestFor(ready, account)).toBe(true)
  })

  it('is not for it on another network, for another address, or when idle', () => {
    const preparing = {
      status: 'preparing' as const,
      caipNetworkId: 'eip155:8453' as const,
      address: alice,
    }
    expect(isRequestFor(preparing, account)).toBe(false)
    expect(
      isRequestFor(
        {
          ...preparing,
          caipNetworkId: 'eip155:1',
          address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        },
        account,
      ),
    ).toBe(false)
    expect(isRequestFor({ status: 'idle' }, account)).toBe(false)
  })
})
