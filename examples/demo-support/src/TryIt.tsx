import { type ChainNamespace, type LatchState, parseAmount } from '@latch/core'
import { useAccount, useLatchState, useSignMessage } from '@latch/hooks'
import { AccountsSection } from './AccountsSection'
import type { DemoConfig } from './demoConfig'
import { SendSection, type SendSectionProps } from './SendSection'

const familyNames: Partial<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

/** The namespaces with a connected account, for people: "EVM and Solana". */
const selectConnected = (s: LatchState) =>
  (Object.keys(s.accounts) as ChainNamespace[])
    .filter((ns) => s.accounts[ns]?.status === 'connected' && s.accounts[ns]?.address)
    .map((ns) => familyNames[ns] ?? ns)
    .join(' and ')

/** What the host app sends on a namespace: to the local stack's second dev account. */
function transfers(namespace: ChainNamespace, demo: DemoConfig): SendSectionProps[] {
  if (namespace === 'eip155') {
    const transaction = { to: demo.recipient, value: parseAmount('0.01', 18) }
    return [{ title: 'Send 0.01 ETH', namespace, transaction }]
  }
  if (namespace === 'bip122') {
    if (!demo.bitcoin) return []
    const transaction = { to: demo.bitcoin.recipient, value: parseAmount('0.1', 8) }
    return [{ title: 'Send 0.1 BTC', namespace, transaction }]
  }
  if (namespace !== 'solana') return []
  const { recipient, mint } = demo.solana
  return [
    {
      title: 'Send 0.01 SOL',
      namespace,
      transaction: { to: recipient, value: parseAmount('0.01', 9) },
    },
    {
      title: `Send 1 ${mint.symbol}`,
      namespace,
      transaction: { to: recipient, value: parseAmount('1', mint.decimals), mint: mint.address },
    },
  ]
}

/** Sign and send on one namespace; keyed by it, so a switch starts with empty outputs. */
function Actions({ namespace, demo }: { namespace: ChainNamespace; demo?: DemoConfig }) {
  const sign = useSignMessage()
  return (
    <>
      <section aria-labelledby="sign-title">
        <h2 id="sign-title">Sign a message</h2>
        <button
          type="button"
          onClick={() => sign.signMessage('Hello from Latch', namespace).catch(() => {})}
        >
          Sign “Hello from Latch”
        </button>
        <output aria-label="Signature">
          {sign.isPending ? 'Waiting for the wallet…' : (sign.data ?? sign.error?.message)}
        </output>
      </section>
      {demo && transfers(namespace, demo).map((send) => <SendSection key={send.title} {...send} />)}
      <AccountsSection namespace={namespace} />
    </>
  )
}

/** What the host app does with the active namespace's account, through the hooks. */
export function TryIt({ demo }: { demo?: DemoConfig }) {
  const { isConnected, namespace } = useAccount()
  const connected = useLatchState(selectConnected)
  if (!isConnected || !namespace) {
    return <p>Connect a wallet to sign and send.{connected && ` Connected on ${connected}.`}</p>
  }
  return (
    <>
      <p>Connected on {connected}.</p>
      <Actions key={namespace} namespace={namespace} demo={demo} />
    </>
  )
}
