import { createTestLatch } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { exampleNetwork } from '../test/tokens'
import { sendingAccount } from './sendingAccount'

// The connected case is every other step's: see form/setMax.test.ts on a real chain.

describe('the account a send goes from', () => {
  it("is 'Unsupported chain' with no namespace active", () => {
    const latch = createTestLatch()
    expect(() => sendingAccount(latch.getState())).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_CHAIN', details: 'namespace none' }),
    )
  })

  it("is 'Connector not connected' on a send namespace with no account", () => {
    const latch = createTestLatch({ networks: [exampleNetwork] })
    expect(latch.getState().networks.activeNamespace).toBe('eip155')
    expect(() => sendingAccount(latch.getState())).toThrow(
      expect.objectContaining({ code: 'CONNECTOR_NOT_CONNECTED', details: 'eip155' }),
    )
  })
})
