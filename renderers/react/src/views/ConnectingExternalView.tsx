import { useConnect, useLatchState, useMessages, useModal } from '@latch/hooks'
import { useEffect, useRef } from 'react'
import { modalMessages } from '../i18n/modalMessages'
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
  const { t } = useMessages(modalMessages)
  const name = connector?.name ?? t('yourWallet')

  // Once per visit, also when strict mode runs effects twice (the ref survives the re-run).
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    connect(connectorId).catch(() => {})
  }, [connect, connectorId])

  const retry = () => void connect(connectorId).catch(() => {})
  const image = (
    <Image src={connector?.imageUrl} alt={t('logo', { name })} name={name} size="large" />
  )

  if (status === 'error' && error) {
    return (
      <Panel
        image={image}
        title={connector?.name ?? t('wallet')}
        actions={<Button onClick={retry}>{t('retry')}</Button>}
      >
        <ErrorMessage error={error} />
        {error.code === 'CONNECTION_REJECTED' && <p className="latch-muted">{t('declined')}</p>}
      </Panel>
    )
  }
  if (status === 'success') {
    return <Panel image={image} title={t('connectedTo', { name })} />
  }
  return (
    <Panel image={image} title={t('continueIn', { name })}>
      <p className="latch-muted">{t('acceptRequest')}</p>
      <Spinner label={t('waitingFor', { name })} />
    </Panel>
  )
}
