import type { Command } from '../bus/types'
import type { ChainNamespace } from '../caip/caip'
import { LatchError } from '../errors/LatchError'
import { findNetwork } from '../networks/findNetwork'
import type { PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'
import { parseOrThrow } from '../validation/parse'
import { refreshBalance } from './applyConnection'
import { sendTransactionParamsSchema, signMessageParamsSchema } from './commandSchemas'

/** The adapter, connector, address and network of a connected namespace (the active one). */
function connectedAccount(ctx: PluginContext, requested?: ChainNamespace) {
  const state = ctx.getState()
  const namespace = requested ?? state.networks.activeNamespace
  const account = namespaceEntry(state.accounts, namespace)
  const connectorId = namespaceEntry(state.connectors.activeIds, namespace)
  const caipNetworkId = namespaceEntry(state.networks.byNamespace, namespace)?.caipNetworkId
  const network = caipNetworkId ? findNetwork(state.networks, caipNetworkId) : undefined
  if (!namespace || !account?.address || !connectorId) {
    throw new LatchError('CONNECTOR_NOT_CONNECTED', {
      details: namespace ?? 'no active namespace',
    })
  }
  return {
    adapter: ctx.getAdapter(namespace),
    namespace,
    address: account.address,
    connectorId,
    network,
  }
}

/** `account.signMessage`: signed by the connected account of the namespace (the active one). */
export async function signMessage(
  ctx: PluginContext,
  command: Command<'account.signMessage'>,
): Promise<string> {
  const { message, namespace } = parseOrThrow(signMessageParamsSchema, command)
  const { adapter, address, connectorId } = connectedAccount(ctx, namespace)
  if (!adapter) throw new LatchError('CHAIN_ADAPTER_NOT_FOUND')
  return adapter.signMessage({ connectorId, address, message })
}

/** `account.sendTransaction`: sent from the connected account; the balance is read again. */
export async function sendTransaction(
  ctx: PluginContext,
  command: Command<'account.sendTransaction'>,
): Promise<string> {
  const { namespace } = parseOrThrow(sendTransactionParamsSchema, command)
  const { transaction } = command
  const { adapter, address, connectorId, network } = connectedAccount(ctx, namespace)
  if (!adapter) throw new LatchError('CHAIN_ADAPTER_NOT_FOUND')
  if (!network) throw new LatchError('NETWORK_NOT_FOUND')
  const hash = await adapter.sendTransaction({
    connectorId,
    network,
    transaction: { ...transaction, from: address },
  })
  ctx.emit('transaction.sent', {
    namespace: network.chainNamespace,
    caipNetworkId: network.caipNetworkId,
    hash,
    from: address,
    transaction,
  })
  void refreshBalance(ctx, network.chainNamespace)
  return hash
}

/** `account.estimateFee`: the fee of sending from the connected account, in native base units. */
export async function estimateFee(
  ctx: PluginContext,
  command: Command<'account.estimateFee'>,
): Promise<bigint> {
  const { namespace } = parseOrThrow(sendTransactionParamsSchema, command)
  const { adapter, address, network } = connectedAccount(ctx, namespace)
  if (!adapter) throw new LatchError('CHAIN_ADAPTER_NOT_FOUND')
  if (!network) throw new LatchError('NETWORK_NOT_FOUND')
  return adapter.estimateFee({ network, transaction: { ...command.transaction, from: address } })
}
