import { LatchError } from '@latch/core'
import { definePlugin } from '@latch/core/plugin'
import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { siwx } from '../plugin'

// What the person reads when the app's server refuses a signed message (spec §8): a smart account
// gets 'This application might not support Smart Accounts'; anyone else, that the sign-in could
// not be verified. The server here is the plugin's `server` option refusing every signature;
// the real verifier's refusals are the integration and server tests'.

function setup(accountType: 'eoa' | 'smartAccount') {
  const adapter = createMockChainAdapter({ networks: [mockNetworks.home] })
  const connect = adapter.connect.bind(adapter)
  adapter.connect = async (params) => {
    const result = await connect(params)
    return { ...result, accounts: result.accounts.map((a) => ({ ...a, type: accountType })) }
  }
  const latch = createTestLatch({
    networks: [mockNetworks.home],
    plugins: [
      definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) }),
      siwx({
        domain: 'app.example',
        server: {
          getNonce: async () => 'abcdefgh1234',
          verify: async () => {
            throw new LatchError('API_REQUEST_FAILED', { details: '401 Sign-in refused' })
          },
        },
      }),
    ],
  })
  return { latch, connectorId: latch.getState().connectors.all[0]!.id }
}

describe('a refused sign-in', () => {
  it("tells a smart account 'This application might not support Smart Accounts'", async () => {
    const { latch, connectorId } = setup('smartAccount')
    await latch.dispatch({ type: 'connection.connect', connectorId })
    await expect(latch.dispatch({ type: 'siwx.signIn' })).rejects.toMatchObject({
      code: 'SMART_ACCOUNTS_NOT_SUPPORTED',
      message: 'This application might not support Smart Accounts',
    })
    expect(latch.getState().plugins.siwx?.request).toMatchObject({
      status: 'failed',
      error: { message: 'This application might not support Smart Accounts' },
    })
  })

  it("tells an EOA 'The sign-in could not be verified', with the server's reason in details", async () => {
    const { latch, connectorId } = setup('eoa')
    await latch.dispatch({ type: 'connection.connect', connectorId })
    await expect(latch.dispatch({ type: 'siwx.signIn' })).rejects.toMatchObject({
      code: 'SIWX_VERIFICATION_FAILED',
      message: 'The sign-in could not be verified',
      details: '401 Sign-in refused',
    })
    expect(latch.getState().plugins.siwx?.sessions).toEqual([])
  })

  it('refuses hostile command params with a LatchError, never a crash', async () => {
    const { latch } = setup('eoa')
    for (const pci of [undefined, 42, {}, null]) {
      await expect(latch.dispatch({ type: 'siwx.revoke', pci } as never)).rejects.toBeInstanceOf(
        LatchError,
      )
    }
    await expect(
      latch.dispatch({ type: 'siwx.getSessions', address: 7 } as never),
    ).rejects.toBeInstanceOf(LatchError)
  })
})

describe('siwx options', () => {
  it("are checked on first use: 'Invalid options' naming the bad values", async () => {
    const latch = createTestLatch({
      plugins: [siwx({ sessionTtlMs: -5, uri: 'not a url' } as never)],
    })
    const error = await latch.dispatch({ type: 'siwx.prepare' }).catch((e: LatchError) => e)
    expect(error).toMatchObject({ code: 'INVALID_OPTIONS', message: 'Invalid options' })
    expect((error as LatchError).details).toMatch(/sessionTtlMs/)
    expect((error as LatchError).details).toMatch(/uri/)
  })
})
