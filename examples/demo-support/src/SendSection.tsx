import type { ChainNamespace } from '@latch/core'
import type { TransactionFields } from '@latch/core/plugin'
import { useCommand } from '@latch/hooks'
import { useId } from 'react'

export interface SendSectionProps {
  /** The section's heading: "Send 0.01 SOL". */
  title: string
  namespace: ChainNamespace
  transaction: TransactionFields
}

/** One transfer the host app offers: a button, then the transaction id or the error. */
export function SendSection({ title, namespace, transaction }: SendSectionProps) {
  const titleId = useId()
  const send = useCommand<'account.sendTransaction'>()
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <button
        type="button"
        onClick={() =>
          send.run({ type: 'account.sendTransaction', transaction, namespace }).catch(() => {})
        }
      >
        {title} to the second account
      </button>
      <output aria-label="Transaction">
        {send.isPending ? 'Waiting for the wallet…' : (send.data ?? send.error?.message)}
      </output>
    </section>
  )
}
