import { mobileBrowseLink } from '@latch/core'
import { walletLink } from '@latch/walletconnect/hooks'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/startDevnet'
import { type LocalRelay, startLocalRelay } from '../relay/startLocalRelay'
import {
  closeTestSignClient,
  createTestSignClient,
  refuseRemoteFetch,
  type TestSignClient,
  withDeadline,
} from '../relay/test/testSignClients'
import { createRelayTestWallet, type RelayTestWallet } from '../relayWallet/relayTestWallet'
import { createMobileWalletApp, metaMaskApp, phantomApp } from './mobileWalletApp'

// Quirk 9: the link Latch builds for a phone, tapped into the wallet's app as the phone hands it
// over. MetaMask's universal link loses its query on the way in; Phantom on Android opens only from
// an intent. The pairing runs for real: a dapp SignClient, the local relay, the relay test wallet.

const uri = 'wc:abc@2?relay-protocol=irn&symKey=00ff'
const pageUrl = 'https://app.example/swap?x=1'

describe('the mobile wallet app (test option)', () => {
  it('drops the query of its universal link, and reads the whole of its scheme link', async () => {
    const app = createMobileWalletApp({ ...metaMaskApp, platform: 'ios' })
    const link = `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`
    expect(await app.open(link)).toEqual({ opened: true, received: 'https://metamask.app.link/wc' })
    expect(await app.open(`metamask://wc?uri=${encodeURIComponent(uri)}`)).toMatchObject({
      opened: true,
      pairingUri: uri,
    })
    expect(await app.open('https://other.example/wc')).toMatchObject({ opened: false })
  })

  it('on Android, opens only from an intent that names its package', async () => {
    const app = createMobileWalletApp({ ...phantomApp, platform: 'android' })
    const page = encodeURIComponent(pageUrl)
    expect(await app.open(`https://phantom.app/ul/browse/${page}?ref=x`)).toMatchObject({
      opened: false,
    })
    expect(await app.open(`phantom://browse/${page}`)).toMatchObject({ opened: false })
    expect(
      await app.open(`intent://browse/${page}#Intent;scheme=phantom;package=other.app;end`),
    ).toMatchObject({ opened: false })
    expect(
      await app.open(`intent://browse/${page}?ref=x#Intent;scheme=phantom;package=app.phantom;end`),
    ).toMatchObject({ opened: true, browsePage: pageUrl })
    // On iOS the universal link opens it, and an intent means nothing.
    const ios = createMobileWalletApp({ ...phantomApp, platform: 'ios' })
    expect(await ios.open(`https://phantom.app/ul/browse/${page}?ref=x`)).toMatchObject({
      opened: true,
      browsePage: pageUrl,
    })
  })
})

describe("Latch's phone links", () => {
  it("opens Phantom's browser on Android through an intent naming its app", async () => {
    const link = mobileBrowseLink(
      { rdns: 'app.phantom' },
      { pageUrl, activeNamespace: 'solana', injected: false, android: true },
    )
    const app = createMobileWalletApp({ ...phantomApp, platform: 'android' })
    expect(await app.open(link ?? '')).toMatchObject({ opened: true, browsePage: pageUrl })
    // On an iPhone the universal link stays (the intent would do nothing there).
    const iosLink = mobileBrowseLink(
      { rdns: 'app.phantom' },
      { pageUrl, activeNamespace: 'solana', injected: false },
    )
    const ios = createMobileWalletApp({ ...phantomApp, platform: 'ios' })
    expect(await ios.open(iosLink ?? '')).toMatchObject({ opened: true, browsePage: pageUrl })
  })

  describe('pairing MetaMask from its catalogue universal link', () => {
    let relay: LocalRelay
    let devnet: Devnet
    let remoteFetch: ReturnType<typeof refuseRemoteFetch>
    let dapp: TestSignClient
    let wallet: RelayTestWallet

    beforeAll(async () => {
      remoteFetch = refuseRemoteFetch()
      ;[relay, devnet] = await Promise.all([startLocalRelay(), startDevnet()])
    })
    afterAll(async () => {
      await Promise.all([relay?.stop(), devnet?.stop()])
      remoteFetch?.restore()
    })
    beforeEach(async () => {
      dapp = await createTestSignClient(relay.url, 'dapp')
      wallet = await createRelayTestWallet({
        relayUrl: relay.url,
        evm: { privateKeys: [devnet.accounts[0]!.privateKey], chains: devnet.chains },
      })
    })
    afterEach(async () => {
      await Promise.all([closeTestSignClient(dapp), wallet.close()])
      expect(remoteFetch.calls).toEqual([])
    })

    it('pairs MetaMask from its universal link, whose query the app never sees, on iOS and Android', async () => {
      const chain = `eip155:${devnet.chains[0]!.chainId}`
      for (const platform of ['ios', 'android'] as const) {
        const { uri: pairing, approval } = await dapp.connect({
          optionalNamespaces: {
            eip155: { chains: [chain], methods: ['personal_sign'], events: ['accountsChanged'] },
          },
        })
        const app = createMobileWalletApp({ ...metaMaskApp, platform, wallet })
        const opened = await app.open(walletLink(pairing!, 'https://metamask.app.link'))
        expect(opened, platform).toMatchObject({ opened: true, pairingUri: pairing })
        const [session] = await withDeadline(
          Promise.all([approval(), wallet.approve()]),
          15_000,
          `the session was not settled (${platform})`,
        )
        expect(session.namespaces.eip155?.accounts.map((a) => a.toLowerCase())).toEqual([
          `${chain}:${devnet.accounts[0]!.address}`.toLowerCase(),
        ])
      }
    })
  })
})
