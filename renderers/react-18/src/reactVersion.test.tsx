// @vitest-environment happy-dom
import { LatchProvider, useAccount } from '@latch/hooks'
import { Panel } from '@latch/react'
import { createTestLatch } from '@latch/testkit'
import { act, version } from 'react'
import { jsx } from 'react/jsx-runtime'
import { version as domVersion } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

// This run is worth something only if every file gets React 18.3: the test files, the hooks' and
// the UI's sources (imported through their packages, as a host app would), and the JSX runtime
// esbuild inserts. A second React anywhere would show as a version, an element React 18 does not
// know, or React's "Invalid hook call".
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const unmounts: (() => void)[] = []
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
})

function Status() {
  return <output>{useAccount().status}</output>
}

describe('the React this run uses', () => {
  it('is React 18.3, for react and react-dom', () => {
    expect(version).toMatch(/^18\.3\./)
    expect(domVersion).toMatch(/^18\.3\./)
  })

  it("makes elements as React 18 does, in this package's files and in the hooks' and the UI's", () => {
    // React 19 marks its elements with 'react.transitional.element'.
    const react18Element = Symbol.for('react.element')
    const mark = (element: unknown) => (element as { $$typeof: symbol }).$$typeof
    expect(mark(jsx('div', {}))).toBe(react18Element)
    expect(mark(<div />)).toBe(react18Element)
    // Components called as functions: the elements their own files' JSX made.
    expect(mark(LatchProvider({ client: createTestLatch() }))).toBe(react18Element)
    expect(mark(Panel({ title: 'Approve' }))).toBe(react18Element)
  })

  it("is the one the hooks' package renders with, on the client and on the server", async () => {
    const latch = createTestLatch()
    const app = (
      <LatchProvider client={latch}>
        <Status />
      </LatchProvider>
    )
    expect(renderToString(app)).toBe('<output>disconnected</output>')

    const container = document.createElement('div')
    const root = createRoot(container)
    unmounts.push(() => act(() => root.unmount()))
    await act(async () => root.render(app))
    expect(container.innerHTML).toBe('<output>disconnected</output>')
  })
})
