import { isAddressForNamespace, isLatchError, type Network, parseCaipNetworkId } from '@latch/core'
import type {
  ChainAdapter,
  ChainAdapterEventName,
  ChainAdapterEvents,
  TransactionRequest,
} from '@latch/core/plugin'
import { describe, it } from 'vitest'

/** What a plugin author provides so the suite can drive their adapter against a real wallet. */
export interface ChainAdapterHarness {
  adapter: ChainAdapter
  /** The connector to test with. */
  connectorId: string
  /** Two networks the wallet supports; the suite connects on the first and switches to the second. */
  networks: readonly [Network, Network]
  /** A transaction the connected account (`from`) can afford. */
  transaction(from: string): TransactionRequest
  /** The wallet's user rejects the next request (the wallet answers 4001). */
  rejectNextRequest(): void
  /** The wallet selects another of its accounts (it emits accountsChanged). */
  changeAccount?(): void | Promise<void>
  /** The wallet disconnects by itself (it emits disconnect). */
  disconnectWallet?(): void | Promise<void>
  /** Verifies a signature; without it only the signature's form is checked. */
  verifySignature?(parameters: {
    address: string
    message: string
    signature: string
  }): Promise<boolean>
  /** How long to wait for a wallet event (default 5000 ms). */
  eventTimeoutMs?: number
  /** Stops what the harness started. */
  cleanup?(): void | Promise<void>
}

export interface ChainAdapterCheck {
  name: string
  run(harness: ChainAdapterHarness): Promise<void>
}

/** A broken rule of the ChainAdapter contract. */
export class ConformanceError extends Error {
  override name = 'ConformanceError'
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ConformanceError(message)
}

const DEFAULT_EVENT_TIMEOUT_MS = 5_000

/** Resolves with the first payload of `event`, or fails after the harness's event time-out. */
function nextEvent<E extends ChainAdapterEventName>(
  { adapter, eventTimeoutMs = DEFAULT_EVENT_TIMEOUT_MS }: ChainAdapterHarness,
  event: E,
): Promise<ChainAdapterEvents[E]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off()
      reject(new ConformanceError(`no ${event} event within ${eventTimeoutMs} ms`))
    }, eventTimeoutMs)
    const off = adapter.on(event, (payload) => {
      clearTimeout(timer)
      off()
      resolve(payload)
    })
  })
}

async function connect(harness: ChainAdapterHarness) {
  const { adapter, connectorId, networks } = harness
  const result = await adapter.connect({ connectorId, caipNetworkId: networks[0].caipNetworkId })
  const address = result.accounts[0]?.address
  check(address, 'connect returned no account')
  return { result, address }
}

