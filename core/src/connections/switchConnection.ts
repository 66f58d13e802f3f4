import type { Command } from '../bus/types'
import { LatchError } from '../errors/LatchError'
import type { PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'
import { parseOrThrow } from '../validation/parse'
import { applyConnection } from './applyConnection'
import { switchParamsSchema } from './commandSchemas'
import { connect } from './connect'
import { connectionStatus, planConnectionSwitch } from './connectionStatus'
import { findConnector } from './findConnector'

/**
 * `connection.switch` (spec §4): another account of the active wallet, a recorded connection
 * brought back silently, or a wallet's login flow, by the connection's status.
 */
export async function switchConnection(
  ctx: PluginContext,
  command: Command<'connection.switch'>,
): Promise<void> {
  const { namespace, connectorId, address } = parseOrThrow(switchParamsSchema, command)
  if (namespace === 'bip122') {
    if (!address) throw new LatchError('BIP122_ADDRESS_REQUIRED')
    const type = ctx
      .getState()
      .connections.bip122?.find((c) => c.connectorId === connectorId)
      ?.accounts.find((a) => a.address === address)?.type
    if (type && type !== 'payment') throw new LatchError('BIP122_NON_PAYMENT_ACCOUNT')
  }
  const connector = findConnector(ctx, connectorId, namespace)
  switch (planConnectionSwitch(connectionStatus(ctx.getState(), namespace, connectorId))) {
    case 'selectAccount': {
      // Same wallet: select another of its accounts.
      const account = namespaceEntry(ctx.getState().accounts, namespace)
      const caipNetworkId = namespaceEntry(
        ctx.getState().networks.byNamespace,
        namespace,
      )?.caipNetworkId
      if (!address || address === account?.address || !caipNetworkId) return
      if (!account?.allAccounts.some((a) => a.address === address)) {
        throw new LatchError('CONNECTOR_ACCOUNT_NOT_FOUND', { details: address })
      }
      applyConnection(
        ctx,
        connector,
        { accounts: account.allAccounts, caipNetworkId },
        { recent: false, address },
      )
      return
    }
    case 'restore': {
      const result = await ctx.getAdapter(namespace)?.reconnect({ connectorId, usedBefore: true })
      if (result) {
        applyConnection(ctx, connector, result, { recent: true, address })
        return
      }
      // The wallet no longer grants access silently: through its login flow.
      await connect(ctx, connector, undefined, address)
      return
    }
    case 'login':
      await connect(ctx, connector, undefined, address)
      return
  }
}
