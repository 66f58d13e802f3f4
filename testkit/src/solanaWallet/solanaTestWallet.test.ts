import { ed25519 } from '@noble/curves/ed25519.js'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deriveSolanaDevAccounts } from '../solana/devKeypairs'
import { createSolanaTestWallet } from './solanaTestWallet'
import {
  WalletAccountError,
  WalletLockedError,
  WalletMessageNotTextError,
  WalletRejectedError,
} from './walletErrors'

// Connecting, events and scripting need no cluster: the wallet is never asked to send here.
const devAccounts = deriveSolanaDevAccounts(3)
const alice = devAccounts[0]!
const bob = devAccounts[1]!
const carol = devAccounts[2]!
const chainId = 'solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh' as const
const walletOf = (options: { authorized?: boolean; secretKeys?: Uint8Array[] } = {}) =>
  createSolanaTestWallet({
    secretKeys: options.secretKeys ?? [alice.secretKey, bob.secretKey],
    chains: [{ chainId, rpcUrl: 'http://127.0.0.1:9' }],
    authorized: options.authorized,
  })
const addressesOf = (accounts: readonly { address: string }[]) => accounts.map((a) => a.address)
const message = new TextEncoder().encode('Sign in to Latch')

afterEach(() => {
  vi.useRealTimers()
})

describe('createSolanaTestWallet: connecting', () => {
  it('is a Wallet Standard wallet that shows no accounts until the user approves a connect', async () => {
    const wallet = walletOf()
    expect(wallet).toMatchObject({ version: '1.0.0', name: 'Latch Test Wallet', chains: [chainId] })
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.features['solana:signTransaction'].supportedTransactionVersions).toEqual([
      'legacy',
      0,
    ])
    expect(wallet.accounts).toEqual([])

    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(addressesOf(accounts)).toEqual([alice.publicKey, bob.publicKey])
    expect(accounts[0]).toMatchObject({
      chains: [chainId],
      features: expect.arrayContaining(['solana:signTransaction', 'solana:signMessage']),
    })
    expect(accounts[0]!.publicKey).toEqual(alice.secretKey.slice(32))
    expect(addressesOf(wallet.accounts)).toEqual([alice.publicKey, bob.publicKey])
    expect(wallet.getState()).toMatchObject({ authorized: true, connected: true })
  })

  it('connects silently only an app approved before, and never prompts for it', async () => {
    const stranger = walletOf()
    stranger.rejectNext()
    expect(await stranger.features['standard:connect'].connect({ silent: true })).toEqual({
      accounts: [],
    })
    expect(stranger.getState()).toMatchObject({ connected: false, pendingRejections: 1 })

    const returning = walletOf({ authorized: true })
    expect(returning.accounts).toEqual([]) // approved before, but not connected in this session
    returning.rejectNext()
    const { accounts } = await returning.features['standard:connect'].connect({ silent: true })
    expect(addressesOf(accounts)).toEqual([alice.publicKey, bob.publicKey])
    expect(returning.getState().pendingRejections).toBe(1)
  })

  it('rejects the next prompts with 4001 as scripted by rejectNext', async () => {
    const wallet = walletOf()
    const connect = () => wallet.features['standard:connect'].connect()
    wallet.rejectNext({ count: 2 })
    const rejection = await connect().catch((error: unknown) => error)
    expect(rejection).toBeInstanceOf(WalletRejectedError)
    expect(rejection).toMatchObject({
      name: 'WalletRejectedError',
      code: 4001,
      message: 'User rejected the request.',
    })
    await expect(connect()).rejects.toThrow(WalletRejectedError)
    expect(wallet.accounts).toEqual([])
    await connect()

    // A rejection scripted for one feature waits for it; the others pass.
    wallet.rejectNext({ feature: 'solana:signMessage' })
    await connect()
    const [account] = wallet.accounts
    const signMessage = () =>
      wallet.features['solana:signMessage'].signMessage({ account: account!, message })
    await expect(signMessage()).rejects.toThrow('User rejected the request.')
    await expect(signMessage()).resolves.toHaveLength(1)

    wallet.rejectNext({ count: 3 })
    wallet.clearRejections()
    expect(wallet.getState().pendingRejections).toBe(0)
    await expect(signMessage()).resolves.toHaveLength(1)
  })

  it('when locked, hides its accounts and refuses to connect or sign until unlocked', async () => {
    const wallet = walletOf()
    const { accounts } = await wallet.features['standard:connect'].connect()
    const changes: string[][] = []
    wallet.features['standard:events'].on('change', ({ accounts: changed }) =>
      changes.push(addressesOf(changed ?? [])),
    )

    wallet.lock()
    expect(wallet.accounts).toEqual([])
    await expect(wallet.features['standard:connect'].connect()).rejects.toThrow(WalletLockedError)
    await expect(wallet.features['standard:connect'].connect({ silent: true })).resolves.toEqual({
      accounts: [],
    })
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account: accounts[0]!, message }),
    ).rejects.toThrow('The wallet is locked')

    wallet.unlock()
    expect(addressesOf(wallet.accounts)).toEqual([alice.publicKey, bob.publicKey])
    expect(changes).toEqual([[], [alice.publicKey, bob.publicKey]])
    expect(wallet.getState()).toMatchObject({ locked: false, connected: true })
  })

  it('answers after responseDelayMs, as a wallet popup takes time', async () => {
    vi.useFakeTimers()
    const wallet = walletOf()
    wallet.setResponseDelay(500)
    let settled = false
    const connecting = wallet.features['standard:connect'].connect().then((output) => {
      settled = true
      return output
    })
    await vi.advanceTimersByTimeAsync(499)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
    expect((await connecting).accounts).toHaveLength(2)
    expect(() => wallet.setResponseDelay(-1)).toThrow('delay must be an integer ≥ 0, got -1')
  })
})

