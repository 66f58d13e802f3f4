import {
  type Chain,
  createWalletClient,
  http,
  isHex,
  type LocalAccount,
  numberToHex,
  type TypedDataDefinition,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { ProviderEventEmitter, type ProviderEventName, type ProviderListener } from './eventEmitter'
import { defineLocalChain } from './localChain'
import {
  disconnected,
  invalidParams,
  ProviderRpcError,
  toProviderRpcError,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
  userRejected,
} from './providerRpcError'
import {
  addChainParamsSchema,
  parseParams,
  personalSignParamsSchema,
  type RequestArguments,
  requestArgumentsSchema,
  requestPermissionsParamsSchema,
  sendTransactionParamsSchema,
  signTypedDataParamsSchema,
  switchChainParamsSchema,
} from './requestParams'
import { approvalMethods, type RejectNextOptions, ScriptedRejections } from './scriptedRejections'
import { errorShapes, reshapeError, type WalletErrorShape } from './walletErrorShape'

const privateKeySchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'not a 32-byte hex private key')

const chainSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.url(),
  name: z.string().min(1).optional(),
  nativeCurrency: z
    .object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0) })
    .optional(),
})

const createTestWalletOptionsSchema = z
  .object({
    accounts: z.array(privateKeySchema).min(1),
    chains: z.array(chainSchema).min(1),
    chainId: z.number().int().positive().optional(),
    authorized: z.boolean().default(false),
    responseDelayMs: z.number().int().min(0).default(0),
    isMetaMask: z.boolean().default(false),
    chainIdFormat: z.enum(['hex', 'number', 'decimal']).default('hex'),
    addressCase: z.enum(['checksum', 'lower']).default('checksum'),
    unansweredSwitches: z.number().int().min(0).default(0),
    unansweredRequests: z.number().int().min(0).default(0),
    silentSwitch: z.boolean().default(false),
    locked: z.boolean().default(false),
    whenLocked: z.enum(['no-accounts', 'unauthorized']).default('no-accounts'),
    errorShape: z.enum(errorShapes).default('eip1193'),
  })
  .refine(
    (options) =>
      options.chainId === undefined ||
      options.chains.some((chain) => chain.chainId === options.chainId),
    { message: 'chainId must be one of chains', path: ['chainId'] },
  )

