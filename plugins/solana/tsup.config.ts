import { latchPackage } from '../../tsup.package'

export default latchPackage({
  // `./request-wallet`: the Wallet Standard wallet over a login method's own transport, for
  // login-method plugins (walletconnect, embedded-wallet). `./app-rpc`: the signing methods apps
  // may ask, alone (the embedded wallet's frame).
  entry: {
    index: 'src/index.ts',
    'request-wallet': 'src/requestWallet/index.ts',
    'app-rpc': 'src/appRpc.ts',
  },
  splitting: true,
})
