import { createLatch } from '@latch/core'
import { version } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton'
import { LatchUI } from '../LatchUI'

const serverHtml = () =>
  renderToString(
    <LatchUI client={createLatch({ projectId: 'ssr', logLevel: 'silent' })}>
      <ConnectButton />
      <ConnectButton label="Connect again" />
    </LatchUI>,
  )

it("styles a server-rendered button in the server's HTML, once, where React hoists styles", () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
  const html = serverHtml()
  if (Number.parseInt(version, 10) < 19) {
    // React 18 renders a <style> where it stands, once per button: the client inserts the sheet
    // instead, before the hydrated page lays out (the `react-18` project runs this).
    expect(html).not.toContain('<style')
    return
  }
  // React 19: before hydration the button already has its look (no unstyled flash, no layout
  // shift), from one sheet whatever the number of buttons.
  const sheets = html.match(/<style[^>]*data-href="latch-styles"[^>]*>[^<]*<\/style>/g) ?? []
  expect(sheets).toHaveLength(1)
  expect(sheets[0]).toContain('.latch-btn {')
  expect(html.indexOf('data-href="latch-styles"')).toBeLessThan(html.indexOf('Connect wallet'))
})
