import { stringifyCookie } from 'cookie'
import { expect, it } from 'vitest'
import { describeFrameworkApp } from './describeFrameworkApp'
import { shortAddress } from './frameworkApp'
import { reactRouterApp } from './reactRouterApp'

/** The cookies of a visitor who connected `address` with the test wallet last time. */
const returningVisitor = (address: string) =>
  stringifyCookie({
    '@latch/connector_ids': JSON.stringify({ eip155: 'dev.latch.testwallet' }),
    '@latch/connections': JSON.stringify({
      eip155: [{ connectorId: 'dev.latch.testwallet', accounts: [{ address }] }],
    }),
  })

// The React Router 7 example: framework mode, server rendered, its Latch client per request from
// the request's cookies and the server's environment.
describeFrameworkApp('react-router', {
  ...reactRouterApp,
  moreTests(app) {
    it("renders visitors at once, each with their own account and nothing of another's", async () => {
      const { stack, url } = app()
      const [first, second] = stack.accounts.map((account) => account.address)
      const page = (cookie?: string) =>
        fetch(url, cookie ? { headers: { cookie } } : {}).then((response) => response.text())
      const [firstHtml, secondHtml, nobodyHtml] = await Promise.all([
        page(returningVisitor(first as string)),
        page(returningVisitor(second as string)),
        page(),
      ])
      expect(firstHtml).toContain(shortAddress(first as string))
      expect(firstHtml).not.toContain(shortAddress(second as string))
      expect(secondHtml).toContain(shortAddress(second as string))
      expect(secondHtml).not.toContain(shortAddress(first as string))
      expect(nobodyHtml).toContain('>Connect wallet<')
      expect(nobodyHtml).not.toContain(shortAddress(first as string))
    })

    it("sends the page only Latch's cookies, never the app's others (an HttpOnly session)", async () => {
      const { stack, url } = app()
      const cookie = `session=secret-session-id; ${returningVisitor(stack.accounts[0]?.address as string)}`
      const html = await (await fetch(url, { headers: { cookie } })).text()
      expect(html).toContain('connector_ids')
      expect(html).not.toContain('secret-session-id')
    })
  },
})
