import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { HostRequestContext } from '../channel/listenToHost'
import { createDeviceShareStore } from '../custody/index'
import type { Asker } from './approval/asker'
import type { ApprovalView } from './approval/view'
import type { EmailChangeSteps } from './emailChange'
import { createFrameHandler, type FrameUi } from './handler'
import { fakeAuth, fakeRecoveryPerson, fakeVault, memoryTokens } from './test/fakes'
import { createWalletSession } from './wallet'

let databases = 0

function setup(
  overrides: {
    connectDevice?: () => Promise<boolean>
    /** Another browser against the same servers. */
    servers?: { auth: ReturnType<typeof fakeAuth>; vault: ReturnType<typeof fakeVault> }
    /** What the person does at the vault's code form. */
    recovery?: { wrong?: string[]; cancel?: boolean }
  } = {},
) {
  const auth = overrides.servers?.auth ?? fakeAuth()
  const vault = overrides.servers?.vault ?? fakeVault(auth)
  if (overrides.connectDevice) auth.client.connectDevice = overrides.connectDevice
  const person = fakeRecoveryPerson(vault, overrides.recovery)
  const wallet = createWalletSession({
    auth: auth.client,
    vault: vault.vault,
    deviceShares: createDeviceShareStore(`handler-test-${++databases}`),
    tokens: memoryTokens(),
  })
  const shown: { view: ApprovalView; asker: Asker }[] = []
  /** The email-change dialogs the frame showed, for the test to act as the person would. */
  type ShownChange = EmailChangeSteps & { finish(): void; cancel(): void }
  const emailChangeShown: ShownChange[] = []
  const emailChangeWaiters: ((shown: ShownChange) => void)[] = []
  const emailChanges = {
    next: () =>
      new Promise<ShownChange>((resolve) => {
        const ready = emailChangeShown.shift()
        if (ready) resolve(ready)
        else emailChangeWaiters.push(resolve)
      }),
  }
  const themes: unknown[] = []
  const locales: unknown[] = []
  const ui: FrameUi = {
    approve: async (view, asker) => {
      shown.push({ view, asker })
    },
    setTheme: (mode) => themes.push(mode),
    setLocale: (locale) => locales.push(locale),
    recoveryCode: (step) => person.prompt(step),
    // The export's own tests drive it through the real UI (exportWallet/); here the person declines.
    exportWallet: async () => {
      throw new Error('Export cancelled')
    },
    importPhrase: async () => {
      throw new Error('Import cancelled')
    },
    changeEmail: (steps) =>
      new Promise<void>((resolve, reject) => {
        const waiting = emailChangeWaiters.shift()
        const shown = {
          ...steps,
          currentEmail: steps.currentEmail,
          newEmail: steps.newEmail,
          sendCurrentCode: () => steps.sendCurrentCode(),
          confirmCurrent: (code: string) => steps.confirmCurrent(code),
          confirmNew: (code: string) => steps.confirmNew(code),
          finish: () => resolve(),
          cancel: () => reject(new Error('Email change cancelled')),
        }
        if (waiting) waiting(shown)
        else emailChangeShown.push(shown)
      }),
  }
  let clock = 0
  const slept: number[] = []
  const chains = { evm: 1, solana: 'solana:Dev' as string | undefined }
  const handle = createFrameHandler({
    hostOrigin: 'https://shop.example',
    auth: auth.client,
    wallet,
    rpc: async (request, approve) => {
      await approve({ action: 'signMessage', rows: [] })
      return request.method
    },
    ui,
    deviceId: () => 'device-1',
    chains,
    supportsEvmChain: (chainId) => chainId !== 999,
    supportsSolanaChain: (chainId) => chainId === 'solana:Dev',
    sleep: async (ms) => {
      slept.push(ms)
      clock += ms
    },
    now: () => clock,
  })
  const approvals: boolean[] = []
  const context: HostRequestContext = {
    id: crypto.randomUUID(),
    approval: (open) => approvals.push(open),
  }
  const call = (type: string, payload?: unknown) => handle(type as never, payload as never, context)
  return {
    auth,
    vault,
    call,
    shown,
    themes,
    locales,
    slept,
    approvals,
    chains,
    person,
    emailChanges,
  }
}

