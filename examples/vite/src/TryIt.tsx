import { type Latch, parseAmount } from '@latch/core'
import { useState } from 'react'

/** What the app itself does with the connected account, through the client's commands. */
export function TryIt({ latch }: { latch: Latch }) {
  return (
    <>
      <Action
        title="Sign a message"
        label="Sign “Hello from Latch”"
        output="Signature"
        run={() => latch.dispatch({ type: 'account.signMessage', message: 'Hello from Latch' })}
      />
      <Action
        title="Send 0.01 ETH"
        label="Send 0.01 ETH to yourself"
        output="Transaction"
        run={() =>
          latch.dispatch({
            type: 'account.sendTransaction',
            transaction: {
              to: latch.getState().accounts.eip155?.address ?? '',
              value: parseAmount('0.01', 18),
            },
          })
        }
      />
    </>
  )
}

/** A button, then what the wallet answered (or why not) in an output named `output`. */
function Action(props: { title: string; label: string; output: string; run(): Promise<string> }) {
  const [shown, setShown] = useState('')
  const onClick = () => {
    setShown('Waiting for the wallet…')
    props.run().then(setShown, (error: Error) => setShown(error.message))
  }
  return (
    <section aria-label={props.title}>
      <h2>{props.title}</h2>
      <button type="button" onClick={onClick}>
        {props.label}
      </button>
      <output aria-label={props.output}>{shown}</output>
    </section>
  )
}
