import { expect, it } from 'vitest'
import * as core from './index'

// The public API of @latch/core. A change here is a change of the contract: review it as one.
it('exports exactly these names', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
})
