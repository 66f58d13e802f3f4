import type { LatchError } from '@latch/core'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokeMessage } from './shared/revokeMessage'
import { DOMAIN, pageStorage, type SiwxWorld, siwxClient, startSiwxWorld } from './test/siwxWorld'

// Sign-in with the real plugins and parts: eip155 and solana adapters over the testkit's wallets
// (through a login method spanning both), anvil, the Solana validator and the local API's example
// endpoints (`@latch/siwx/server` behind them). Every signature is made and checked for real.

let world: SiwxWorld
beforeAll(async () => {
  world = await startSiwxWorld()
})
afterAll(() => world?.stop())

const evmNetwork = () => `eip155:${world.devnet.chains[0]!.chainId}`
const otherEvmNetwork = () => `eip155:${world.devnet.chains[1]!.chainId}`
const solanaNetwork = () => world.validator.chainId

async function listed(address: string) {
  const answer = await fetch(`${world.api.dataUrl}/v1/sessions/${address}?projectId=p`)
  return ((await answer.json()) as { sessions: { pci: string; caipNetworkId: string }[] }).sessions
}

describe('required sign-in on eip155 (EIP-4361)', () => {
  it('asks after connect with the message to sign, then signs in and closes the modal', async () => {
    const client = siwxClient(world, { required: true })
    await client.connect()
    await client.idle(() => client.siwx().request.status === 'ready')

    expect(client.latch.getState().modal.open).toBe(true)
    expect(client.view()).toBe('SIWXSignMessage')
    const request = client.siwx().request
    if (request.status !== 'ready') throw new Error('not ready')
    const fields = parseSiweMessage(request.message)
    expect(fields).toMatchObject({
      domain: DOMAIN,
      address: client.evmAddress,
      uri: `http://${DOMAIN}`,
      chainId: world.devnet.chains[0]!.chainId,
      version: '1',
      statement: 'Sign in with your wallet',
    })
    expect(fields.issuedAt?.getTime()).toBe(client.latch.clock.now())
    expect(fields.expirationTime!.getTime() - fields.issuedAt!.getTime()).toBe(24 * 60 * 60_000)

    const session = await client.run(client.latch.dispatch({ type: 'siwx.signIn' }))

    expect(session.data).toMatchObject({
      accountAddress: client.evmAddress,
      caipNetworkId: evmNetwork(),
    })
    expect(client.latch.getState().modal.open).toBe(false)
    expect(client.siwx().request).toEqual({ status: 'idle' })
    expect(client.siwx().sessions).toEqual([session])
    expect(client.latch.storage.get('siwxSessions')).toEqual([session])
    expect((await listed(client.evmAddress)).map((s) => s.pci)).toContain(session.pci)
  })

  it("says 'Signature declined' and stays on the sign view; signing again works", async () => {
    const client = siwxClient(world, { required: true, account: 3 })
    await client.connect()
    await client.idle(() => client.siwx().request.status === 'ready')
    client.evm.rejectNext()

    const declined = await client.latch
      .dispatch({ type: 'siwx.signIn' })
      .catch((e: LatchError) => e)

    expect(declined).toMatchObject({ code: 'SIGNATURE_DECLINED', message: 'Signature declined' })
    expect(client.siwx().request).toMatchObject({
      status: 'declined',
      error: { message: 'Signature declined' },
    })
    expect(client.view()).toBe('SIWXSignMessage')
    expect(client.latch.getState().modal.open).toBe(true)
    expect(client.siwx().sessions).toEqual([])

    await client.run(client.latch.dispatch({ type: 'siwx.signIn' }))
    expect(client.siwx().sessions).toHaveLength(1)
    expect(client.latch.getState().modal.open).toBe(false)
  })

  it('cancelling with no other signed-in network disconnects (spec §4)', async () => {
    const client = siwxClient(world, { required: true, account: 4 })
    await client.connect()
    await client.idle(() => client.siwx().request.status === 'ready')

    await client.latch.dispatch({ type: 'siwx.cancel' })

    expect(client.latch.getState().accounts.eip155?.status).toBe('disconnected')
    // The login method's Solana account is still connected, and not signed in: it is asked next.
    await client.idle(() => client.siwx().request.status === 'ready')
    expect(client.siwx().request).toMatchObject({ caipNetworkId: solanaNetwork() })
    await client.latch.dispatch({ type: 'siwx.cancel' })
    expect(client.latch.getState().accounts.solana?.status).toBe('disconnected')
    expect(client.siwx().request).toEqual({ status: 'idle' })
    expect(client.latch.getState().modal.open).toBe(false)
  })

  it('closing the modal on the sign view is a cancel (its close button, Escape)', async () => {
    const client = siwxClient(world, { required: true, account: 4 })
    await client.connect()
    await client.idle(() => client.siwx().request.status === 'ready')

    await client.latch.dispatch({ type: 'modal.close' })

    await client.idle(() => client.latch.getState().accounts.eip155?.status === 'disconnected')
  })

  it('cancelling on a new network switches back to the last signed-in one (spec §4)', async () => {
    const client = siwxClient(world, { required: true, account: 5 })
    await client.connect()
    await client.idle(() => client.siwx().request.status === 'ready')
    await client.run(client.latch.dispatch({ type: 'siwx.signIn' }))

    await client.latch.dispatch({
      type: 'network.switch',
      caipNetworkId: otherEvmNetwork() as never,
    })
    await client.idle(() => client.siwx().request.status === 'ready')
    expect(client.view()).toBe('SIWXSignMessage')
    expect(client.siwx().request).toMatchObject({ caipNetworkId: otherEvmNetwork() })

    await client.latch.dispatch({ type: 'siwx.cancel' })

    expect(client.latch.getState().networks.activeCaipNetworkId).toBe(evmNetwork())
    expect(client.latch.getState().accounts.eip155?.status).toBe('connected')
    expect(client.latch.getState().modal.open).toBe(false)
  })

  it('keeps the session over a reload (checked with the server), and asks again once revoked', async () => {
    const storage = pageStorage()
    const first = siwxClient(world, { required: true, account: 6, storage })
    await first.connect()
    await first.idle(() => first.siwx().request.status === 'ready')
    const session = await first.run(first.latch.dispatch({ type: 'siwx.signIn' }))

    // The page reloads: what was stored, a new client, the wallet still granting access.
    const second = siwxClient(world, {
      required: true,
      account: 6,
      storage: storage.reload(),
      login: first.method,
    })
    first.latch.destroy()
    expect(second.siwx().sessions).toEqual([session])
    await second.latch.dispatch({ type: 'connection.reconnect' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(second.latch.getState().networks.activeCaipNetworkId).toBe(evmNetwork())
    expect(second.latch.getState().modal.open).toBe(false)
    expect(second.siwx().request).toEqual({ status: 'idle' })

    // Revoked through the server by the account (a real signature).
    const before = await second.latch.dispatch({ type: 'siwx.getSessions' })
    expect(before.map((s) => s.pci)).toContain(session.pci)
    await second.run(second.latch.dispatch({ type: 'siwx.revoke', pci: session.pci }))
    expect((await listed(second.evmAddress)).map((s) => s.pci)).not.toContain(session.pci)
    expect(second.siwx().sessions).toEqual([])
    await second.idle(() => second.siwx().request.status === 'ready')
    expect(second.view()).toBe('SIWXSignMessage')
  })

  it('drops a stored session the server no longer has (revoked elsewhere), and asks again', async () => {
    const storage = pageStorage()
    const first = siwxClient(world, { required: true, account: 7, storage })
    await first.connect()
    await first.idle(() => first.siwx().request.status === 'ready')
    const session = await first.run(first.latch.dispatch({ type: 'siwx.signIn' }))
    const reloaded = storage.reload()
    // Another tab revokes it.
    await first.run(first.latch.dispatch({ type: 'siwx.revoke', pci: session.pci }))

    const second = siwxClient(world, {
      required: true,
      account: 7,
      storage: reloaded,
      login: first.method,
    })
    first.latch.destroy()
    expect(second.siwx().sessions).toEqual([session])
    await second.latch.dispatch({ type: 'connection.reconnect' })
    await second.idle(() => second.siwx().request.status === 'ready')
    expect(second.siwx().sessions).toEqual([])
    expect(second.view()).toBe('SIWXSignMessage')
  })

  it('asks again once the session expired (fake clock)', async () => {
    const client = siwxClient(world, { required: true, account: 8, sessionTtlMs: 60_000 })
    await client.connect()
    await client.idle(() => client.siwx().request.status === 'ready')
    await client.run(client.latch.dispatch({ type: 'siwx.signIn' }))

    client.latch.clock.advance(59_999)
    await client.latch.dispatch({
      type: 'network.switch',
      caipNetworkId: otherEvmNetwork() as never,
    })
    await client.idle(() => client.siwx().request.status === 'ready')
    await client.run(client.latch.dispatch({ type: 'siwx.signIn' }))
    await client.latch.dispatch({ type: 'network.switch', caipNetworkId: evmNetwork() as never })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(client.latch.getState().modal.open).toBe(false)

    client.latch.clock.advance(1)
    await client.latch.dispatch({
      type: 'network.switch',
      caipNetworkId: otherEvmNetwork() as never,
    })
    await client.latch.dispatch({ type: 'network.switch', caipNetworkId: evmNetwork() as never })
    await client.idle(() => client.siwx().request.status === 'ready')
    expect(client.siwx().request).toMatchObject({ caipNetworkId: evmNetwork() })
    expect(client.view()).toBe('SIWXSignMessage')
  })
})

describe('sign-in on solana (Sign In With Solana)', () => {
  it('signs in on the Solana network through the same command, verified by the server', async () => {
    const client = siwxClient(world, { required: true, account: 2 })
    await client.connect()
    await client.latch.dispatch({ type: 'network.switch', caipNetworkId: solanaNetwork() as never })
    await client.idle(
      () =>
        client.siwx().request.status === 'ready' &&
        (client.siwx().request as { caipNetworkId: string }).caipNetworkId === solanaNetwork(),
    )
    const request = client.siwx().request as { message: string }
    expect(request.message).toContain(
      `${DOMAIN} wants you to sign in with your Solana account:\n${client.solAddress}`,
    )
    expect(request.message).toContain(`Chain ID: ${solanaNetwork()}`)

    const session = await client.run(client.latch.dispatch({ type: 'siwx.signIn' }))

    expect(session.data).toMatchObject({
      accountAddress: client.solAddress,
      caipNetworkId: solanaNetwork(),
    })
    expect((await listed(client.solAddress)).map((s) => s.pci)).toContain(session.pci)
    // The wallet signed the exact text; a replay of it is refused by the server.
    const replay = await fetch(`${world.api.dataUrl}/v1/siwx/verify?projectId=p`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: session.message,
        signature: session.signature,
        caipNetworkId: solanaNetwork(),
      }),
    })
    expect(replay.status).toBe(401)
  })

  it("declines with 'Signature declined' when the Solana wallet refuses", async () => {
    const client = siwxClient(world, { account: 3 })
    await client.connect()
    await client.latch.dispatch({ type: 'network.switch', caipNetworkId: solanaNetwork() as never })
    client.sol.rejectNext({ feature: 'solana:signMessage' })
    await expect(client.run(client.latch.dispatch({ type: 'siwx.signIn' }))).rejects.toMatchObject({
      code: 'SIGNATURE_DECLINED',
    })
  })
})

