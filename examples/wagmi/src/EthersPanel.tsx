import type { Eip1193Provider } from '@latch/eip155'
import { useProvider } from '@latch/hooks'
import { BrowserProvider } from 'ethers'
import { useId, useState } from 'react'

/** ethers v6 code of the app, on Latch's EIP-1193 provider. */
export function EthersPanel() {
  const titleId = useId()
  const { provider } = useProvider('eip155')
  const [result, setResult] = useState<string>()
  const sign = async () => {
    try {
      const signer = await new BrowserProvider(provider as Eip1193Provider).getSigner()
      setResult(await signer.signMessage('Hello from ethers'))
    } catch (error) {
      setResult((error as Error).message)
    }
  }
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>ethers</h2>
      <button type="button" disabled={!provider} onClick={() => void sign()}>
        Sign with ethers
      </button>
      <output aria-label="ethers signature">{result}</output>
    </section>
  )
}
