import type { Connector } from '@latch/core'
import { useConnect, useConnectors, useModal, useWalletSearch } from '@latch/hooks'
import { useEffect, useState } from 'react'

/**
 * The app's own wallet picker on the hooks: the installed wallets of the active namespace (the
 * Connect list of useConnectors: a wallet on several namespaces is one row, connecting where the
 * user is), connecting with its pending/error state (useConnect), and the catalogue search with
 * paging (useWalletSearch).
 */
export function WalletPicker() {
  const { close } = useModal()
  const { list } = useConnectors()
  const installed = list.flatMap((item) => (item.group === 'injected' ? [item.connector] : []))
  const { connect, status, error } = useConnect()
  const [target, setTarget] = useState<Connector>()
  const catalogue = useWalletSearch()
  const shown = catalogue.query ? catalogue.results : catalogue.wallets

  const { wallets, fetchNextPage } = catalogue
  useEffect(() => {
    if (wallets.length === 0) void fetchNextPage()
  }, [wallets.length, fetchNextPage])

  const connectTo = (connector: Connector) => {
    setTarget(connector)
    // Connected: this picker's job is done. (Failures stay on screen with Try again.)
    connect(connector.id, { namespace: connector.namespace }).then(
      () => close(),
      () => {},
    )
  }

  return (
    <>
      <h2 id="wallets-title">Connect a wallet</h2>
      <ul aria-label="Installed wallets">
        {installed.map((connector) => (
          <li key={`${connector.namespace}:${connector.id}`}>
            <button type="button" onClick={() => connectTo(connector)}>
              {connector.name}
            </button>
          </li>
        ))}
      </ul>
      {status === 'pending' && target && <p role="status">Continue in {target.name}…</p>}
      {status === 'error' && error && target && (
        <p role="alert" className="error">
          {error.message}{' '}
          <button type="button" onClick={() => connectTo(target)}>
            Try again
          </button>
        </p>
      )}
      <input
        type="search"
        aria-label="Search wallets"
        placeholder="Search 600+ wallets"
        onChange={(event) => void catalogue.search(event.target.value)}
      />
      <ul
        aria-label="All wallets"
        onScroll={(event) => {
          const list = event.currentTarget
          const nearEnd = list.scrollTop + list.clientHeight > list.scrollHeight - 80
          if (!catalogue.query && catalogue.hasMore && nearEnd) void fetchNextPage()
        }}
      >
        {shown.map((wallet) => (
          <li key={wallet.id}>
            <a href={wallet.homepage ?? undefined} target="_blank" rel="noopener noreferrer">
              {wallet.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
