import type { ChainNamespace } from '../caip/caip'
import type { Connector } from '../connectors/types'
import { LatchError } from '../errors/LatchError'
import type { PluginContext } from '../plugins/types'

/** The registered connector `connectorId` (on `namespace` when given), else 'No connector…'. */
export function findConnector(
  ctx: PluginContext,
  connectorId: string,
  namespace?: ChainNamespace,
): Connector {
  const connector = ctx
    .getState()
    .connectors.all.find((c) => c.id === connectorId && (!namespace || c.namespace === namespace))
  if (!connector) {
    throw new LatchError('NO_CONNECTOR_FOR_CONNECTION', {
      details: `No connector ${connectorId}${namespace ? ` on ${namespace}` : ''}`,
    })
  }
  return connector
}
