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
