import {
  createMockChainAdapter,
  createTestLatch,
  type MockChainAdapter,
  mockNetworks,
} from '@latch/testkit'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Command } from '../bus/types'
import type { ChainAdapter } from '../chain/types'
import { definePlugin } from '../plugins/definePlugin'
import { createMemoryStorage, type StorageAdapter } from '../storage/adapter'
import { planConnectionSwitch } from './connectionStatus'

const { home, other, solana } = mockNetworks
const [first, second] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
]

// Opening the modal loads the catalogue's code (a dynamic import). Loaded up front, so no import is
// still in flight when this file's environment is torn down.
beforeAll(() => import('../wallets/catalogueController'))

const adapterPlugin = (adapter: ChainAdapter, name = `adapter-${adapter.namespace}`) =>
  definePlugin({ name, setup: (ctx) => ctx.registerAdapter(adapter) })

function setup(
  options: {
    adapter?: MockChainAdapter
    storage?: StorageAdapter
    networks?: (typeof home)[]
  } = {},
) {
  const adapter =
    options.adapter ??
    createMockChainAdapter({
      networks: [home, other],
      connectors: [
        { id: 'metamask', kind: 'announced', name: 'MetaMask', info: { rdns: 'io.metamask' } },
        { id: 'rabby', kind: 'announced', name: 'Rabby', info: { rdns: 'io.rabby' } },
        { id: 'brave', kind: 'injected', name: 'Brave Wallet' },
      ],
    })
  const latch = createTestLatch({
    networks: options.networks ?? [home, other],
    plugins: [adapterPlugin(adapter)],
    storage: options.storage,
  })
  return { adapter, latch }
}

describe('connect', () => {
  it('connects through the adapter and records account, connection and network', async () => {
    const { latch } = setup()
    const statuses: string[] = []
    latch.subscribe(
      (s) => s.accounts.eip155?.status,
      (status) => statuses.push(String(status)),
    )
    const connected = vi.fn()
    latch.on('connected', connected)

    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })

    const state = latch.getState()
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(state.accounts.eip155).toMatchObject({
      status: 'connected',
      address: first,
      caipAddress: `eip155:31337:${first}`,
      addressExplorerUrl: `https://explorer.local/address/${first}`,
      connectedWalletInfo: { name: 'MetaMask', rdns: 'io.metamask' },
      preferredAccountType: 'smartAccount', // spec §6 default for eip155
    })
    expect(state.accounts.eip155?.allAccounts.map((a) => a.address)).toEqual([first, second])
    expect(state.connections.eip155).toEqual([
      {
        connectorId: 'metamask',
        accounts: [
          { address: first, type: 'eoa' },
          { address: second, type: 'eoa' },
        ],
        recent: true,
      },
    ])
    expect(state.connectors.activeIds).toEqual({ eip155: 'metamask' })
    expect(state.networks.activeCaipNetworkId).toBe('eip155:31337')
    expect(connected).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: 'metamask',
      address: first,
      caipNetworkId: 'eip155:31337',
    })
    expect(latch.storage.get('connectorIds')).toEqual({ eip155: 'metamask' })
    expect(latch.storage.get('connectedNamespaces')).toEqual(['eip155'])
    expect(latch.storage.get('walletName')).toBe('MetaMask')
  })

  it('shows the balance to 3 decimals once read', async () => {
    const { latch } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    await vi.waitFor(() => expect(latch.getState().accounts.eip155?.balance).toBe('1.234'))
    expect(latch.getState().accounts.eip155?.balanceSymbol).toBe('ETH')
  })

  it("needs a connector found for the connection: 'No connector found for connection'", async () => {
    const { latch } = setup()
    await expect(
      latch.dispatch({ type: 'connection.connect', connectorId: 'phantom' }),
    ).rejects.toMatchObject({
      code: 'NO_CONNECTOR_FOR_CONNECTION',
      message: 'No connector found for connection',
    })
  })

  it("ends a rejected request in 'Connection rejected', in a state the user can retry from", async () => {
    const { adapter, latch } = setup()
    adapter.rejectNext('connect')
    await expect(
      latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' }),
    ).rejects.toMatchObject({
      code: 'CONNECTION_REJECTED',
      message: 'Connection rejected',
      rpcCode: 4001,
    })
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
    expect(latch.getState().connections.eip155 ?? []).toEqual([])

    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
  })

  it('a wallet that answers with no account connects nothing and leaves the namespace as it was', async () => {
    const { adapter, latch } = setup()
    const connect = adapter.connect.bind(adapter)
    adapter.connect = async (params) => ({ ...(await connect(params)), accounts: [] })
    await expect(
      latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' }),
    ).rejects.toMatchObject({ code: 'CONNECTOR_ACCOUNT_NOT_FOUND' })
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
    expect(latch.getState().connections.eip155 ?? []).toEqual([])
  })

  it('keeps the two most recent wallets, newest first', async () => {
    const { latch } = setup()
    for (const connectorId of ['metamask', 'rabby', 'brave']) {
      await latch.dispatch({ type: 'connection.connect', connectorId })
    }
    expect(latch.getState().connectors.recent.map((w) => w.id)).toEqual(['brave', 'rabby'])
    expect(latch.storage.get('recentWallets')?.map((w) => w.id)).toEqual(['brave', 'rabby'])
  })
})

