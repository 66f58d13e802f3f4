import { LatchError } from '@latch/core'
import { createTestLatch } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { sendPluginWithContext } from '../test/sendPluginWithContext'
import { keepingFailure } from './keepingFailure'

function client() {
  const send = sendPluginWithContext()
  const latch = createTestLatch({ plugins: [send.plugin] })
  return { latch, context: send.context() }
}

describe('a step whose failure the form keeps', () => {
  it('keeps the failure for the view and throws it to the caller', async () => {
    const { latch, context } = client()
    const failing = keepingFailure(context, () => {
      throw new LatchError('INVALID_AMOUNT', { details: 'dust' })
    })
    await expect(failing).rejects.toMatchObject({ code: 'INVALID_AMOUNT', details: 'dust' })
    expect(latch.getState().plugins.send?.error).toMatchObject({
      code: 'INVALID_AMOUNT',
      message: 'Invalid amount',
    })
  })

  it('turns anything thrown into a LatchError, kept and thrown alike', async () => {
    const { latch, context } = client()
    const thrown = await keepingFailure(context, async () => {
      throw new TypeError('not a LatchError')
    }).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(LatchError)
    expect(latch.getState().plugins.send?.error?.code).toBe((thrown as LatchError).code)
  })

  it("gives back the step's result and leaves the state alone when it succeeds", async () => {
    const { latch, context } = client()
    const before = latch.getState().plugins.send
    await expect(keepingFailure(context, async () => 'sent')).resolves.toBe('sent')
    expect(latch.getState().plugins.send).toBe(before)
  })
})