describe('createSolanaTestWallet: signing messages', () => {
  it('signs the bytes with the account key: ed25519.verify accepts the signature', async () => {
    const wallet = walletOf()
    const { accounts } = await wallet.features['standard:connect'].connect()
    const [first, second] = await wallet.features['solana:signMessage'].signMessage(
      { account: accounts[0]!, message },
      { account: accounts[1]!, message },
    )
    expect(first!.signedMessage).toEqual(message)
    expect(first!.signatureType).toBe('ed25519')
    expect(ed25519.verify(first!.signature, message, accounts[0]!.publicKey as Uint8Array)).toBe(
      true,
    )
    expect(ed25519.verify(second!.signature, message, bob.secretKey.slice(32))).toBe(true)
    expect(ed25519.verify(first!.signature, message, bob.secretKey.slice(32))).toBe(false)
  })

  it('refuses to sign for an account the app was not given', async () => {
    const wallet = walletOf({ authorized: true })
    const other = walletOf({ secretKeys: [carol.secretKey] })
    const [carolAccount] = (await other.features['standard:connect'].connect()).accounts
    const aliceAccount = (await walletOf().features['standard:connect'].connect()).accounts[0]!

    const signAs = (account: typeof aliceAccount) =>
      wallet.features['solana:signMessage'].signMessage({ account, message })
    const notConnected = await signAs(aliceAccount).catch((error: unknown) => error)
    expect(notConnected).toBeInstanceOf(WalletAccountError)
    expect((notConnected as Error).message).toBe(
      `${alice.publicKey} is not connected to this app: call standard:connect first`,
    )
    await wallet.features['standard:connect'].connect({ silent: true })
    await expect(signAs(carolAccount!)).rejects.toThrow(
      `${carol.publicKey} is not an account of this wallet`,
    )
    await expect(signAs(aliceAccount)).resolves.toHaveLength(1)
  })
})

describe('createSolanaTestWallet: change events', () => {
  it('emits change on connect, setAccounts, disconnect and a disconnect from the wallet', async () => {
    const wallet = walletOf()
    const seen: StandardEventsChangeProperties[] = []
    const off = wallet.features['standard:events'].on('change', (properties) =>
      seen.push(properties),
    )
    const accountsSeen = () => seen.map((properties) => addressesOf(properties.accounts ?? []))

    wallet.setAccounts([carol.secretKey]) // not shown to the app yet: nothing to tell
    expect(seen).toEqual([])
    await wallet.features['standard:connect'].connect()
    wallet.setAccounts([bob.secretKey, Array.from(alice.secretKey)])
    await wallet.features['standard:disconnect'].disconnect()
    expect(accountsSeen()).toEqual([[carol.publicKey], [bob.publicKey, alice.publicKey], []])
    expect(wallet.getState()).toMatchObject({ authorized: false, connected: false })
    // Disconnecting revoked the approval: a silent connect finds nothing.
    await expect(wallet.features['standard:connect'].connect({ silent: true })).resolves.toEqual({
      accounts: [],
    })

    await wallet.features['standard:connect'].connect()
    wallet.disconnectFromWallet()
    expect(accountsSeen().slice(3)).toEqual([[bob.publicKey, alice.publicKey], []])
    expect(wallet.accounts).toEqual([])
    expect(wallet.getState().authorized).toBe(false)

    off()
    await wallet.features['standard:connect'].connect()
    expect(seen).toHaveLength(5)
  })
})

