import { createTestLatch } from '@latch/testkit'
import { expect, it } from 'vitest'
import { exampleSession } from '../../test/sessions'
import { siwxPluginWithContext } from '../../test/siwxPluginWithContext'
import { signOutNamespace } from './signOutNamespace'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAccount = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const solanaNetwork = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function client() {
  const siwx = siwxPluginWithContext({ domain: 'app.example' })
  const latch = createTestLatch({ plugins: [siwx.plugin] })
  const context = siwx.context()
  context.setSessions([
    exampleSession('eip155:1', alice),
    exampleSession(solanaNetwork, solanaAccount),
  ])
  return { latch, context }
}

it('a namespace disconnecting signs the page out of its networks and leaves a sign-in there', () => {
  const { latch, context } = client()
  const asking = context.tickets.take()
  context.setRequest({ status: 'signing', caipNetworkId: 'eip155:1', address: alice, message: 'm' })

  signOutNamespace(context, 'eip155')

  expect(latch.getState().plugins.siwx?.request).toEqual({ status: 'idle' })
  // The wallet's late answer to that sign-in is not shown.
  expect(context.tickets.isCurrent(asking)).toBe(false)
  expect(latch.getState().plugins.siwx?.sessions.map((s) => s.data.caipNetworkId)).toEqual([
    solanaNetwork,
  ])
  // So does the page's storage (the server's sessions stay until revoked).
  expect(latch.storage.get('siwxSessions')?.map((s) => s.data.caipNetworkId)).toEqual([
    solanaNetwork,
  ])
})

it("leaves another namespace's sign-in, and a failure's message, as they are", () => {
  const { latch, context } = client()
  const signingSolana = {
    status: 'signing' as const,
    caipNetworkId: solanaNetwork as `solana:${string}`,
    address: solanaAccount,
    message: 'm',
  }
  context.setRequest(signingSolana)
  signOutNamespace(context, 'eip155')
  expect(latch.getState().plugins.siwx?.request).toEqual(signingSolana)

  const failed = {
    status: 'failed' as const,
    caipNetworkId: 'eip155:1' as const,
    address: alice,
    error: {
      code: 'SIWX_VERIFICATION_FAILED' as const,
      message: 'The sign-in could not be verified',
    },
  }
  context.setRequest(failed)
  signOutNamespace(context, 'eip155')
  expect(latch.getState().plugins.siwx?.request).toEqual(failed)
})