describe('disconnect', () => {
  it('clears account fields, the stored connector id and the connection', async () => {
    const { adapter, latch } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    const disconnected = vi.fn()
    latch.on('disconnected', disconnected)

    await latch.dispatch({ type: 'connection.disconnect' })

    const state = latch.getState()
    expect(state.accounts.eip155).toEqual({
      status: 'disconnected',
      tokenBalance: [],
      preferredAccountType: 'smartAccount',
      allAccounts: [],
      currentTab: 0,
      addressLabels: {},
    })
    expect(state.connectors.activeIds).toEqual({})
    expect(state.connections.eip155).toEqual([])
    expect(latch.storage.get('connectorIds')).toEqual({})
    expect(adapter.calls.at(-1)).toEqual({
      method: 'disconnect',
      params: { connectorId: 'metamask' },
    })
    expect(disconnected).toHaveBeenCalledWith({ namespace: 'eip155' })
  })

  it("still clears local state when the wallet fails, then says 'Failed to disconnect'", async () => {
    const { adapter, latch } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    adapter.disconnect = async () => {
      throw new Error('wallet gone')
    }
    await expect(latch.dispatch({ type: 'connection.disconnect' })).rejects.toMatchObject({
      code: 'FAILED_TO_DISCONNECT',
      message: 'Failed to disconnect',
    })
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
  })
})