/** A chain the wallet can talk to. A `DevnetChain` fits as is. */
export interface TestWalletChain {
  chainId: number
  rpcUrl: string
  /** Default `Local <chainId>`. */
  name?: string
  /** Default 18-decimal Ether. */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

export interface CreateTestWalletOptions {
  /** Private keys the wallet holds; the first is the selected account. */
  accounts: `0x${string}`[]
  /** Chains the wallet knows; switching to any other gives 4902 until it is added. */
  chains: TestWalletChain[]
  /** The chain selected at start. Default: the first of `chains`. */
  chainId?: number
  /** Start as if the dapp was authorised on an earlier visit (eth_accounts not empty). Default false. */
  authorized?: boolean
  /** Delay before answering every request, in ms. Default 0. */
  responseDelayMs?: number
  // Quirks of real wallets (the testkit's quirk catalogue, `quirks/evmQuirks.ts`, says which).
  /** Set `isMetaMask: true` on the provider, as Rabby, OKX and Phantom do to pass for MetaMask. Default false. */
  isMetaMask?: boolean
  /** How `eth_chainId` and `chainChanged` give the chain: `0x…` (EIP-1193), a number or a decimal string. Default 'hex'. */
  chainIdFormat?: 'hex' | 'number' | 'decimal'
  /** Addresses as EIP-55 checksums or in lower case. Default 'checksum'. */
  addressCase?: 'checksum' | 'lower'
  /** The next this many `wallet_switchEthereumChain` requests never answer (no prompt shows). Default 0. */
  unansweredSwitches?: number
  /**
   * The next this many requests of any kind never answer, as an extension whose background is
   * asleep or updating right after the browser started. Default 0.
   */
  unansweredRequests?: number
  /** Switch chain without emitting `chainChanged`. Default false. */
  silentSwitch?: boolean
  /** Start locked (as after a browser restart): see `whenLocked`. Default false. */
  locked?: boolean
  /**
   * What a locked wallet answers a site it lists as connected: `eth_accounts` gives none
   * ('no-accounts'), or gives the accounts while every other request fails with 4100
   * ('unauthorized'). Default 'no-accounts'.
   */
  whenLocked?: 'no-accounts' | 'unauthorized'
  /** The shape of what the wallet throws (see `WalletErrorShape`). Default 'eip1193'. */
  errorShape?: WalletErrorShape
}

/** A snapshot of what the wallet holds and how it is scripted. */
export interface TestWalletState {
  chainId: number
  knownChainIds: number[]
  /** Every account the wallet holds, selected one first. */
  accounts: `0x${string}`[]
  /** What `eth_accounts` answers: the accounts when authorised and unlocked, else none. */
  exposedAccounts: `0x${string}`[]
  authorized: boolean
  locked: boolean
  /** `wallet_switchEthereumChain` requests still to leave unanswered. */
  unansweredSwitches: number
  /** Requests of any kind still to leave unanswered. */
  unansweredRequests: number
  /** False after `disconnect()`: every request fails with 4900 until `reconnect()`. */
  connected: boolean
  responseDelayMs: number
  pendingRejections: number
}

/** An EIP-1193 provider signing with local keys, plus the switches tests use to script it. */
export interface TestWallet {
  /** Present when the wallet passes for MetaMask (option `isMetaMask`), as Rabby, OKX and Phantom do. */
  readonly isMetaMask?: true
  request(args: RequestArguments): Promise<unknown>
  on<E extends ProviderEventName>(event: E, listener: ProviderListener<E>): TestWallet
  removeListener<E extends ProviderEventName>(event: E, listener: ProviderListener<E>): TestWallet
  getState(): TestWalletState
  /** The user will reject the next approval request (or the next `count`, or of one `method`) with 4001. */
  rejectNext(options?: RejectNextOptions): void
  clearRejections(): void
  /** Every later request waits this long before it is answered. 0 answers at once. */
  setResponseDelay(ms: number): void
  /** Teach the wallet a chain, as if the user added it in the wallet. */
  addChain(chain: TestWalletChain): void
  /** Make the wallet not know a chain: switching to it gives 4902 until it is added. */
  forgetChain(chainId: number): void
  /** The user switches network in the wallet: emits `chainChanged`. */
  setChain(chainId: number): void
  /** Replace the held accounts (private keys, first selected): emits `accountsChanged` if exposed. */
  setAccounts(privateKeys: `0x${string}`[]): void
  /** The user selects another held account: emits `accountsChanged` if exposed. */
  selectAccount(address: `0x${string}`): void
  /**
   * The wallet locks: `accountsChanged([])` unless `silently` (it locked by itself while the page
   * was closed or asleep; the page learns it only by asking).
   */
  lock(options?: { silently?: boolean }): void
  unlock(): void
  /** The user disconnects the site in the wallet: accounts are no longer exposed. */
  revokePermissions(): void
  /** The provider loses every chain: emits `disconnect` (4900); requests fail until `reconnect()`. */
  disconnect(): void
  /** The provider is back: emits `connect`. */
  reconnect(): void
}

interface KnownChain {
  chain: Chain
  client: WalletClient
}

/** Signing methods other wallets offer that this one does not; they must not reach the node, which would sign with its own unlocked keys. */
const refusedMethods: ReadonlySet<string> = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_sendUserOperation',
])

type LooseRequest = (args: { method: string; params?: unknown }) => Promise<unknown>

/**
 * Creates an EIP-1193 provider backed by local private keys: it signs for real with viem, sends
 * signed transactions raw to the current chain's node and forwards every read to that node.
 *
 * @example
 * const wallet = createTestWallet({ accounts: [devnet.accounts[0].privateKey], chains: devnet.chains })
 * const client = createWalletClient({ transport: custom(wallet) })
 * wallet.rejectNext() // the next signature or transaction request fails with 4001
 */
