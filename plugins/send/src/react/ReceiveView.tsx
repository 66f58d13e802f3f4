import type { LatchState } from '@latch/core'
import { useLatchState } from '@latch/hooks'
import { CopyButton } from '@latch/react'
import { encode } from 'uqr'

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
function AddressQr({ address }: { address: string }) {
  const { size, data } = encode(address, { ecc: 'M', border: 2 })
  let path = ''
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (data[y]?.[x]) path += `M${x} ${y}h1v1h-1z`
  }
  return (
    <svg
      className="latch-send-qr"
      role="img"
      aria-label={`QR code of ${address}`}
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
  if (!address) return <p className="latch-muted">Connect a wallet to receive.</p>
  return (
    <div className="latch-stack" style={{ justifyItems: 'center', textAlign: 'center' }}>
      <AddressQr address={address} />
      <p className="latch-muted">
        Send only assets on {network ?? 'this network'} to this address.
      </p>
      <p>
        <span className="latch-muted">Your address</span>
        <br />
        <code style={{ wordBreak: 'break-all' }}>{address}</code>
      </p>
      <CopyButton text={address} label="Copy address" />
    </div>
  )
}
