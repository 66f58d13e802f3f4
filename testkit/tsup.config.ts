import { latchPackage } from '../tsup.package'

export default latchPackage({
  entry: {
    index: 'src/index.ts',
    evm: 'src/evm.ts',
    browser: 'src/wallet/browser.ts',
    'solana-browser': 'src/solanaWallet/browser.ts',
    cli: 'src/stack/cli.ts',
    conformance: 'src/chain/chainAdapterConformance.ts',
    chromium: 'src/browser/chromium.ts',
    'init-script': 'src/browser/testWalletInitScript.ts',
    dom: 'src/dom/queries.ts',
    fuzz: 'src/fuzz/index.ts',
    bundle: 'src/bundle/bundleFirstPaint.ts',
  },
  // The relay session's lists, written once in @latch/walletconnect, are built into the testkit:
  // its relay wallet grants what the plugin asks, without the plugin installed. From the plugin's
  // source: the workspace builds the testkit first (the plugin's tests need it).
  noExternal: ['@latch/walletconnect/relay-session'],
  esbuildOptions(options) {
    options.conditions = ['@latch/source', 'module']
  },
})
