import { describe, expect, it } from 'vitest'
import { scriptsNamedBy } from './firstPaintScripts'

describe('scriptsNamedBy', () => {
  it("lists the scripts and script preloads a page's HTML names, as absolute URLs", () => {
    const html = `<!doctype html><html><head>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>
      <link rel="modulepreload" href="./assets/entry.client-2.js">
      <link rel="preload" as="style" href="/styles.css">
      <link rel="stylesheet" href="/app.css">
      <script src="/_next/static/chunks/main-app-3.js?v=1&amp;x=2" async=""></script>
      <script>self.__next_f.push([1,"inline"])</script>
    </head></html>`
    expect([...scriptsNamedBy(html, 'http://127.0.0.1:3000/some/page')]).toEqual([
      'http://127.0.0.1:3000/_next/static/chunks/main-app-3.js?v=1&x=2',
      'http://127.0.0.1:3000/_next/static/chunks/webpack-1.js',
      'http://127.0.0.1:3000/some/assets/entry.client-2.js',
    ])
  })
})
