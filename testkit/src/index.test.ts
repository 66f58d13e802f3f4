import { expect, it } from 'vitest'
import * as chromium from './browser/chromium'
import * as initScript from './browser/testWalletInitScript'
import * as conformance from './chain/chainAdapterConformance'
import * as evm from './evm'
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

// './evm': the main entry's functions that need none of the optional peers, the very same ones.
it('exports from ./evm what a plugin needs, as the main entry does', () => {
  expect(Object.keys(evm).sort()).toMatchSnapshot()
  const main: Record<string, unknown> = { ...testkit }
  for (const [name, value] of Object.entries(evm)) expect(main[name], name).toBe(value)
})

// './init-script': the test wallets as one script, for a page the test did not write.
it('exports from ./init-script the script maker alone', () => {
  expect(Object.keys(initScript)).toEqual(['testWalletInitScript'])
})
