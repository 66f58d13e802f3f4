import { createTestLatch } from '@latch/testkit'
import { expect, it } from 'vitest'
import { sendPluginWithContext } from '../../test/sendPluginWithContext'
import { receiverIdentity } from './receiverIdentity'

it('an identity that cannot be had is none, logged, never a failure: it is only decoration', async () => {
  // No account and no Data API: either would fail the lookup; neither fails the step.
  const send = sendPluginWithContext()
  const latch = createTestLatch({ plugins: [send.plugin] })
  await expect(
    receiverIdentity(send.context(), '0x000000000000000000000000000000000000bEEF'),
  ).resolves.toBeUndefined()
  expect(latch.logs.map((entry) => entry.message)).toContainEqual(
    expect.stringContaining('no identity for the receiver'),
  )
})
