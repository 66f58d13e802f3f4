import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import { DEFAULT_ENDPOINTS } from '../constants'
import type { LatchOptions } from './latchOptions'

const create = (options: Partial<LatchOptions>) =>
  createLatch({ window: null, logLevel: 'silent', ...options } as LatchOptions)

describe('createLatch options', () => {
  it.each([
    ['missing', {}],
    ['empty', { projectId: '' }],
    ['blank', { projectId: '   ' }],
    ['not a string', { projectId: 42 }],
  ])('refuses a %s project id with "Project ID Not Configured"', (_, options) => {
    expect(() => create(options as Partial<LatchOptions>)).toThrow(
      expect.objectContaining({
        code: 'PROJECT_ID_NOT_CONFIGURED',
        message: 'Project ID Not Configured',
      }),
    )
  })

  it('points at the real public services by default; analytics and the frame have none', async () => {
    const latch = create({ projectId: 'p' })
    expect(latch.getState().options.endpoints).toEqual({
      api: 'https://api.web3modal.org',
      data: 'https://rpc.walletconnect.org',
      rpc: 'https://rpc.walletconnect.org',
      relay: 'wss://relay.walletconnect.org',
    })
    // Analytics is on by default only where the app has a sink for it.
    expect(latch.getState().features.analytics).toBe(false)
    expect(() => create({ projectId: 'p', features: { analytics: true } })).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTIONS',
        details: expect.stringMatching(/^endpoints\.analytics: Required/),
      }),
    )
  })

  it("speaks English unless the app picks another locale, switched live with 'locale.set'", async () => {
    expect(create({ projectId: 'p' }).getState().locale).toBe('en')
    const latch = create({ projectId: 'p', locale: 'ar' })
    expect(latch.getState().locale).toBe('ar')
    await latch.dispatch({ type: 'locale.set', locale: 'ja' })
    expect(latch.getState().locale).toBe('ja')
    await expect(
      latch.dispatch({ type: 'locale.set', locale: 'pt' as never }),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      details: 'locale: Expected one of en, es, fr, de, ja, zh, ar received pt',
    })
    expect(() => create({ projectId: 'p', locale: 'xx' as never })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    )
  })

  it('refuses siweConfig together with siwx', () => {
    expect(() => create({ projectId: 'p', siweConfig: {}, siwx: {} })).toThrow(
      expect.objectContaining({ code: 'SIWX_CONFIG_CONFLICT' }),
    )
    expect(create({ projectId: 'p', siwx: {} }).getState().options.siwxEnabled).toBe(true)
  })

  it('applies the defaults of spec §1, visible in state', () => {
    const state = create({
      projectId: 'p',
      endpoints: { analytics: 'https://pulse.example' },
    }).getState()
    expect(state.features).toEqual({
      receive: true,
      send: true,
      emailShowWallets: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      connectMethodsOrder: ['email', 'social', 'wallet'],
      connectorOrder: [
        'walletConnect',
        'recent',
        'injected',
        'featured',
        'custom',
        'external',
        'recommended',
      ],
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
      accountTabs: ['Tokens', 'NFTs', 'Activity'],
    })
    expect(state.remoteFeatures).toEqual({
      swaps: ['1inch'],
      onramp: ['coinbase', 'meld'],
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
      branding: true,
    })
    expect(state.theme).toEqual({ themeMode: 'light', themeVariables: {} })
    expect(state.options).toMatchObject({ projectId: 'p', sdkType: 'appkit', sdkVersion: '1.7.10' })
  })

  it('lets the app override features and orders, keeping the other defaults', () => {
    const { features } = create({
      projectId: 'p',
      features: { send: false, connectMethodsOrder: ['wallet', 'email'] },
    }).getState()
    expect(features.send).toBe(false)
    expect(features.receive).toBe(true)
    expect(features.connectMethodsOrder).toEqual(['wallet', 'email'])
  })

  it('overrides every remote base URL independently', () => {
    const { endpoints } = create({
      projectId: 'p',
      endpoints: { api: 'http://127.0.0.1:4000', relay: 'ws://127.0.0.1:4001' },
    }).getState().options
    expect(endpoints).toEqual({
      ...DEFAULT_ENDPOINTS,
      api: 'http://127.0.0.1:4000',
      relay: 'ws://127.0.0.1:4001',
    })
  })

  it('explains invalid options field by field with the spec validation messages', () => {
    let error: unknown
    try {
      create({
        projectId: 'p',
        themeMode: 'blue' as 'dark',
        features: { send: 'yes' as unknown as boolean, connectorOrder: ['injected', 'injected'] },
        metadata: { name: 'App', description: 'd', url: 'not a url', icons: [] },
        endpoints: { api: 'ftp://example.com' },
        networks: [{ name: 'x' } as never],
      })
    } catch (e) {
      error = e
    }
    expect(error).toMatchObject({ code: 'INVALID_OPTIONS', message: 'Invalid options' })
    const details = (error as { details: string }).details
    expect(details).toContain('themeMode: Invalid enum value')
    expect(details).toContain('features.send: Expected boolean received "yes"')
    expect(details).toContain('features.connectorOrder: Duplicate entries')
    expect(details).toContain('metadata.url: Invalid input')
    expect(details).toContain('endpoints.api: Invalid input')
    expect(details).toContain('networks.0.caipNetworkId: Required')
    expect((error as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(6)
  })

  it('catches misspelt option and feature names instead of ignoring them', () => {
    expect(() =>
      create({ projectId: 'p', features: { sned: true } as unknown as LatchOptions['features'] }),
    ).toThrow(expect.objectContaining({ details: 'features: Unrecognized key(s): sned' }))
    expect(() => create({ projectId: 'p', themMode: 'dark' } as Partial<LatchOptions>)).toThrow(
      expect.objectContaining({ details: '(root): Unrecognized key(s): themMode' }),
    )
  })

  it('accepts network definitions of the spec shape', () => {
    const mainnet = {
      id: 1,
      name: 'Ethereum',
      caipNetworkId: 'eip155:1' as const,
      chainNamespace: 'eip155' as const,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://eth.example'] } },
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
    }
    expect(create({ projectId: 'p', networks: [mainnet] }).getState().options.networks).toEqual([
      mainnet,
    ])
  })
})
