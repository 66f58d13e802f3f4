import * as z from 'zod/mini'
import type { CaipNetworkId } from '../caip/caip'
import {
  ACCOUNT_TABS,
  CONNECT_METHODS,
  CONNECTOR_TYPES,
  type DEFAULT_ENDPOINTS,
  WALLET_FEATURES,
} from '../constants'
import { LOCALES } from '../i18n/locales'
import { lazySchema } from '../validation/lazySchema'
import { chainNamespaceParam } from '../validation/namespaceParam'

const caipNetworkId = () => z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))
const httpUrl = () => z.url({ protocol: /^https?$/ })

/** A list of distinct values from `values`, in the order the app wants them. */
const orderOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .check(z.refine((list) => new Set(list).size === list.length, { message: 'Duplicate entries' }))

const networkSchema = () =>
  z.object({
    id: z.union([z.number(), z.string()]),
    name: z.string().check(z.minLength(1)),
    caipNetworkId: caipNetworkId(),
    chainNamespace: chainNamespaceParam(),
    nativeCurrency: z.object({
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().check(z.int(), z.nonnegative()),
    }),
    rpcUrls: z.object({
      default: z.object({ http: z.array(z.string()), webSocket: z.optional(z.array(z.string())) }),
    }),
    blockExplorers: z.optional(
      z.object({ default: z.object({ name: z.string(), url: z.string() }) }),
    ),
    testnet: z.optional(z.boolean()),
    assets: z.optional(
      z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) }),
    ),
  })

// A flag the core does not have may be a plugin's (`ctx.declareFeatures`): a switch, so a boolean;
// one no plugin declares is logged once the plugins are set up.
const featuresSchema = () =>
  z.catchall(
    z.object({
      receive: z.optional(z.boolean()),
      send: z.optional(z.boolean()),
      emailShowWallets: z.optional(z.boolean()),
      analytics: z.optional(z.boolean()),
      allWallets: z.optional(z.boolean()),
      legalCheckbox: z.optional(z.boolean()),
      smartSessions: z.optional(z.boolean()),
      collapseWallets: z.optional(z.boolean()),
      pay: z.optional(z.boolean()),
      connectMethodsOrder: z.optional(orderOf(CONNECT_METHODS)),
      connectorOrder: z.optional(orderOf(CONNECTOR_TYPES)),
      walletFeaturesOrder: z.optional(orderOf(WALLET_FEATURES)),
      accountTabs: z.optional(orderOf(ACCOUNT_TABS)),
    }),
    z.boolean(),
  )

const endpointsSchema = () =>
  z.strictObject({
    api: z.optional(httpUrl()),
    data: z.optional(httpUrl()),
    rpc: z.optional(httpUrl()),
    analytics: z.optional(httpUrl()),
    frame: z.optional(httpUrl()),
    relay: z.optional(z.url({ protocol: /^wss?$/ })),
  })

const fn = (what: string) =>
  z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', {
    message: `Expected ${what}`,
  })
const objectWith = (what: string, ...methods: string[]) =>
  z.custom<object>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      methods.every((method) => typeof (value as Record<string, unknown>)[method] === 'function'),
    { message: `Expected ${what}` },
  )

/**
 * Each option `createLatch` accepts, with its schema, built the first time an app sets it: the
 * page's first paint pays for building, and an app sets a few of these. Fields with functions or
 * objects are checked by shape.
 */
const optionFields = {
  projectId: lazySchema(() => z.string().check(z.trim(), z.minLength(1))),
  networks: lazySchema(() => z.optional(z.array(networkSchema()))),
  defaultNetwork: lazySchema(() => z.optional(caipNetworkId())),
  plugins: lazySchema(() =>
    z.optional(z.array(objectWith('a plugin (use definePlugin)', 'setup'))),
  ),
  features: lazySchema(() => z.optional(featuresSchema())),
  metadata: lazySchema(() =>
    z.optional(
      z.strictObject({
        name: z.string(),
        description: z.string(),
        url: httpUrl(),
        icons: z.array(z.string()),
      }),
    ),
  ),
  themeMode: lazySchema(() => z.optional(z.enum(['light', 'dark']))),
  locale: lazySchema(() => z.optional(z.enum(LOCALES))),
  themeVariables: lazySchema(() =>
    z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  ),
  endpoints: lazySchema(() => z.optional(endpointsSchema())),
  siweConfig: lazySchema(() => z.optional(z.unknown())),
  siwx: lazySchema(() => z.optional(z.unknown())),
  verifyOrigin: lazySchema(() => z.optional(z.boolean())),
  featuredWalletIds: lazySchema(() => z.optional(z.array(z.string()))),
  includeWalletIds: lazySchema(() => z.optional(z.array(z.string()))),
  excludeWalletIds: lazySchema(() => z.optional(z.array(z.string()))),
  embedded: lazySchema(() => z.optional(z.boolean())),
  enableNetworkSwitch: lazySchema(() => z.optional(z.boolean())),
  allowUnsupportedChain: lazySchema(() => z.optional(z.boolean())),
  basic: lazySchema(() => z.optional(z.boolean())),
  device: lazySchema(() => z.optional(z.enum(['mobile', 'desktop']))),
  logLevel: lazySchema(() => z.optional(z.enum(['debug', 'info', 'warn', 'error', 'silent']))),
  storage: lazySchema(() =>
    z.optional(objectWith('a storage adapter', 'getItem', 'setItem', 'removeItem')),
  ),
  clock: lazySchema(() => z.optional(objectWith('a clock', 'now', 'setTimeout', 'clearTimeout'))),
  logger: lazySchema(() => z.optional(objectWith('a logger', 'debug', 'info', 'warn', 'error'))),
  fetch: lazySchema(() => z.optional(fn('a fetch function'))),
  window: lazySchema(() =>
    z.optional(
      z.nullable(
        z.object({
          location: z.object({ origin: z.string() }),
          navigator: z.optional(z.object({ userAgent: z.optional(z.string()) })),
        }),
      ),
    ),
  ),
}

type OptionFields = typeof optionFields
type OptionName = keyof OptionFields

/** The names of every option `createLatch` accepts. */
export const OPTION_NAMES = Object.keys(optionFields) as OptionName[]

/** Options as they come out of their schema. */
type ParsedOptions = { projectId: string } & {
  [K in Exclude<OptionName, 'projectId'>]?: z.output<ReturnType<OptionFields[K]>>
}

const isOption = (name: string): name is OptionName => Object.hasOwn(optionFields, name)

/**
 * The schema for the options in `input`: a strict object of the options it sets, and the
 * required `projectId`. It accepts and refuses exactly what the schema of every option would: a
 * name that is no option is unknown to both.
 */
export function optionsSchemaFor(input: object): z.ZodMiniType<ParsedOptions> {
  const shape: Partial<Record<OptionName, z.ZodMiniType>> = { projectId: optionFields.projectId() }
  for (const name of Object.keys(input)) if (isOption(name)) shape[name] = optionFields[name]()
  return z.strictObject(shape) as unknown as z.ZodMiniType<ParsedOptions>
}

/** A network definition (spec §3); namespace plugins export these for the chains they support. */
export type Network = Omit<z.output<ReturnType<typeof networkSchema>>, 'caipNetworkId'> & {
  caipNetworkId: CaipNetworkId
}

export type Endpoints = { [K in keyof typeof DEFAULT_ENDPOINTS]: string } & {
  /** The embedded wallet's frame site: no hosted default, the app runs its own. */
  frame?: string
  /** Where analytics events go (`POST /e`): no hosted default; without it analytics stay off. */
  analytics?: string
}