/** Every rule of the ChainAdapter contract the core relies on. */
export const chainAdapterChecks: readonly ChainAdapterCheck[] = [
  {
    name: 'offers the connector, in its own namespace',
    async run({ adapter, connectorId }) {
      const connector = adapter.getConnectors().find((c) => c.id === connectorId)
      check(connector, `getConnectors() has no ${connectorId}`)
      check(connector.namespace === adapter.namespace, 'the connector is of another namespace')
      check(connector.name.length > 0, 'the connector has no name')
    },
  },
  {
    name: 'connect gives accounts of its namespace and the network it is on',
    async run(harness) {
      const { result } = await connect(harness)
      for (const account of result.accounts) {
        check(
          account.namespace === harness.adapter.namespace,
          `account of namespace ${account.namespace}`,
        )
        check(
          isAddressForNamespace(account.namespace, account.address),
          `${account.address} is not a ${account.namespace} address`,
        )
      }
      const { namespace } = parseCaipNetworkId(result.caipNetworkId)
      check(namespace === harness.adapter.namespace, `connected on ${result.caipNetworkId}`)
    },
  },
  {
    name: 'reconnect re-authorises silently after connect',
    async run(harness) {
      const { address } = await connect(harness)
      const again = await harness.adapter.reconnect({ connectorId: harness.connectorId })
      check(again, 'reconnect gave nothing for a connected wallet')
      check(again.accounts[0]?.address === address, 'reconnect gave another account')
    },
  },
  {
    name: 'disconnect ends the authorisation: reconnect gives nothing',
    async run(harness) {
      await connect(harness)
      await harness.adapter.disconnect({ connectorId: harness.connectorId })
      const again = await harness.adapter.reconnect({ connectorId: harness.connectorId })
      check(again === undefined, 'reconnect still succeeds after disconnect')
    },
  },
  {
    name: 'switchNetwork moves the wallet and emits chainChanged',
    async run(harness) {
      await connect(harness)
      const target = harness.networks[1]
      const changed = nextEvent(harness, 'chainChanged')
      await harness.adapter.switchNetwork({ connectorId: harness.connectorId, network: target })
      const event = await changed
      check(event.caipNetworkId === target.caipNetworkId, `chainChanged to ${event.caipNetworkId}`)
      check(event.connectorId === harness.connectorId, 'chainChanged names another connector')
    },
  },
  {
    name: 'getBalance gives base units, decimals and symbol',
    async run(harness) {
      const { address } = await connect(harness)
      const balance = await harness.adapter.getBalance({ address, network: harness.networks[0] })
      check(typeof balance.value === 'bigint' && balance.value >= 0n, 'value is not a bigint ≥ 0')
      check(Number.isInteger(balance.decimals) && balance.decimals >= 0, 'decimals not an integer')
      check(
        balance.symbol === harness.networks[0].nativeCurrency.symbol,
        `symbol ${balance.symbol}`,
      )
    },
  },
  {
    name: 'signMessage signs for the account',
    async run(harness) {
      const { address } = await connect(harness)
      const message = `Latch conformance ${Date.now()}`
      const signature = await harness.adapter.signMessage({
        connectorId: harness.connectorId,
        address,
        message,
      })
      check(typeof signature === 'string' && signature.length > 0, 'empty signature')
      if (harness.verifySignature) {
        check(
          await harness.verifySignature({ address, message, signature }),
          'signature does not verify',
        )
      }
    },
  },
  {
    name: 'sendTransaction gives the transaction id; estimateGas a positive amount',
    async run(harness) {
      const { address } = await connect(harness)
      const transaction = harness.transaction(address)
      const gas = await harness.adapter.estimateGas({ network: harness.networks[0], transaction })
      check(typeof gas === 'bigint' && gas > 0n, 'estimateGas is not a positive bigint')
      const fee = await harness.adapter.estimateFee({ network: harness.networks[0], transaction })
      check(typeof fee === 'bigint' && fee > 0n, 'estimateFee is not a positive bigint')
      const id = await harness.adapter.sendTransaction({
        connectorId: harness.connectorId,
        network: harness.networks[0],
        transaction,
      })
      check(typeof id === 'string' && id.length > 0, 'no transaction id')
    },
  },
  {
    name: 'a request the user rejects fails with a LatchError carrying 4001',
    async run(harness) {
      harness.rejectNextRequest()
      const error = await harness.adapter
        .connect({
          connectorId: harness.connectorId,
          caipNetworkId: harness.networks[0].caipNetworkId,
        })
        .then(
          () => undefined,
          (e: unknown) => e,
        )
      check(error !== undefined, 'the rejected connect succeeded')
      check(isLatchError(error), `threw ${String(error)}, not a LatchError`)
      check(error.code === 'USER_REJECTED_REQUEST' && error.rpcCode === 4001, `code ${error.code}`)
    },
  },
  {
    name: 'emits accountsChanged when the wallet changes account',
    async run(harness) {
      if (!harness.changeAccount) return
      const { address } = await connect(harness)
      const changed = nextEvent(harness, 'accountsChanged')
      await harness.changeAccount()
      const event = await changed
      check(event.connectorId === harness.connectorId, 'accountsChanged names another connector')
      check(event.accounts[0]?.address !== address, 'accountsChanged kept the same account')
    },
  },
  {
    name: 'emits disconnect when the wallet disconnects; an unsubscribed listener hears nothing',
    async run(harness) {
      if (!harness.disconnectWallet) return
      await connect(harness)
      let heard = 0
      const off = harness.adapter.on('disconnect', () => {
        heard++
      })
      off()
      const disconnected = nextEvent(harness, 'disconnect')
      await harness.disconnectWallet()
      check(
        (await disconnected).connectorId === harness.connectorId,
        'disconnect names another connector',
      )
      check(heard === 0, 'an unsubscribed listener was called')
    },
  },
]

/**
 * Checks an adapter against the ChainAdapter contract: call it in a vitest file.
 *
 * @example
 * describeChainAdapterConformance('eip155', async () => {
 *   const devnet = await startDevnet()
 *   const wallet = createTestWallet({ accounts: [devnet.accounts[0].privateKey], chains: devnet.chains })
 *   return { adapter: …, connectorId: 'dev.latch.testwallet', networks: [a, b], …, cleanup: devnet.stop }
 * })
 */
export function describeChainAdapterConformance(
  name: string,
  createHarness: () => ChainAdapterHarness | Promise<ChainAdapterHarness>,
): void {
  describe(`ChainAdapter conformance: ${name}`, () => {
    for (const { name: checkName, run } of chainAdapterChecks) {
      it(checkName, async () => {
        const harness = await createHarness()
        try {
          await run(harness)
        } finally {
          await harness.cleanup?.()
        }
      })
    }
  })
}
