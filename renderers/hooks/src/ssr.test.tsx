import { createLatch } from '@latch/core'
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { LatchProvider } from './LatchProvider'
import { useAccount } from './useAccount'
import { useModal } from './useModal'

function Status() {
  const { status } = useAccount()
  const { isOpen, view } = useModal()
  return <p>{`${status} ${isOpen ? 'open' : 'closed'} on ${view}`}</p>
}

it('renders on a server, where there is no window', () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
  const latch = createLatch({ projectId: 'ssr', logLevel: 'silent' })
  const html = renderToString(
    <LatchProvider client={latch}>
      <Status />
    </LatchProvider>,
  )
  expect(html).toBe('<p>disconnected closed on Connect</p>')
})
