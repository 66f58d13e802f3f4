import { definePlugin, type PluginContext } from '@latch/core/plugin'
import { createTestLatch } from '@latch/testkit'
import { expect, it } from 'vitest'
import { send } from './plugin'
import { initialSendState } from './state'

it('starts with an empty send state slice', () => {
  const latch = createTestLatch({ plugins: [send()] })
  expect(latch.getState().plugins.send).toEqual(initialSendState())
})

it('another namespace’s network resets the send state (spec §4)', async () => {
  let probe: PluginContext | undefined
  const latch = createTestLatch({
    plugins: [
      send(),
      definePlugin({
        name: 'probe',
        setup: (ctx) => {
          probe = ctx
        },
      }),
    ],
  })
  await latch.dispatch({ type: 'send.setAmount', amount: '1.5' })
  expect(latch.getState().plugins.send?.sendTokenAmount).toBe('1.5')

  probe?.emit('namespace.switched', { from: 'eip155', to: 'solana' })

  expect(latch.getState().plugins.send).toEqual(initialSendState())
})

it('outside eip155 and solana a send is “Unsupported chain”', async () => {
  const latch = createTestLatch({ plugins: [send()] })
  await expect(latch.dispatch({ type: 'send.submit' })).rejects.toMatchObject({
    message: 'Unsupported chain',
  })
  expect(latch.getState().plugins.send).toMatchObject({
    loading: false,
    error: { code: 'UNSUPPORTED_CHAIN' },
  })
})
