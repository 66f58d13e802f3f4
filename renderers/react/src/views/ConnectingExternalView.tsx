import { useConnect, useLatchState, useModal } from '@latch/hooks'
import { useEffect, useRef } from 'react'
import { Button } from '../primitives/Button'
import { ErrorMessage } from '../primitives/ErrorMessage'
import { Image } from '../primitives/Image'
import { Panel } from '../primitives/Panel'
import { Spinner } from '../primitives/Spinner'

/**
 * ConnectingExternal (spec §2): asks the wallet once on arrival, waits for it, and offers Retry
 * after a refusal ('Connection rejected') or another error (shown by its message). The core
 * closes the modal when the wallet connects.
 */
export default function ConnectingExternalView() {
  const { viewData } = useModal()
  const connectorId = viewData.connectorId ?? ''
  const connector = useLatchState((s) => s.connectors.all.find((c) => c.id === connectorId))
  const { connect, status, error } = useConnect()
  const name = connector?.name ?? 'your wallet'

  // Once per visit, also when strict mode runs effects twice (the ref survives the re-run).
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    connect(connectorId).catch(() => {})
  }, [connect, connectorId])

  const retry = () => void connect(connectorId).catch(() => {})
  const image = <Image src={connector?.imageUrl} alt={`${name} logo`} name={name} size="large" />

  if (status === 'error' && error) {
    return (
      <Panel
        image={image}
        title={connector?.name ?? 'Wallet'}
        actions={<Button onClick={retry}>Retry</Button>}
      >
        <ErrorMessage>{error.message}</ErrorMessage>
        {error.code === 'CONNECTION_REJECTED' && (
          <p className="latch-muted">You declined the request. Retry when you are ready.</p>
        )}
      </Panel>
    )
  }
  if (status === 'success') {
    return <Panel image={image} title={`Connected to ${name}`} />
  }
  return (
    <Panel image={image} title={`Continue in ${name}`}>
      <p className="latch-muted">Accept the connection request in your wallet.</p>
      <Spinner label={`Waiting for ${name}`} />
    </Panel>
  )
}
