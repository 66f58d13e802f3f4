import { expect, it } from 'vitest'
import { describeFrameworkApp } from './describeFrameworkApp'
import type { AppUnderTest } from './frameworkApp'
import { nextApp } from './nextApp'

/** wagmi (`ssr: true`, its cookie) sees the connection Latch made, on the server too. */
function wagmiTests(app: () => AppUnderTest) {
  it("wagmi's own account is Latch's, in the page and in the server's HTML", async () => {
    const { page, owner, serverHtml } = app()
    const account = page.getByLabel('wagmi account', { exact: true })
    await expect.poll(() => account.textContent()).toBe(owner)
    expect(await serverHtml()).toContain(`aria-label="wagmi account">${owner}<`)
  })
}

// examples/next: Next.js 16 App Router, React 19.2+, wagmi with ssr: true; built with Turbopack
// (Next 16's default) and with webpack, one after the other. The budgets: 223.1 KB in 13 files
// and 303.2 KB in 10 (2026-11-29), with some room.
describeFrameworkApp(
  'next16-turbopack',
  nextApp({
    example: 'next',
    distDir: '.next-turbopack',
    firstPaintBudget: { kb: 232, files: 13 },
    moreTests: wagmiTests,
  }),
)
describeFrameworkApp(
  'next16-webpack',
  nextApp({
    example: 'next',
    bundler: 'webpack',
    distDir: '.next-webpack',
    firstPaintBudget: { kb: 312, files: 10 },
    moreTests: wagmiTests,
  }),
)
