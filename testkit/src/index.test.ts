import { expect, it } from 'vitest'
import * as chromium from './browser/chromium'
import * as conformance from './chain/chainAdapterConformance'
import * as testkit from './index'
import * as solanaBrowser from './solanaWallet/browser'
import * as browser from './wallet/browser'

// The public API of @latch/testkit ('.', './browser', './conformance', './chromium',
// './solana-browser'). A change here is a change of the contract: review it as one.
it('exports exactly these names', () => {
  expect(Object.keys(testkit).sort()).toMatchSnapshot()
  expect(Object.keys(browser).sort()).toMatchSnapshot()
  expect(Object.keys(conformance).sort()).toMatchSnapshot()
  expect(Object.keys(chromium).sort()).toMatchSnapshot()
  expect(Object.keys(solanaBrowser).sort()).toMatchSnapshot()
})
