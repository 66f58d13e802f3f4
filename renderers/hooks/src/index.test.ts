import { expect, it } from 'vitest'
import * as hooks from './index'

// The public API of @latch/hooks. A change here is a change of the contract: review it as one.
it('exports exactly these names', () => {
  expect(Object.keys(hooks).sort()).toMatchSnapshot()
})
