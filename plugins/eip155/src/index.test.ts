import { expect, it } from 'vitest'
import * as eip155 from './index'
import * as internal from './internal'

// The public API of @latch/eip155. A change here is a change of the contract: review it as one.
it('exports exactly these names', () => {
  expect(Object.keys(eip155).sort()).toMatchSnapshot()
})

// `@latch/eip155/internal`: the building blocks, out of the app's entry.
it('keeps its building blocks on the internal entry, none of them on the app’s', () => {
  expect(Object.keys(internal).sort()).toMatchSnapshot()
  expect(Object.keys(internal).filter((name) => name in eip155)).toEqual([])
})