describe('the frame handler', () => {
  it('logs in by email, then answers GET_USER per namespace', async () => {
    const { call } = setup()
    await expect(call('GET_USER', { chainId: 'eip155:1' })).rejects.toThrow('Not connected')
    expect(await call('CONNECT_EMAIL', { email: 'ada@example.com' })).toEqual({
      action: 'VERIFY_OTP',
    })
    expect(await call('CONNECT_OTP', { otp: '123456' })).toEqual({})
    const evm = (await call('GET_USER', { chainId: 'eip155:1' })) as { address: string }
    expect(evm).toEqual({
      email: 'ada@example.com',
      address: evm.address,
      chainId: 'eip155:1',
      accounts: [{ address: evm.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    const solana = (await call('GET_USER', { chainId: 'solana:Dev' })) as { address: string }
    expect(solana.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await call('IS_CONNECTED', {})).toEqual({ isConnected: true })
    expect(await call('SIGN_OUT')).toEqual({})
    expect(await call('IS_CONNECTED', {})).toEqual({ isConnected: false })
  })

  it('polls connect-device every 2 s until the link is opened', async () => {
    let asked = 0
    const { call, slept } = setup({ connectDevice: async () => ++asked === 3 })
    await expect(call('CONNECT_DEVICE')).rejects.toThrow('Connect with an email first')
    await call('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(await call('CONNECT_DEVICE')).toEqual({})
    expect(slept).toEqual([2000, 2000])
  })

  it('stops polling at the host’s 120 s', async () => {
    const { call, slept } = setup({ connectDevice: async () => false })
    await call('CONNECT_EMAIL', { email: 'ada@example.com' })
    await expect(call('CONNECT_DEVICE')).rejects.toThrow('iframe_request_timeout')
    expect(slept.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(120_000)
  })

  it('switches the EVM chain and the Solana cluster it knows, and refuses others', async () => {
    const { call, chains } = setup()
    expect(await call('GET_CHAIN_ID')).toEqual({ chainId: 'eip155:1' })
    expect(await call('SWITCH_NETWORK', { chainId: 'eip155:10' })).toEqual({ chainId: 'eip155:10' })
    expect(await call('GET_CHAIN_ID')).toEqual({ chainId: 'eip155:10' })
    await expect(call('SWITCH_NETWORK', { chainId: 'eip155:999' })).rejects.toMatchObject({
      code: 4902,
    })
    await expect(call('SWITCH_NETWORK', { chainId: 'solana:other' })).rejects.toMatchObject({
      code: 4902,
    })
    expect(chains.evm).toBe(10)
  })

  it('names the app in the approval UI, tells the host around it, and applies the theme', async () => {
    const { call, shown, approvals, themes } = setup()
    await call('SYNC_DAPP_DATA', {
      metadata: { name: ' Shop ', description: '', url: 'https://shop.example', icons: [] },
    })
    await call('SYNC_THEME', { themeMode: 'dark' })
    expect(await call('RPC_REQUEST', { method: 'personal_sign', params: [] })).toBe('personal_sign')
    expect(shown[0]?.asker).toEqual({ origin: 'https://shop.example', claimedName: 'Shop' })
    expect(approvals).toEqual([true, false])
    expect(themes).toEqual(['dark'])
  })

  it('names as who asks the origin it verified, never the name the host page claims (M4)', async () => {
    const { call, shown } = setup()
    // A hostile page on shop.example passes itself off as another app.
    await call('SYNC_DAPP_DATA', {
      metadata: { name: 'MetaMask', description: '', url: 'https://metamask.io', icons: [] },
    })
    await call('RPC_REQUEST', { method: 'personal_sign', params: [] })
    // Before any SYNC_DAPP_DATA too: the origin is always known.
    await call('SYNC_DAPP_DATA', {})
    await call('RPC_REQUEST', { method: 'personal_sign', params: [] })
    expect(shown.map(({ asker }) => asker)).toEqual([
      { origin: 'https://shop.example', claimedName: 'MetaMask' },
      { origin: 'https://shop.example', claimedName: undefined },
    ])
  })

  it("speaks the host page's language: SYNC_LOCALE passes it on to the UI", async () => {
    const { call, locales } = setup()
    await call('SYNC_LOCALE', { locale: 'ar' })
    expect(locales).toEqual(['ar'])
  })

  it('on a new device, CONNECT_OTP shows the vault’s code form in the frame (APPROVAL open, then closed)', async () => {
    const first = setup()
    await first.call('CONNECT_EMAIL', { email: 'ada@example.com' })
    await first.call('CONNECT_OTP', { otp: '123456' })
    const firstUser = await first.call('GET_USER', { chainId: 'eip155:1' })
    // First login: a new wallet, no recovery, the frame stays hidden.
    expect(first.approvals).toEqual([])

    const servers = { auth: first.auth, vault: first.vault }
    const second = setup({ servers, recovery: { wrong: ['000000'] } })
    await second.call('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(await second.call('CONNECT_OTP', { otp: '123456' })).toEqual({})
    expect(second.person.shown).toEqual([
      { email: 'ada@example.com', resendInSeconds: 30, refused: ['Invalid code'] },
    ])
    expect(second.approvals).toEqual([true, false])
    expect(await second.call('GET_USER', { chainId: 'eip155:1' })).toEqual(firstUser)

    const cancelled = setup({ servers, recovery: { cancel: true } })
    await cancelled.call('CONNECT_EMAIL', { email: 'ada@example.com' })
    await expect(cancelled.call('CONNECT_OTP', { otp: '123456' })).rejects.toThrow(
      'Recovery cancelled',
    )
    expect(cancelled.approvals).toEqual([true, false])
    expect(await cancelled.call('IS_CONNECTED', {})).toEqual({ isConnected: false })
  })

  it('changes the email only in its own dialog: both addresses shown, both codes typed there', async () => {
    const { call, auth, vault, approvals, emailChanges } = setup()
    await expect(call('UPDATE_EMAIL', { email: 'new@example.com' })).rejects.toThrow(
      'Not connected',
    )
    await call('CONNECT_EMAIL', { email: 'ada@example.com' })
    await call('CONNECT_OTP', { otp: '123456' })
    approvals.length = 0
    const changed = call('UPDATE_EMAIL', { email: 'new@example.com' })
    const steps = await emailChanges.next()
    expect([steps.currentEmail, steps.newEmail]).toEqual(['ada@example.com', 'new@example.com'])
    // Nothing is mailed until the person clicks in the frame.
    expect(auth.calls.filter((line) => line.startsWith('update'))).toEqual([])
    expect(approvals).toEqual([true])
    await expect(steps.confirmCurrent('111111')).rejects.toThrow('not at this step')
    expect(await steps.sendCurrentCode()).toBe(30)
    await steps.confirmCurrent('111111')
    await steps.confirmNew('222222')
    steps.finish()
    expect(await changed).toEqual({ newEmail: 'new@example.com' })
    expect(approvals).toEqual([true, false])
    expect(auth.calls.filter((line) => line.startsWith('update'))).toEqual([
      'updateEmail new@example.com',
      'updateEmailPrimary 111111',
      'updateEmailSecondary 222222',
    ])
    expect(await call('GET_USER', {})).toMatchObject({ email: 'new@example.com' })
    // The wallet was split again under the new address: R (and its codes) follow the change the
    // current address confirmed.
    expect(vault.recovery?.version).toBe(2)
    expect(auth.authShare?.version).toBe(2)
  })

  it('changes nothing when the person cancels in the frame', async () => {
    const { call, auth, vault, emailChanges } = setup()
    await call('CONNECT_EMAIL', { email: 'ada@example.com' })
    await call('CONNECT_OTP', { otp: '123456' })
    const changed = call('UPDATE_EMAIL', { email: 'mallory@example.com' })
    const steps = await emailChanges.next()
    steps.cancel()
    await expect(changed).rejects.toThrow('Email change cancelled')
    expect(auth.calls.filter((line) => line.startsWith('update'))).toEqual([])
    expect(vault.recovery?.version).toBe(1)
    expect(await call('GET_USER', {})).toMatchObject({ email: 'ada@example.com' })
  })
})
