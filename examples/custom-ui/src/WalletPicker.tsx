import type { Connector } from '@latch/core'
import { useConnect, useConnectors, useLatch, useModal, useWalletSearch } from '@latch/hooks'
import { useWalletConnectPairing } from '@latch/walletconnect/hooks'
import { useEffect, useState } from 'react'

/**
 * WalletConnect without a QR library: the pairing's `wc:` link as text, with Copy link, while the
 * plugin offers it (it renews the link before it expires). Paste it into a wallet to connect.
 */
function WalletConnectLink() {
  const { uri } = useWalletConnectPairing()
  // The link last copied: a renewed link has not been copied yet.
  const [copied, setCopied] = useState<string>()
  if (!uri) return <p role="status">Preparing the WalletConnect link…</p>
  return (
    <section aria-labelledby="wc-title">
      <h3 id="wc-title">WalletConnect</h3>
      <p>Paste this link into your wallet (or the test phone wallet) to connect:</p>
      <output aria-label="WalletConnect link" className="wc-link">
        {uri}
      </output>{' '}
      <button
        type="button"
        onClick={() =>
          navigator.clipboard.writeText(uri).then(
            () => setCopied(uri),
            () => {},
          )
        }
      >
        {copied === uri ? 'Copied' : 'Copy link'}
      </button>
    </section>
  )
}

/**
 * The app's own wallet picker on the hooks: the installed wallets of the active namespace (the
 * Connect list of useConnectors: a wallet on several namespaces is one row, connecting where the
 * user is), connecting with its pending/error state (useConnect), and the catalogue search with
 * paging (useWalletSearch).
 */
export function WalletPicker() {
  const { close } = useModal()
  const latch = useLatch()
  const { list } = useConnectors()
  const installed = list.flatMap((item) => (item.group === 'injected' ? [item.connector] : []))
  // The relay protocol's connector (WalletConnect), first as in the spec's connector order.
  const relay = list.flatMap((item) => (item.group === 'walletConnect' ? [item.connector] : []))
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
    // Connected: this picker's job is done, unless a next step took the dialog over since (the
    // sign-in a required SIWX opens). Failures stay on screen with Try again.
    const view = () => latch.getState().router.history.at(-1)?.view
    const shownAtClick = view()
    connect(connector.id, { namespace: connector.namespace }).then(
      () => (view() === shownAtClick ? close() : undefined),
      () => {},
    )
  }

  return (
    <>
      <h2 id="wallets-title">Connect a wallet</h2>
      {relay.length > 0 && (
        <ul aria-label="WalletConnect">
          {relay.map((connector) => (
            <li key={`${connector.namespace}:${connector.id}`}>
              <button type="button" onClick={() => connectTo(connector)}>
                {connector.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {status === 'pending' && target?.kind === 'walletConnect' && <WalletConnectLink />}
      <ul aria-label="Installed wallets">
        {installed.map((connector) => (
          <li key={`${connector.namespace}:${connector.id}`}>
            <button type="button" onClick={() => connectTo(connector)}>
              {connector.name}
            </button>
          </li>
        ))}
      </ul>
      {status === 'pending' && target && target.kind !== 'walletConnect' && (
        <p role="status">Continue in {target.name}…</p>
      )}
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