describe('optional sign-in, errors and faults', () => {
  it('does not ask when sign-in is not required; cancel only closes', async () => {
    const client = siwxClient(world, { account: 2 })
    await client.connect()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(client.siwx().request).toEqual({ status: 'idle' })
    expect(client.latch.getState().modal.open).toBe(false)

    await client.latch.dispatch({ type: 'modal.open', view: 'SIWXSignMessage' })
    await client.latch.dispatch({ type: 'siwx.cancel' })
    expect(client.latch.getState().modal.open).toBe(false)
    expect(client.latch.getState().accounts.eip155?.status).toBe('connected')
  })

  it("refuses to sign in without a connected account: 'No ActiveCaipAddress found'", async () => {
    const client = siwxClient(world)
    await expect(client.latch.dispatch({ type: 'siwx.signIn' })).rejects.toMatchObject({
      code: 'NO_ACTIVE_CAIP_ADDRESS',
      message: 'No ActiveCaipAddress found',
    })
  })

  it("a nonce that cannot be had: 'A problem occurred while trying initialize authentication', then disconnect", async () => {
    const client = siwxClient(world, { account: 3 })
    await client.connect()
    world.api.faults.set('/v1/siwx/nonce', { kind: 'server-error', status: 503, times: 'always' })
    try {
      const error = await client
        .run(client.latch.dispatch({ type: 'siwx.signIn' }))
        .catch((e: LatchError) => e)
      expect(error).toMatchObject({
        code: 'AUTHENTICATION_INIT_FAILED',
        message: 'A problem occurred while trying initialize authentication',
      })
    } finally {
      world.api.faults.clear()
    }
    expect(client.latch.getState().accounts.eip155?.status).toBe('disconnected')
    expect(client.latch.getState().toasts.current).toMatchObject({
      message: 'A problem occurred while trying initialize authentication',
      variant: 'error',
    })
  })

  it('rides out a rate-limited verify with one signature only (nothing signed twice)', async () => {
    const client = siwxClient(world, { account: 4 })
    await client.connect()
    let signatures = 0
    const request = client.evm.request.bind(client.evm)
    client.evm.request = async (args) => {
      if (args.method === 'personal_sign') signatures++
      return request(args)
    }
    world.api.faults.set('/v1/siwx/verify', {
      kind: 'rate-limited',
      retryAfterSeconds: 1,
      times: 'once',
    })
    const session = await client.run(client.latch.dispatch({ type: 'siwx.signIn' }))
    expect(session.data.accountAddress).toBe(client.evmAddress)
    expect(signatures).toBe(1)
  })

  it('a refused verification returns to the sign view with its error; the nonce is not spent', async () => {
    const client = siwxClient(world, {
      account: 5,
      domain: 'evil.example',
      uri: 'https://evil.example',
    })
    await client.connect()
    const error = await client
      .run(client.latch.dispatch({ type: 'siwx.signIn' }))
      .catch((e: LatchError) => e)
    expect(error).toMatchObject({ code: 'SIWX_VERIFICATION_FAILED' })
    expect(client.siwx().request).toMatchObject({
      status: 'failed',
      error: { code: 'SIWX_VERIFICATION_FAILED' },
    })
    expect(client.siwx().sessions).toEqual([])
  })

  it('revoking needs a real signature by the address', async () => {
    const client = siwxClient(world, { account: 9 })
    await client.connect()
    const session = await client.run(client.latch.dispatch({ type: 'siwx.signIn' }))
    const post = (signature: string) =>
      fetch(`${world.api.dataUrl}/v1/sessions/${client.evmAddress}/revoke?projectId=p`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pci: session.pci, signature }),
      })
    // Signed by the address, but over another session's revoke text: refused.
    const other = (await client.latch.dispatch({
      type: 'account.signMessage',
      message: revokeMessage({ address: client.evmAddress, pci: 'another' }),
    })) as string
    expect((await post(other)).status).toBe(401)
    expect((await post('0x1234')).status).toBe(401)
    expect((await listed(client.evmAddress)).map((s) => s.pci)).toContain(session.pci)
  })
})