describe('createSolanaTestWallet: options', () => {
  const chains = [{ chainId, rpcUrl: 'http://127.0.0.1:9' }]

  it('rejects options it cannot use, saying which and why', () => {
    expect(() =>
      createSolanaTestWallet({ secretKeys: [alice.secretKey.slice(0, 32)], chains }),
    ).toThrow(/64 bytes \(the 32-byte seed, then the public key\), got 32\n +→ at secretKeys\[0\]/)
    const corrupt = alice.secretKey.slice()
    corrupt[40] = corrupt[40]! ^ 1
    expect(() => createSolanaTestWallet({ secretKeys: [corrupt], chains })).toThrow(
      'the last 32 bytes of the secret key are not the public key of its first 32',
    )
    expect(() =>
      createSolanaTestWallet({
        secretKeys: [alice.secretKey],
        chains: [{ chainId: 'eip155:1' as `solana:${string}`, rpcUrl: 'http://127.0.0.1:9' }],
      }),
    ).toThrow('a CAIP-2 Solana chain id, e.g. solana:devnet')
    expect(() =>
      createSolanaTestWallet({
        secretKeys: [alice.secretKey],
        chains,
        icon: 'data:image/svg+xml,<svg/>',
      }),
    ).toThrow('Wallet Standard icons are base64 data URIs')
    expect(() => createSolanaTestWallet({ secretKeys: [], chains })).toThrow(
      'the wallet needs at least one secret key',
    )
  })

  it('takes a name and icon, and refuses unknown features in rejectNext', () => {
    const icon = 'data:image/png;base64,iVBORw0KGgo=' as const
    const wallet = createSolanaTestWallet({
      secretKeys: [alice.secretKey],
      chains,
      name: 'E2E Solana',
      icon,
    })
    expect(wallet).toMatchObject({ name: 'E2E Solana', icon })
    expect(() =>
      wallet.rejectNext({ feature: 'standard:disconnect' as 'standard:connect' }),
    ).toThrow('feature must be one of standard:connect, solana:signMessage')
    expect(() => wallet.setAccounts([new Uint8Array(64)])).toThrow('invalid secret keys')
  })
})

// Each quirk a real wallet has, replayed (testkit/src/quirks/solanaQuirks.ts): what the app sees.
describe('createSolanaTestWallet: quirks', () => {
  const quirky = (options: Partial<Parameters<typeof createSolanaTestWallet>[0]>) =>
    createSolanaTestWallet({
      secretKeys: [alice.secretKey],
      chains: [{ chainId, rpcUrl: 'http://127.0.0.1:9' }],
      ...options,
    })

  it('omitFeatures: the wallet and its accounts lack the features named', async () => {
    const wallet = quirky({ omitFeatures: ['solana:signAndSendTransaction'] })
    expect(Object.keys(wallet.features)).not.toContain('solana:signAndSendTransaction')
    expect(Object.keys(wallet.features)).toContain('solana:signTransaction')
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts[0]?.features).toEqual(['solana:signTransaction', 'solana:signMessage'])
  })

  it('silentAccountChanges: accounts change with no change event', async () => {
    const wallet = quirky({ silentAccountChanges: true })
    await wallet.features['standard:connect'].connect()
    const changes: unknown[] = []
    wallet.features['standard:events'].on('change', (change) => changes.push(change))
    wallet.setAccounts([bob.secretKey])
    expect(addressesOf(wallet.accounts)).toEqual([bob.publicKey])
    expect(changes).toEqual([])
  })

  it('utf8MessagesOnly: signs text, refuses bytes that are not UTF-8 before any prompt', async () => {
    const wallet = quirky({ utf8MessagesOnly: true })
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    wallet.rejectNext({ feature: 'solana:signMessage' })
    const binary = Uint8Array.from([0xff, 0xfe, 0x00, 0x80])
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account: account!, message: binary }),
    ).rejects.toThrow(WalletMessageNotTextError)
    expect(wallet.getState().pendingRejections).toBe(1)
    wallet.clearRejections()
    const [signed] = await wallet.features['solana:signMessage'].signMessage({
      account: account!,
      message,
    })
    expect(ed25519.verify(signed!.signature, message, alice.secretKey.slice(32))).toBe(true)
  })

  it('listsAccountsWhileLocked: an approved site sees its accounts at load, locked, but nothing signs', async () => {
    const wallet = quirky({ authorized: true, locked: true, listsAccountsWhileLocked: true })
    expect(addressesOf(wallet.accounts)).toEqual([alice.publicKey])
    await expect(wallet.features['standard:connect'].connect({ silent: true })).rejects.toThrow(
      WalletLockedError,
    )
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account: wallet.accounts[0]!, message }),
    ).rejects.toThrow(WalletLockedError)
    wallet.unlock()
    const { accounts } = await wallet.features['standard:connect'].connect({ silent: true })
    expect(addressesOf(accounts)).toEqual([alice.publicKey])
  })

  it('ignoresSilentConnect: a silent connect prompts a site not approved, connects an approved one', async () => {
    const wallet = quirky({ ignoresSilentConnect: true })
    wallet.rejectNext({ feature: 'standard:connect' })
    await expect(wallet.features['standard:connect'].connect({ silent: true })).rejects.toThrow(
      WalletRejectedError,
    )
    const { accounts } = await wallet.features['standard:connect'].connect({ silent: true })
    expect(addressesOf(accounts)).toEqual([alice.publicKey])
    wallet.rejectNext({ feature: 'standard:connect' })
    await expect(wallet.features['standard:connect'].connect({ silent: true })).resolves.toEqual({
      accounts,
    })
    expect(wallet.getState().pendingRejections).toBe(1)
  })

  it('rejects a feature to omit that it does not know', () => {
    expect(() => quirky({ omitFeatures: ['solana:signIn' as 'solana:signMessage'] })).toThrow(
      /omitFeatures/,
    )
  })
})
