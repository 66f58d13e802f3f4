import { expect, it } from 'vitest'
import * as eip155 from './index'

// The public API of @latch/eip155. A change here is a change of the contract: review it as one.
it('exports exactly these names', () => {
  expect(Object.keys(eip155).sort()).toMatchSnapshot()
})
