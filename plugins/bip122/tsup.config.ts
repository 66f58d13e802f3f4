import { latchPackage } from '../../tsup.package'

export default latchPackage({
  // `./request-wallet`: the Wallet Standard wallet over a login method's own transport (the relay
  // session of walletconnect). `./verify`: BIP-322 verification, for servers.
  entry: {
    index: 'src/index.ts',
    'request-wallet': 'src/requestWallet/index.ts',
    verify: 'src/verify.ts',
  },
  splitting: true,
})
