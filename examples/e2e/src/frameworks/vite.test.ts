import { readFile } from 'node:fs/promises'
import { newLoopbackContext } from '@latch/testkit/chromium'
import { expect, it } from 'vitest'
import { describeFrameworkApp } from './describeFrameworkApp'
import { scriptsBeforeButton } from './scriptsBeforeButton'
import { viteApp, viteDist } from './viteApp'

// The Vite example: a single-page app built with Vite's default config (no chunking options).
describeFrameworkApp('vite', {
  ...viteApp,
  moreTests(app) {
    it('first paint: the JS before the button is the files the built index.html names, nothing the page loads later (issue 38 will shrink it)', async () => {
      const { browser, url } = app()
      const { context } = await newLoopbackContext(browser)
      try {
        const scripts = await scriptsBeforeButton(context, url, 'Connect wallet')
        const html = await readFile(`${viteDist}index.html`, 'utf8')
        const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
          ([, path]) => new URL(path as string, url).href,
        )
        console.log(
          `[frameworks] vite: ${scripts.urls.length} JS files, ${(scripts.gzipBytes / 1024).toFixed(1)} KB gzip before the button (Vite's defaults)`,
        )
        expect(named.length).toBeGreaterThan(0)
        expect([...scripts.urls].sort()).toEqual([...named].sort())
      } finally {
        await context.close()
      }
    })
  },
})