export function createTestWallet(options: CreateTestWalletOptions): TestWallet {
  // `satisfies`: the options interface may not allow what the schema is not typed to accept.
  const parsed = createTestWalletOptionsSchema.safeParse(
    options satisfies z.input<typeof createTestWalletOptionsSchema>,
  )
  if (!parsed.success) {
    throw new Error(`invalid createTestWallet options: ${z.prettifyError(parsed.error)}`)
  }
  const config = parsed.data

  const emitter = new ProviderEventEmitter()
  const rejections = new ScriptedRejections()
  const chains = new Map<number, KnownChain>()
  let accounts: LocalAccount[] = config.accounts.map((key) =>
    privateKeyToAccount(key as `0x${string}`),
  )
  let chainId = config.chainId ?? config.chains[0]!.chainId
  let authorized = config.authorized
  let locked = config.locked
  let unansweredSwitches = config.unansweredSwitches
  let unansweredRequests = config.unansweredRequests
  let connected = true
  let responseDelayMs = config.responseDelayMs
  // Transactions are signed one at a time so concurrent sends get consecutive nonces.
  let sendQueue: Promise<unknown> = Promise.resolve()

  const learnChain = (parameters: TestWalletChain) => {
    const chain = defineLocalChain(parameters)
    const client = createWalletClient({
      chain,
      transport: http(parameters.rpcUrl, { retryCount: 0 }),
      pollingInterval: 50,
    })
    chains.set(parameters.chainId, { chain, client })
  }
  for (const chain of config.chains) learnChain(chain)

  const current = (): KnownChain => {
    const known = chains.get(chainId)
    if (!known) throw new Error(`current chain ${chainId} is unknown`)
    return known
  }
  const shown = (address: `0x${string}`) =>
    config.addressCase === 'lower' ? (address.toLowerCase() as `0x${string}`) : address
  const shownChainId = (id: number) =>
    config.chainIdFormat === 'number'
      ? id
      : config.chainIdFormat === 'decimal'
        ? String(id)
        : numberToHex(id)
  const exposedAccounts = () =>
    authorized && !locked ? accounts.map((account) => shown(account.address)) : []
  /** What `eth_accounts` answers: a wallet locked 'unauthorized' still lists the accounts. */
  const listedAccounts = () =>
    locked && authorized && config.whenLocked === 'unauthorized'
      ? accounts.map((account) => shown(account.address))
      : exposedAccounts()

  /** Applies a change and emits `accountsChanged` when what `eth_accounts` answers changed. */
  const changeExposure = (change: () => void) => {
    const before = exposedAccounts().join()
    change()
    const after = exposedAccounts()
    if (after.join() !== before) emitter.emit('accountsChanged', after)
  }

  const changeChain = (nextChainId: number) => {
    if (!chains.has(nextChainId)) throw new Error(`chain ${nextChainId} is unknown to the wallet`)
    if (nextChainId === chainId) return
    chainId = nextChainId
    if (!config.silentSwitch)
      emitter.emit('chainChanged', shownChainId(nextChainId) as `0x${string}`)
  }

  /** The point where a real wallet shows its prompt; a scripted rejection answers it. */
  const askUser = (method: string) => {
    if (rejections.consume(method)) throw userRejected()
  }

  /** The signer for `address`, which must be an account the dapp may see. */
  const exposedSigner = (address: `0x${string}`): LocalAccount => {
    if (locked) throw unauthorized('the wallet is locked')
    if (!authorized) throw unauthorized('call eth_requestAccounts first')
    const signer = accounts.find(
      (account) => account.address.toLowerCase() === address.toLowerCase(),
    )
    if (!signer) throw unauthorized(`${address} is not an account of this wallet`)
    return signer
  }

  const permissions = () =>
    authorized
      ? [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: exposedAccounts() }],
          },
        ]
      : []

  const authorize = (method: string) => {
    if (locked) throw unauthorized('the wallet is locked')
    askUser(method)
    changeExposure(() => {
      authorized = true
    })
  }

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    switch (method) {
      case 'eth_accounts':
        return listedAccounts()
      case 'eth_chainId':
        return shownChainId(chainId)
      case 'eth_requestAccounts':
        authorize(method)
        return exposedAccounts()
      case 'wallet_requestPermissions':
        parseParams(requestPermissionsParamsSchema, params, method)
        authorize(method)
        return permissions()
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        changeExposure(() => {
          authorized = false
        })
        return null
      case 'personal_sign': {
        const [message, address] = parseParams(personalSignParamsSchema, params, method)
        const signer = exposedSigner(address)
        askUser(method)
        return signer.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = parseParams(signTypedDataParamsSchema, params, method)
        const signer = exposedSigner(address)
        const domainChainId = typedData.domain.chainId
        if (domainChainId !== undefined && Number(domainChainId) !== chainId) {
          throw invalidParams(`domain chainId ${domainChainId} is not the current chain ${chainId}`)
        }
        askUser(method)
        return signer.signTypedData(typedData as unknown as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        const [tx] = parseParams(sendTransactionParamsSchema, params, method)
        const signer = exposedSigner(tx.from)
        if (tx.chainId !== undefined && Number(tx.chainId) !== chainId) {
          throw invalidParams(
            `transaction chainId ${tx.chainId} is not the current chain ${chainId}`,
          )
        }
        askUser(method)
        const { chain, client } = current()
        const fees =
          tx.gasPrice !== undefined
            ? { gasPrice: tx.gasPrice }
            : { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
        const send = () =>
          client.sendTransaction({
            account: signer,
            chain,
            to: tx.to ?? null,
            value: tx.value,
            data: tx.data ?? tx.input,
            gas: tx.gas,
            nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
            ...fees,
          })
        const sent = sendQueue.then(send, send)
        sendQueue = sent.catch(() => {})
        return sent
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId: target }] = parseParams(switchChainParamsSchema, params, method)
        if (!chains.has(target)) throw unrecognizedChain(numberToHex(target))
        if (target === chainId) return null
        if (unansweredSwitches > 0) {
          unansweredSwitches -= 1
          return new Promise(() => {}) // the prompt never shows; the request never settles
        }
        askUser(method)
        changeChain(target)
        return null
      }
      case 'wallet_addEthereumChain': {
        const [added] = parseParams(addChainParamsSchema, params, method)
        askUser(method)
        // Like browser wallets, an already known chain keeps its RPC URL; adding only switches.
        if (!chains.has(added.chainId)) {
          learnChain({
            chainId: added.chainId,
            rpcUrl: added.rpcUrls[0]!,
            name: added.chainName,
            nativeCurrency: added.nativeCurrency,
          })
        }
        changeChain(added.chainId)
        return null
      }
      default: {
        if (refusedMethods.has(method) || method.startsWith('wallet_')) {
          throw unsupportedMethod(method)
        }
        const forward = current().client.request as unknown as LooseRequest
        return forward(params === undefined ? { method } : { method, params })
      }
    }
  }

  const wallet: TestWallet = {
    ...(config.isMetaMask ? { isMetaMask: true as const } : {}),
    async request(args) {
      const parsedArgs = requestArgumentsSchema.safeParse(args)
      if (!parsedArgs.success) {
        throw new ProviderRpcError(-32600, `Invalid request: ${z.prettifyError(parsedArgs.error)}`)
      }
      const { method, params } = parsedArgs.data
      if (responseDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, responseDelayMs))
      if (!connected) throw reshapeError(disconnected(), config.errorShape)
      if (unansweredRequests > 0) {
        unansweredRequests -= 1
        return new Promise(() => {}) // asleep: the request never settles
      }
      if (locked && config.whenLocked === 'unauthorized' && method !== 'eth_accounts') {
        throw reshapeError(unauthorized('the wallet is locked'), config.errorShape)
      }
      // Approval methods meet their scripted rejection where the prompt would show, after their
      // params are checked; any other method named in `rejectNext` is rejected up front.
      if (!approvalMethods.has(method) && rejections.consume(method)) {
        throw reshapeError(userRejected(), config.errorShape)
      }
      const chainIdAtRequest = chainId
      try {
        return await handle(method, params)
      } catch (error) {
        throw reshapeError(toProviderRpcError(error, chainIdAtRequest), config.errorShape)
      }
    },
    on(event, listener) {
      emitter.on(event, listener)
      return wallet
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener)
      return wallet
    },
    getState: () => ({
      chainId,
      knownChainIds: [...chains.keys()],
      accounts: accounts.map((account) => account.address),
      exposedAccounts: exposedAccounts(),
      authorized,
      locked,
      unansweredSwitches,
      unansweredRequests,
      connected,
      responseDelayMs,
      pendingRejections: rejections.pending(),
    }),
    rejectNext: (rejectOptions) => rejections.add(rejectOptions),
    clearRejections: () => rejections.clear(),
    setResponseDelay(ms) {
      if (!Number.isInteger(ms) || ms < 0)
        throw new Error(`delay must be an integer ≥ 0, got ${ms}`)
      responseDelayMs = ms
    },
    addChain(chain) {
      learnChain(chainSchema.parse(chain satisfies z.input<typeof chainSchema>))
    },
    forgetChain(forgotten) {
      if (forgotten === chainId) throw new Error(`cannot forget the current chain ${forgotten}`)
      chains.delete(forgotten)
    },
    setChain: (next) => changeChain(next),
    setAccounts(privateKeys) {
      const keys = z.array(privateKeySchema).min(1).parse(privateKeys) as `0x${string}`[]
      changeExposure(() => {
        accounts = keys.map((key) => privateKeyToAccount(key))
      })
    },
    selectAccount(address) {
      const selected = accounts.find(
        (account) => account.address.toLowerCase() === address.toLowerCase(),
      )
      if (!selected) throw new Error(`${address} is not held by the wallet`)
      changeExposure(() => {
        accounts = [selected, ...accounts.filter((account) => account !== selected)]
      })
    },
    lock(lockOptions) {
      if (lockOptions?.silently) locked = true
      else
        changeExposure(() => {
          locked = true
        })
    },
    unlock: () =>
      changeExposure(() => {
        locked = false
      }),
    revokePermissions: () =>
      changeExposure(() => {
        authorized = false
      }),
    disconnect() {
      if (!connected) return
      connected = false
      emitter.emit('disconnect', disconnected())
    },
    reconnect() {
      if (connected) return
      connected = true
      emitter.emit('connect', { chainId: numberToHex(chainId) })
    },
  }

  // Browser wallets announce `connect` once they can serve requests; listeners attached right
  // after creation still hear it.
  queueMicrotask(() => {
    if (connected) emitter.emit('connect', { chainId: numberToHex(chainId) })
  })
  return wallet
}
