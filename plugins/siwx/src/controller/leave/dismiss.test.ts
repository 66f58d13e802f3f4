import { createTestLatch } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { siwxPluginWithContext } from '../../test/siwxPluginWithContext'
import { dismiss } from './dismiss'

// Sign-in optional and no account: a cancel only drops the request and closes the modal.

function client() {
  const siwx = siwxPluginWithContext({ domain: 'app.example' })
  const latch = createTestLatch({ plugins: [siwx.plugin] })
  return { latch, context: siwx.context() }
}
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('closing the modal on the sign view', () => {
  it('while a sign-in was asked for is a Cancel: the request is left', async () => {
    const { latch, context } = client()
    const asking = context.tickets.take()
    context.setRequest({ status: 'ready', caipNetworkId: 'eip155:1', address: alice, message: 'm' })
    await dismiss(context)
    expect(latch.getState().plugins.siwx?.request).toEqual({ status: 'idle' })
    expect(context.tickets.isCurrent(asking)).toBe(false)
  })

  it('with none asked for does nothing', async () => {
    const { context } = client()
    const current = context.tickets.current()
    await dismiss(context)
    expect(context.tickets.isCurrent(current)).toBe(true)
  })

  it('after a sign-in that could not start does nothing: that failure already disconnected', async () => {
    const { latch, context } = client()
    const failed = {
      status: 'failed' as const,
      caipNetworkId: 'eip155:1' as const,
      address: alice,
      error: {
        code: 'AUTHENTICATION_INIT_FAILED' as const,
        message: 'A problem occurred while trying initialize authentication',
      },
    }
    context.setRequest(failed)
    const current = context.tickets.current()
    await dismiss(context)
    expect(latch.getState().plugins.siwx?.request).toEqual(failed)
    expect(context.tickets.isCurrent(current)).toBe(true)
  })
})