describe('reconnect on load', () => {
  async function previousSession() {
    const storage = createMemoryStorage()
    const { latch } = setup({ storage })
    await latch.dispatch({ type: 'connection.connect', connectorId: 'rabby' })
    latch.destroy()
    return storage
  }

  it('re-authorises the recently used connector silently', async () => {
    const storage = await previousSession()
    const adapter = createMockChainAdapter({
      networks: [home, other],
      connectors: [
        { id: 'metamask', kind: 'announced', name: 'MetaMask' },
        { id: 'rabby', kind: 'announced', name: 'Rabby' },
      ],
    })
    adapter.setAuthorized('rabby', true)
    const { latch } = setup({ adapter, storage })
    expect(latch.getState().connections.eip155?.[0]?.connectorId).toBe('rabby') // cached

    await expect(latch.dispatch({ type: 'connection.reconnect' })).resolves.toEqual({
      connected: ['eip155'],
    })
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', address: first })
    expect(latch.getState().connectors.activeIds.eip155).toBe('rabby')
    expect(adapter.calls.filter((c) => c.method === 'reconnect')).toEqual([
      { method: 'reconnect', params: { connectorId: 'rabby' } },
    ])
    expect(adapter.calls.some((c) => c.method === 'connect')).toBe(false) // no prompt
  })

  it("shows a returning visitor's account at once, reconnecting, until the wallet answers", async () => {
    const storage = await previousSession()
    // A server (or a page before the wallet answers): what storage remembers, marked reconnecting.
    const { latch } = setup({ storage })
    expect(latch.getState().accounts.eip155).toMatchObject({
      status: 'reconnecting',
      address: first,
      caipAddress: `${home.caipNetworkId}:${first}`,
    })
    // The wallet no longer grants access: the account is cleared.
    await latch.dispatch({ type: 'connection.reconnect' })
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'disconnected' })
    expect(latch.getState().accounts.eip155?.address).toBeUndefined()
    // Nothing remembered: a first-time visitor starts disconnected.
    expect(setup().latch.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('tries recently used, then already connected, then the rest; none: disconnected, no connections', async () => {
    const storage = createMemoryStorage()
    storage.setItem('@latch/connector_ids', JSON.stringify({ eip155: 'brave' }))
    storage.setItem(
      '@latch/connections',
      JSON.stringify({ eip155: [{ connectorId: 'rabby', accounts: [{ address: first }] }] }),
    )
    const { adapter, latch } = setup({ storage })
    const statuses: string[] = []
    latch.subscribe(
      (s) => s.accounts.eip155?.status,
      (status) => statuses.push(String(status)),
    )

    await expect(latch.dispatch({ type: 'connection.reconnect' })).resolves.toEqual({
      connected: [],
    })

    expect(adapter.calls.map((c) => (c.params as { connectorId: string }).connectorId)).toEqual([
      'brave',
      'rabby',
      'metamask',
    ])
    expect(statuses).toEqual(['reconnecting', 'disconnected'])
    expect(latch.getState().connections.eip155).toEqual([])
  })

  it('reconnects the recently used wallet when it announces itself after reconnect ran', async () => {
    const storage = await previousSession() // rabby was connected
    const adapter = createMockChainAdapter({
      networks: [home, other],
      connectors: [{ id: 'metamask', kind: 'announced', name: 'MetaMask' }],
    })
    adapter.setAuthorized('rabby', true)
    const { latch } = setup({ adapter, storage })
    await expect(latch.dispatch({ type: 'connection.reconnect' })).resolves.toEqual({
      connected: [],
    })
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')

    adapter.addConnector({ id: 'rabby', kind: 'announced', name: 'Rabby' }) // a late announcement
    await vi.waitFor(() => expect(latch.getState().accounts.eip155?.status).toBe('connected'))
    expect(latch.getState().connectors.activeIds.eip155).toBe('rabby')
    expect(adapter.calls.some((c) => c.method === 'connect')).toBe(false) // silently
  })

  it('runs once at a time: a second call joins the first', async () => {
    const { adapter, latch } = setup()
    adapter.setAuthorized('metamask', true)
    const [a, b] = [
      latch.dispatch({ type: 'connection.reconnect' }),
      latch.dispatch({ type: 'connection.reconnect' }),
    ]
    expect(await a).toEqual(await b)
    expect(adapter.calls.filter((c) => c.method === 'reconnect')).toHaveLength(1)
  })
})

describe('switching a connection (spec §4)', () => {
  it("plans by status; any other status is 'Invalid connection status'", () => {
    expect(planConnectionSwitch('connected')).toBe('selectAccount')
    expect(planConnectionSwitch('active')).toBe('restore')
    expect(planConnectionSwitch('disconnected')).toBe('login')
    expect(() => planConnectionSwitch('connecting')).toThrow(
      expect.objectContaining({
        code: 'INVALID_CONNECTION_STATUS',
        message: 'Invalid connection status',
      }),
    )
  })

  it('connected: selects another account of the same wallet', async () => {
    const { latch } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    await latch.dispatch({
      type: 'connection.switch',
      namespace: 'eip155',
      connectorId: 'metamask',
      address: second,
    })
    expect(latch.getState().accounts.eip155?.address).toBe(second)
  })

  it('active: an earlier connection comes back without a prompt', async () => {
    const { adapter, latch } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    await latch.dispatch({ type: 'connection.connect', connectorId: 'rabby' })
    const connects = adapter.calls.filter((c) => c.method === 'connect').length
    await latch.dispatch({
      type: 'connection.switch',
      namespace: 'eip155',
      connectorId: 'metamask',
    })
    expect(latch.getState().connectors.activeIds.eip155).toBe('metamask')
    expect(adapter.calls.filter((c) => c.method === 'connect')).toHaveLength(connects)
  })

  it('disconnected: goes through the login flow', async () => {
    const { adapter, latch } = setup()
    await latch.dispatch({ type: 'connection.switch', namespace: 'eip155', connectorId: 'brave' })
    expect(adapter.calls.find((c) => c.method === 'connect')?.params).toMatchObject({
      connectorId: 'brave',
    })
    expect(latch.getState().connectors.activeIds.eip155).toBe('brave')
  })

  it('bip122 needs an address and only payment accounts', async () => {
    const bitcoin = {
      ...home,
      id: '000000000019d6689c085ae165831e93',
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' as const,
      chainNamespace: 'bip122' as const,
    }
    const adapter = createMockChainAdapter({
      namespace: 'bip122',
      networks: [bitcoin],
      connectors: [{ id: 'xverse', kind: 'announced', name: 'Xverse' }],
    })
    const latch = createTestLatch({ networks: [bitcoin], plugins: [adapterPlugin(adapter)] })
    await expect(
      latch.dispatch({ type: 'connection.switch', namespace: 'bip122', connectorId: 'xverse' }),
    ).rejects.toMatchObject({
      message: 'Address parameter is required for switching bip122 connection',
    })
    // The mock wallet's accounts are eoa, not payment accounts.
    await latch.dispatch({ type: 'connection.connect', connectorId: 'xverse' })
    await expect(
      latch.dispatch({
        type: 'connection.switch',
        namespace: 'bip122',
        connectorId: 'xverse',
        address: second,
      }),
    ).rejects.toMatchObject({
      message: 'Switching to non-payment accounts is not allowed for bip122',
    })
  })
})

describe("the wallet's own events", () => {
  it('follows account changes, and an empty account list disconnects', async () => {
    const { adapter, latch } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    adapter.changeAccounts('metamask', [second])
    expect(latch.getState().accounts.eip155).toMatchObject({
      address: second,
      caipAddress: `eip155:31337:${second}`,
    })
    adapter.changeAccounts('metamask', [])
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('follows chain changes and ignores events of other connectors', async () => {
    const { adapter, latch } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    adapter.changeChain('rabby', 'eip155:31338')
    expect(latch.getState().networks.activeCaipNetworkId).toBe('eip155:31337')
    adapter.changeChain('metamask', 'eip155:31338')
    expect(latch.getState().networks.activeCaipNetworkId).toBe('eip155:31338')
    expect(latch.getState().accounts.eip155?.caipAddress).toBe(`eip155:31338:${first}`)
  })

  it('opens UnsupportedChain when the wallet moves to a network the app did not ask for', async () => {
    const { adapter, latch } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    adapter.changeChain('metamask', 'eip155:999')
    await vi.waitFor(() => expect(latch.getState().modal.open).toBe(true))
    expect(latch.getState().router.history.at(-1)?.view).toBe('UnsupportedChain')
  })

  it('a wallet that disconnects resets the namespace', async () => {
    const { adapter, latch } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    adapter.disconnectWallet('metamask')
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
  })
})

describe('signing and sending with the connected account', () => {
  it('signs and sends through the adapter with the active connector and address', async () => {
    const { adapter, latch } = setup()
    await expect(
      latch.dispatch({ type: 'account.signMessage', message: 'hi' }),
    ).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_CONNECTED',
    })
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    const signature = await latch.dispatch({ type: 'account.signMessage', message: 'hi' })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(adapter.calls.find((c) => c.method === 'signMessage')?.params).toEqual({
      connectorId: 'metamask',
      address: first,
      message: 'hi',
    })
    const sent = vi.fn()
    latch.on('transaction.sent', sent)
    const hash = await latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to: second, value: 1n },
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // Announced once, for the activity to show it as pending at once.
    expect(sent).toHaveBeenCalledTimes(1)
    expect(sent).toHaveBeenCalledWith({
      namespace: 'eip155',
      caipNetworkId: expect.stringMatching(/^eip155:/),
      hash,
      from: first,
      transaction: { to: second, value: 1n },
    })
    expect(adapter.calls.find((c) => c.method === 'sendTransaction')?.params).toMatchObject({
      transaction: { from: first, to: second, value: 1n },
    })
  })

  it('passes a rejection on as a LatchError with the wallet code', async () => {
    const { adapter, latch } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    adapter.rejectNext('signMessage')
    await expect(
      latch.dispatch({ type: 'account.signMessage', message: 'hi' }),
    ).rejects.toMatchObject({
      code: 'USER_REJECTED_REQUEST',
      rpcCode: 4001,
    })
  })
})

