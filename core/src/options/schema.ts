import * as v from 'valibot'
import { themeVariablesSchema } from '../appearance/themeVariablesSchema'
import type { CaipNetworkId } from '../caip/caip'
import {
  ACCOUNT_TABS,
  CONNECT_METHODS,
  CONNECTOR_TYPES,
  type DEFAULT_ENDPOINTS,
  WALLET_FEATURES,
} from '../constants'
import { LOCALES } from '../i18n/locales'
import { httpUrl, webSocketUrl } from '../validation/httpUrl'
import { lazySchema } from '../validation/lazySchema'
import { chainNamespaceParam } from '../validation/namespaceParam'

const caipNetworkId = () => v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))

/** A list of distinct values from `values`, in the order the app wants them. */
const orderOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  v.pipe(
    v.array(v.picklist(values)),
    v.check((list) => new Set(list).size === list.length, 'Duplicate entries'),
  )

const networkSchema = () =>
  v.object({
    id: v.union([v.number(), v.string()]),
    name: v.pipe(v.string(), v.minLength(1)),
    caipNetworkId: caipNetworkId(),
    chainNamespace: chainNamespaceParam(),
    nativeCurrency: v.object({
      name: v.string(),
      symbol: v.string(),
      decimals: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
    rpcUrls: v.object({
      default: v.object({ http: v.array(v.string()), webSocket: v.optional(v.array(v.string())) }),
    }),
    blockExplorers: v.optional(
      v.object({ default: v.object({ name: v.string(), url: v.string() }) }),
    ),
    testnet: v.optional(v.boolean()),
    assets: v.optional(
      v.object({ imageId: v.optional(v.string()), imageUrl: v.optional(v.string()) }),
    ),
  })

// A flag the core does not have may be a plugin's (`ctx.declareFeatures`): a switch, so a boolean;
// one no plugin declares is logged once the plugins are set up.
const featuresSchema = () =>
  v.objectWithRest(
    {
      receive: v.optional(v.boolean()),
      send: v.optional(v.boolean()),
      emailShowWallets: v.optional(v.boolean()),
      analytics: v.optional(v.boolean()),
      allWallets: v.optional(v.boolean()),
      legalCheckbox: v.optional(v.boolean()),
      smartSessions: v.optional(v.boolean()),
      collapseWallets: v.optional(v.boolean()),
      pay: v.optional(v.boolean()),
      connectMethodsOrder: v.optional(orderOf(CONNECT_METHODS)),
      connectorOrder: v.optional(orderOf(CONNECTOR_TYPES)),
      walletFeaturesOrder: v.optional(orderOf(WALLET_FEATURES)),
      accountTabs: v.optional(orderOf(ACCOUNT_TABS)),
    },
    v.boolean(),
  )

const endpointsSchema = () =>
  v.strictObject({
    api: v.optional(httpUrl()),
    data: v.optional(httpUrl()),
    rpc: v.optional(httpUrl()),
    analytics: v.optional(httpUrl()),
    frame: v.optional(httpUrl()),
    relay: v.optional(webSocketUrl()),
  })

const fn = (what: string) =>
  v.custom<(...args: never[]) => unknown>(
    (value) => typeof value === 'function',
    `Expected ${what}`,
  )
const objectWith = (what: string, ...methods: string[]) =>
  v.custom<object>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      methods.every((method) => typeof (value as Record<string, unknown>)[method] === 'function'),
    `Expected ${what}`,
  )

/**
 * Each option `createLatch` accepts, with its schema, built the first time an app sets it: the
 * page's first paint pays for building, and an app sets a few of these. Fields with functions or
 * objects are checked by shape.
 */
const optionFields = {
  projectId: lazySchema(() => v.pipe(v.string(), v.trim(), v.minLength(1))),
  networks: lazySchema(() => v.optional(v.array(networkSchema()))),
  defaultNetwork: lazySchema(() => v.optional(caipNetworkId())),
  plugins: lazySchema(() =>
    v.optional(v.array(objectWith('a plugin (use definePlugin)', 'setup'))),
  ),
  features: lazySchema(() => v.optional(featuresSchema())),
  metadata: lazySchema(() =>
    v.optional(
      v.strictObject({
        name: v.string(),
        description: v.string(),
        url: httpUrl(),
        icons: v.array(v.string()),
      }),
    ),
  ),
  themeMode: lazySchema(() => v.optional(v.picklist(['light', 'dark']))),
  locale: lazySchema(() => v.optional(v.picklist(LOCALES))),
  themeVariables: lazySchema(() => v.optional(themeVariablesSchema())),
  endpoints: lazySchema(() => v.optional(endpointsSchema())),
  siweConfig: lazySchema(() => v.optional(v.unknown())),
  siwx: lazySchema(() => v.optional(v.unknown())),
  verifyOrigin: lazySchema(() => v.optional(v.boolean())),
  featuredWalletIds: lazySchema(() => v.optional(v.array(v.string()))),
  includeWalletIds: lazySchema(() => v.optional(v.array(v.string()))),
  excludeWalletIds: lazySchema(() => v.optional(v.array(v.string()))),
  embedded: lazySchema(() => v.optional(v.boolean())),
  enableNetworkSwitch: lazySchema(() => v.optional(v.boolean())),
  allowUnsupportedChain: lazySchema(() => v.optional(v.boolean())),
  basic: lazySchema(() => v.optional(v.boolean())),
  device: lazySchema(() => v.optional(v.picklist(['mobile', 'desktop']))),
  logLevel: lazySchema(() => v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']))),
  storage: lazySchema(() =>
    v.optional(objectWith('a storage adapter', 'getItem', 'setItem', 'removeItem')),
  ),
  clock: lazySchema(() => v.optional(objectWith('a clock', 'now', 'setTimeout', 'clearTimeout'))),
  logger: lazySchema(() => v.optional(objectWith('a logger', 'debug', 'info', 'warn', 'error'))),
  fetch: lazySchema(() => v.optional(fn('a fetch function'))),
  window: lazySchema(() =>
    v.optional(
      v.nullable(
        v.object({
          location: v.object({ origin: v.string() }),
          navigator: v.optional(v.object({ userAgent: v.optional(v.string()) })),
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
  [K in Exclude<OptionName, 'projectId'>]?: v.InferOutput<ReturnType<OptionFields[K]>>
}

const isOption = (name: string): name is OptionName => Object.hasOwn(optionFields, name)

/**
 * The schema for the options in `input`: a strict object of the options it sets, and the
 * required `projectId`. It accepts and refuses exactly what the schema of every option would: a
 * name that is no option is unknown to both.
 */
export function optionsSchemaFor(input: object): v.GenericSchema<unknown, ParsedOptions> {
  const shape: Partial<Record<OptionName, v.GenericSchema>> = {
    projectId: optionFields.projectId(),
  }
  for (const name of Object.keys(input)) if (isOption(name)) shape[name] = optionFields[name]()
  return v.strictObject(shape) as unknown as v.GenericSchema<unknown, ParsedOptions>
}

/** A network definition (spec §3); namespace plugins export these for the chains they support. */
export type Network = Omit<v.InferOutput<ReturnType<typeof networkSchema>>, 'caipNetworkId'> & {
  caipNetworkId: CaipNetworkId
}

export type Endpoints = { [K in keyof typeof DEFAULT_ENDPOINTS]: string } & {
  /** The embedded wallet's frame site: no hosted default, the app runs its own. */
  frame?: string
  /** Where analytics events go (`POST /e`): no hosted default; without it analytics stay off. */
  analytics?: string
}
