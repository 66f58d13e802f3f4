import { latchPackage } from '../../tsup.package'

export default latchPackage({
  // `./request-wallet`: the Wallet Standard wallet over a login method's own transport, for
  // login-method plugins (walletconnect, embedded-wallet).
  entry: { index: 'src/index.ts', 'request-wallet': 'src/requestWallet/index.ts' },
  splitting: true,
})
