import type { ChainNamespace, LatchState } from '@latch/core'
import { shallowEqual, useCommand, useLatchState } from '@latch/hooks'

/** The active wallet's other accounts on `namespace`, with their types. */
const otherAccounts = (namespace: ChainNamespace) => (s: LatchState) => {
  const account = s.accounts[namespace]
  return {
    connectorId: s.connectors.activeIds[namespace],
    others: (account?.allAccounts ?? []).filter(({ address }) => address !== account?.address),
  }
}

/**
 * The wallet's other accounts, each a button that makes it the active one
 * (`connection.switch`): a Bitcoin wallet's ordinals account is refused, as the spec says.
 * Nothing when the wallet shows one account.
 */
export function AccountsSection({ namespace }: { namespace: ChainNamespace }) {
  const { connectorId, others } = useLatchState(otherAccounts(namespace), shallowEqual)
  const use = useCommand<'connection.switch'>()
  if (!connectorId || others.length === 0) return null
  return (
    <section aria-labelledby="accounts-title">
      <h2 id="accounts-title">Other accounts</h2>
      {others.map(({ address, type }) => (
        <button
          key={address}
          type="button"
          onClick={() =>
            use.run({ type: 'connection.switch', namespace, connectorId, address }).catch(() => {})
          }
        >
          Use the {type} account {address.slice(0, 10)}…
        </button>
      ))}
      <output aria-label="Account switch">
        {use.isPending ? 'Switching…' : use.error?.message}
      </output>
    </section>
  )
}
