import { describe, expect, it } from 'vitest'
import { latchWarnings } from './latchWarnings'

// Build outputs shaped as Next.js prints them (webpack, then Turbopack).
const webpackOutput = `▲ Next.js 15.5.29
 ⚠ No build cache found. Please configure build caching for faster rebuilds.

 ⚠ Compiled with warnings in 12.3s

../../renderers/react/dist/chunk-TQFXVDEY.js
Attempted import error: 'Activity' is not exported from 'react' (imported as 'Activity').

Import trace for requested module:
../../renderers/react/dist/chunk-TQFXVDEY.js
../../renderers/react/dist/index.js
./app/page.tsx

./node_modules/some-lib/index.js
Critical dependency: the request of a dependency is an expression

Import trace for requested module:
./node_modules/some-lib/index.js
./app/page.tsx

../../node_modules/ox/_esm/tempo/internal/virtualMasterPool.js
Critical dependency: the request of a dependency is an expression

Import trace for requested module:
../../node_modules/ox/_esm/tempo/internal/virtualMasterPool.js
../../node_modules/viem/_esm/chains/index.js
../../plugins/eip155/dist/chunk-AKKNTOBF.js
./app/layout.tsx

Route (app)
┌ ƒ /
└ ○ /icon.svg`

const turbopackOutput = `▲ Next.js 16.4.6 (Turbopack)
✓ Compiled successfully in 49s

./node_modules/@latch/react/dist/index.js:3:1
Export createContext doesn't exist in target module
  1 | import { createContext } from 'react'`

describe('latchWarnings', () => {
  it("lists a bundler's warnings that name a Latch package, by path or by name", () => {
    expect(latchWarnings(webpackOutput)).toEqual([
      `../../renderers/react/dist/chunk-TQFXVDEY.js
Attempted import error: 'Activity' is not exported from 'react' (imported as 'Activity').

Import trace for requested module:
../../renderers/react/dist/chunk-TQFXVDEY.js
../../renderers/react/dist/index.js
./app/page.tsx`,
      // Raised in a dependency, through a Latch package: its import trace names it.
      expect.stringMatching(/^\.\.\/\.\.\/node_modules\/ox\/[\s\S]*plugins\/eip155\/dist/),
    ])
    expect(latchWarnings(turbopackOutput)).toEqual([
      `./node_modules/@latch/react/dist/index.js:3:1
Export createContext doesn't exist in target module
  1 | import { createContext } from 'react'`,
    ])
  })

  it("lists rolldown's (Vite 8) warnings, which start with their code", () => {
    const directive = (file: string) =>
      `\x1b[33m[MODULE_LEVEL_DIRECTIVE] \x1b[0mThe semantics of the module level directive "use client" in "${file}" may not be preserved when bundling.
   ╭─[ ${file}:1:1 ]
 1 │ 'use client';`
    const output = `vite v8.3.8 building client environment for production...
[plugin rolldown:vite-resolve] Module "node:worker_threads" has been externalized for browser compatibility, imported by "/w/node_modules/ox/_esm/tempo/internal/virtualMasterPool.js".
✓ 1512 modules transformed.

${directive('../../renderers/react/dist/index.js')}

${directive('node_modules/some-lib/dist/index.js')}

✓ built in 4.99s`
    expect(latchWarnings(output)).toEqual([directive('../../renderers/react/dist/index.js')])
  })

  it("leaves out others' warnings and what names Latch without warning", () => {
    const output = `⚠ No build cache found.

⚠ Compiled with warnings in 12.3s

./node_modules/some-lib/index.js
Critical dependency: the request of a dependency is an expression

Import trace for requested module:
./node_modules/some-lib/index.js
./app/page.tsx

Traced ../../renderers/react/dist/index.js (2 files)`
    expect(latchWarnings(output)).toEqual([])
  })
})
