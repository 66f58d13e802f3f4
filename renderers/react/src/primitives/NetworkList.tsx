import type { CaipNetworkId, ChainNamespace, Network } from '@latch/core'
import { useMessages } from '@latch/hooks'
import { modalMessages } from '../i18n/modalMessages'
import { Image } from './Image'
import { ListItem } from './ListItem'

// A namespace of a plugin from elsewhere is shown by its id.
const namespaceNames: Partial<Record<ChainNamespace, string>> = {
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/** A chain family's name for people ("Solana", "EVM networks" in the client's language). */
export function namespaceName(
  namespace: ChainNamespace,
  t: (key: 'evmNetworks') => string,
): string {
  return namespace === 'eip155' ? t('evmNetworks') : (namespaceNames[namespace] ?? namespace)
}

/** A network's image: its own URL, else the one the catalogue resolved for its image id. */
export function networkImage(network: Network, images: Record<string, string>): string | undefined {
  return (
    network.assets?.imageUrl ??
    (network.assets?.imageId ? images[network.assets.imageId] : undefined)
  )
}

export interface NetworkListProps {
  networks: readonly Network[]
  /** The active network, marked aria-current. */
  activeId?: CaipNetworkId
  images: Record<string, string>
  onPick(network: Network): void
  disabled?: boolean
  label: string
}

function Group({
  label,
  networks,
  activeId,
  images,
  onPick,
  disabled,
}: NetworkListProps & { label: string }) {
  const { t } = useMessages(modalMessages)
  return (
    <ul className="latch-list" aria-label={label}>
      {networks.map((network) => (
        <li key={network.caipNetworkId}>
          <ListItem
            label={network.name}
            current={network.caipNetworkId === activeId}
            tag={network.caipNetworkId === activeId ? t('active') : undefined}
            disabled={disabled}
            image={<Image src={networkImage(network, images)} alt="" name={network.name} />}
            onClick={() => onPick(network)}
          />
        </li>
      ))}
    </ul>
  )
}

/**
 * The app's networks as rows, the active one marked; grouped under a heading per namespace when
 * the app offers more than one.
 */
export function NetworkList(props: NetworkListProps) {
  const { t } = useMessages(modalMessages)
  const groups = new Map<ChainNamespace, Network[]>()
  for (const network of props.networks) {
    groups.set(network.chainNamespace, [...(groups.get(network.chainNamespace) ?? []), network])
  }
  if (groups.size <= 1) return <Group {...props} />
  return (
    <>
      {[...groups].map(([namespace, networks]) => (
        <div key={namespace} className="latch-group">
          <h3 className="latch-group__title">{namespaceName(namespace, t)}</h3>
          <Group {...props} networks={networks} label={namespaceName(namespace, t)} />
        </div>
      ))}
    </>
  )
}
