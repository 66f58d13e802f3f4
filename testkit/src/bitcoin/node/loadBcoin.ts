import { createRequire } from 'node:module'
import type { Bcoin } from './bcoinTypes'

let loaded: Bcoin | undefined

/**
 * bcoin, configured once per process as Bitcoin Core's regtest: addresses with Core's `bcrt`
 * prefix (bcoin's own is `rb`), and SegWit active from the first blocks, as in Core's regtest
 * (bcoin's regtest activates it by BIP9 signalling after 432 blocks, which took 2–9 s to mine
 * on a loaded machine); Taproot key-path spends let through its policy (see below). bcoin is CommonJS; `NODE_BACKEND=js` picks its pure-JavaScript crypto
 * (its native backend is not built here), so it must be set before bcoin is first required.
 */
export function loadBcoin(): Bcoin {
  if (loaded) return loaded
  process.env.NODE_BACKEND = 'js'
  const bcoin = createRequire(import.meta.url)('bcoin') as Bcoin
  const regtest = bcoin.Network.get('regtest')
  regtest.addressPrefix.bech32 = 'bcrt'
  // A one-block window with a threshold of one: the deployment starts, locks in and activates in
  // the first three blocks, each of which bcoin's miner mines signalling it.
  const segwit = regtest.deployments.segwit
  if (!segwit) throw new Error('bcoin has no segwit deployment on regtest')
  segwit.window = 1
  segwit.threshold = 1
  // bcoin predates Taproot: its policy refuses every witness v1 spend, and its consensus would take
  // any (v1 is anyone-can-spend to it). Its policy lets v1 through here only because
  // `checkTaprootSpends` verifies each such input's Schnorr signature before bcoin sees it.
  const flags = bcoin.Script.flags
  const discourage = flags.VERIFY_DISCOURAGE_UPGRADABLE_WITNESS_PROGRAM ?? 0
  flags.STANDARD_VERIFY_FLAGS = (flags.STANDARD_VERIFY_FLAGS ?? 0) & ~discourage
  loaded = bcoin
  return bcoin
}
