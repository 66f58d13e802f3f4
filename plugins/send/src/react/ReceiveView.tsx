import type { LatchState } from '@latch/core'
import { useLatchState, useMessages } from '@latch/hooks'
import { CopyButton } from '@latch/react'
import { encode } from 'uqr'
import { sendMessages } from './i18n/messages'

const selectReceiving = (s: LatchState) => {
  const namespace = s.networks.activeNamespace
  const network = namespace ? s.networks.byNamespace[namespace] : undefined
  const name = network?.requested.find((n) => n.caipNetworkId === network.caipNetworkId)?.name
  return {
    address: namespace ? s.accounts[namespace]?.address : undefined,
    network: name,
  }
}

/** The address as a QR code (uqr, drawn locally), dark modules as one path. */
function AddressQr({ address, label }: { address: string; label: string }) {
  const { size, data } = encode(address, { ecc: 'M', border: 2 })
  let path = ''
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (data[y]?.[x]) path += `M${x} ${y}h1v1h-1z`
  }
  return (
    <svg
      className="latch-send-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="200"
      height="200"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}

/** Receive: the connected account's address to pay to, with copy and a QR code. */
export default function ReceiveView() {
  const { address, network } = useLatchState(selectReceiving, (a, b) => a.address === b.address)
  const { t } = useMessages(sendMessages)
  if (!address) return <p className="latch-muted">{t('connectToReceive')}</p>
  return (
    <div className="latch-stack" style={{ justifyItems: 'center', textAlign: 'center' }}>
      <AddressQr address={address} label={t('qrOf', { address })} />
      <p className="latch-muted">{network ? t('sendOnlyOn', { network }) : t('sendOnlyOnThis')}</p>
      <p>
        <span className="latch-muted">{t('yourAddress')}</span>
        <br />
        <code style={{ wordBreak: 'break-all' }}>{address}</code>
      </p>
      <CopyButton text={address} label={t('copyAddress')} />
    </div>
  )
}
