/**
 * One documented behaviour of real wallets that the standards do not describe, replayed by a test
 * wallet option and survived by Latch. `docs/compatibility.md` is generated from these entries.
 */
export interface WalletQuirk {
  /** Stable kebab-case id, e.g. `is-metamask-impostor`. */
  id: string
  /** Which test wallet replays it: the EVM, Solana or relay-protocol one, a mobile link, a popup. */
  area: 'evm' | 'solana' | 'relay' | 'mobile' | 'popup' | 'reload'
  /** What the real wallet does, in one sentence. */
  behaviour: string
  /** Wallets it is known in (brand names as users know them). */
  knownIn: readonly string[]
  /** Where it was reported, when it was (a peer's tracker issue, a wallet's docs). */
  source?: string
  /** The test wallet option that replays it, as a user of the testkit writes it. */
  option: string
  /** What Latch does about it, in one sentence. */
  latch: string
  /** The test that proves it: a repository path and the test's exact name. */
  test: { file: string; name: string }
}
