import { expect, it } from 'vitest'
import * as constants from './constants'
import * as core from './index'
import * as plugin from './plugin'

// The public API of @latch/core, entry by entry. A change here is a change of the contract:
// review it as one.
it('exports exactly these names from the app’s entry', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
})

it('exports exactly these names for plugin authors (@latch/core/plugin)', () => {
  expect(Object.keys(plugin).sort()).toMatchSnapshot()
})

it('exports the spec’s constants apart (@latch/core/constants), none twice', () => {
  expect(Object.keys(constants).sort()).toMatchSnapshot()
  const entries = [Object.keys(core), Object.keys(plugin), Object.keys(constants)]
  const all = entries.flat()
  expect(all.filter((name, index) => all.indexOf(name) !== index)).toEqual([])
})