describe('account types (spec §6)', () => {
  it('default preferred types per namespace, eoa as fallback', () => {
    const solanaAdapter = createMockChainAdapter({ namespace: 'solana', networks: [solana] })
    const latch = createTestLatch({
      networks: [home, solana],
      plugins: [
        adapterPlugin(createMockChainAdapter({ networks: [home] })),
        adapterPlugin(solanaAdapter),
      ],
    })
    expect(latch.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount')
    expect(latch.getState().accounts.solana?.preferredAccountType).toBe('eoa')
  })
})

describe('command params', () => {
  it('refuses a connector id that is not a string as an invalid input', async () => {
    const { latch } = setup()
    const hostile = { toString: null }
    for (const command of [
      { type: 'connection.connect', connectorId: hostile },
      { type: 'connection.switch', namespace: 'eip155', connectorId: hostile },
    ] as unknown as Command[]) {
      await expect(latch.dispatch(command), command.type).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        details: 'connectorId: Expected string received object',
      })
    }
  })
})

describe('namespace params', () => {
  /** Every core command that takes a namespace, with its other params valid. */
  const withNamespace = (namespace: unknown) =>
    [
      { type: 'connection.connect', connectorId: 'metamask', namespace },
      { type: 'connection.disconnect', namespace },
      { type: 'connection.switch', connectorId: 'metamask', namespace },
      { type: 'connectors.filterByNamespace', namespace },
      { type: 'account.signMessage', message: 'hello', namespace },
      { type: 'account.sendTransaction', transaction: { to: second, value: 1n }, namespace },
      { type: 'account.fetchTokenBalances', namespace },
      { type: 'modal.open', namespace },
    ] as Command[]

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', '', 7])(
    'refuses %j as an invalid input in every command, changing nothing',
    async (namespace) => {
      const { latch } = setup()
      await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
      // The balance read after connecting settles first, and the token balances' fetch (loaded
      // with its first use) has begun, waiting on the manual clock: nothing else may change the
      // state.
      await vi.waitFor(() => expect(latch.getState().accounts.eip155?.balance).toBe('1.234'))
      await vi.waitFor(() =>
        expect(latch.getState().accounts.eip155?.tokenBalanceStatus).toBe('loading'),
      )
      for (const command of withNamespace(namespace)) {
        const before = latch.getState()
        await expect(latch.dispatch(command), command.type).rejects.toMatchObject({
          name: 'LatchError',
          code: 'INVALID_INPUT',
          details: expect.stringContaining('namespace'),
        })
        expect(latch.getState(), command.type).toBe(before)
      }
    },
  )
})

describe('a connect refused before the connection commands have loaded', () => {
  it('is no unhandled rejection: the dispatch rejects with it, once', async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      const adapter = createMockChainAdapter({
        networks: [mockNetworks.home],
        connectors: [{ id: 'rabby', kind: 'announced', name: 'Rabby' }],
      })
      // The wallet refuses at once, before the commands' chunk can have loaded.
      adapter.connect = () => Promise.reject(Object.assign(new Error('no'), { code: 4001 }))
      const latch = createTestLatch({
        networks: [mockNetworks.home],
        plugins: [definePlugin({ name: 'adapter', setup: (ctx) => ctx.registerAdapter(adapter) })],
      })
      await expect(
        latch.dispatch({ type: 'connection.connect', connectorId: 'rabby' }),
      ).rejects.toMatchObject({ code: 'CONNECTION_REJECTED' })
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(unhandled).toEqual([])
      latch.destroy()
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })
})
