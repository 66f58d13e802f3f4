import type { ChainNamespace } from '../caip/caip'
import type { Connector } from '../connectors/types'
import type { LoginMethod } from './types'

/** A login method as one namespace adapter lists it: a connector with the method's id. */
export function loginMethodConnector(method: LoginMethod, namespace: ChainNamespace): Connector {
  return {
    id: method.id,
    kind: method.kind,
    namespace,
    name: method.name,
    ...(method.imageUrl ? { imageUrl: method.imageUrl } : {}),
  }
}
