import { appearanceModule } from '../appearance/appearanceModule'
import { balancesModule } from '../balances/balancesModule'
import { configModule } from '../config/configModule'
import { connectionsModule } from '../connections/connectionsModule'
import { connectorsModule } from '../connectors/connectorsModule'
import { modalModule } from '../modal/modalModule'
import { networksModule } from '../networks/networksModule'
import type { LatchPlugin } from '../plugins/types'
import { walletsModule } from '../wallets/walletsModule'

/**
 * The core's own behaviour (theme and language, modal, connections, networks, catalogue, remote
 * config), set up through
 * the same plugin host as the app's plugins, before them, in this order.
 */
export const coreModules: readonly LatchPlugin[] = [
  appearanceModule,
  modalModule,
  connectorsModule,
  networksModule,
  connectionsModule,
  configModule,
  walletsModule,
  balancesModule,
]
