import { type Devnet, startDevnet } from '@latch/testkit'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNonceStore } from './nonceStore'
import {
  latchTestSmartAccountAbi,
  latchTestSmartAccountBytecode,
} from './test/contracts/LatchTestSmartAccount.artifact'
import { solanaKey } from './test/solanaKey'
import { SiwxVerificationError, verifySiwxMessage } from './verifySiwxMessage'

// The reference verifier against real signatures: EIP-191 checked through a real chain (anvil),
// ed25519 for Solana; and the attacks it exists to stop.

let devnet: Devnet
let client: PublicClient
/** A deployed smart account (ERC-1271) owned by dev account 2. */
let smartAccount: Address
beforeAll(async () => {
  devnet = await startDevnet()
  client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) }) as PublicClient
  const deployer = createWalletClient({
    account: privateKeyToAccount(devnet.accounts[1]!.privateKey),
    transport: http(devnet.chains[0]!.rpcUrl),
  })
  const hash = await deployer.deployContract({
    abi: latchTestSmartAccountAbi,
    bytecode: latchTestSmartAccountBytecode,
    args: [devnet.accounts[2]!.address],
    chain: null,
  })
  smartAccount = getAddress((await client.waitForTransactionReceipt({ hash })).contractAddress!)
})
afterAll(() => devnet?.stop())

const DOMAIN = 'app.example'
const START = Date.UTC(2026, 0, 1)
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** The browser that asked for the nonces (its session cookie's value, say). */
const CLIENT = 'session-of-the-browser'

function world() {
  let now = START
  const store = createNonceStore({ now: () => now, ttlMs: 5 * 60_000 })
  // Nonces asked for by CLIENT, unless another client is named.
  const nonces = {
    issue: (client = CLIENT) => store.issue(client),
    size: () => store.size(),
  }
  const options = {
    domain: DOMAIN,
    nonces: store,
    client: CLIENT,
    now: () => now,
    publicClient: () => client,
  }
  return { nonces, options, advance: (ms: number) => (now += ms) }
}

const evmAccount = () => privateKeyToAccount(devnet.accounts[2]!.privateKey)
const chainId = () => devnet.chains[0]!.chainId

async function signedEvm(
  nonce: string,
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
  signer = evmAccount(),
) {
  const message = createSiweMessage({
    domain: DOMAIN,
    address: evmAccount().address,
    statement: 'Sign in to App',
    uri: `https://${DOMAIN}`,
    version: '1',
    chainId: chainId(),
    nonce,
    issuedAt: new Date(START),
    expirationTime: new Date(START + 60 * 60_000),
    ...overrides,
  })
  return {
    message,
    signature: await signer.signMessage({ message }),
    caipNetworkId: `eip155:${chainId()}`,
  }
}

function signedSolana(
  nonce: string,
  key = solanaKey(),
  overrides: { domain?: string; uri?: string; issuedAt?: string } = {},
) {
  const message = createSignInMessageText({
    domain: overrides.domain ?? DOMAIN,
    address: key.address,
    statement: 'Sign in to App',
    uri: overrides.uri ?? `https://${DOMAIN}`,
    version: '1',
    chainId: SOLANA,
    nonce,
    issuedAt: overrides.issuedAt ?? new Date(START).toISOString(),
    expirationTime: new Date(START + 60 * 60_000).toISOString(),
  })
  return { message, signature: key.sign(message), caipNetworkId: SOLANA, key }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof SiwxVerificationError ? error.reason : error),
  )

describe('verifySiwxMessage on eip155 (EIP-4361)', () => {
  it('awaits a store that answers promises (one on a shared database): a replay is refused', async () => {
    const { nonces, options } = world()
    const asynchronous = {
      find: async (nonce: string, client: string) => options.nonces.find(nonce, client),
      consume: async (nonce: string, client: string) => options.nonces.consume(nonce, client),
    }
    const signed = await signedEvm(nonces.issue().nonce)
    const verify = () => verifySiwxMessage(signed, { ...options, nonces: asynchronous })
    await expect(verify()).resolves.toMatchObject({ domain: DOMAIN })
    expect(await refusal(verify())).toBe('nonce')
    const unknown = await signedEvm('unknownnonce1')
    expect(await refusal(verifySiwxMessage(unknown, { ...options, nonces: asynchronous }))).toBe(
      'nonce',
    )
  })

  it("accepts the account's signature of a fresh message and returns its data", async () => {
    const { nonces, options } = world()
    const { nonce } = nonces.issue()
    const signed = await signedEvm(nonce)
    await expect(verifySiwxMessage(signed, options)).resolves.toMatchObject({
      accountAddress: evmAccount().address,
      caipNetworkId: `eip155:${chainId()}`,
      domain: DOMAIN,
      nonce,
      expirationTime: new Date(START + 60 * 60_000).toISOString(),
    })
  })

  it('refuses a replayed nonce: the same signed message works once', async () => {
    const { nonces, options } = world()
    const signed = await signedEvm(nonces.issue().nonce)
    await verifySiwxMessage(signed, options)
    expect(await refusal(verifySiwxMessage(signed, options))).toBe('nonce')
  })

  it('accepts only one of two requests racing with the same nonce', async () => {
    const { nonces, options } = world()
    const signed = await signedEvm(nonces.issue().nonce)
    const results = await Promise.all([
      refusal(verifySiwxMessage(signed, options)),
      refusal(verifySiwxMessage(signed, options)),
    ])
    expect(results.sort()).toEqual(['accepted', 'nonce'])
  })

  it('refuses a nonce it never issued', async () => {
    const { options } = world()
    expect(await refusal(verifySiwxMessage(await signedEvm('madeup12345678'), options))).toBe(
      'nonce',
    )
  })

  it('refuses a message made for another domain (a phishing page relaying it)', async () => {
    const { nonces, options } = world()
    const signed = await signedEvm(nonces.issue().nonce, { domain: 'evil.example' })
    expect(await refusal(verifySiwxMessage(signed, options))).toBe('domain')
    // The nonce was not used up by the refused attempt.
    expect(nonces.size()).toBe(1)
  })

  it('refuses an expired message, and one not valid yet', async () => {
    const { nonces, options, advance } = world()
    const late = await signedEvm(nonces.issue().nonce, {
      expirationTime: new Date(START + 10 * 60_000),
    })
    const early = await signedEvm(nonces.issue().nonce, { notBefore: new Date(START + 60_000) })
    expect(await refusal(verifySiwxMessage(early, options))).toBe('expired')
    advance(10 * 60_000)
    expect(await refusal(verifySiwxMessage(late, options))).toBe('expired')
  })

  it('refuses a nonce that expired before the message came back', async () => {
    const { nonces, options, advance } = world()
    const signed = await signedEvm(nonces.issue().nonce)
    advance(5 * 60_000)
    expect(await refusal(verifySiwxMessage(signed, options))).toBe('nonce')
  })

  it('refuses a signature by another key', async () => {
    const { nonces, options } = world()
    const other = privateKeyToAccount(devnet.accounts[5]!.privateKey)
    const signed = await signedEvm(nonces.issue().nonce, {}, other)
    expect(await refusal(verifySiwxMessage(signed, options))).toBe('signature')
  })

  it('refuses a tampered message: a changed field, or text added', async () => {
    const { nonces, options } = world()
    const signed = await signedEvm(nonces.issue().nonce)
    const longer = signed.message.replace('Sign in to App', 'Sign in to App and pay')
    expect(await refusal(verifySiwxMessage({ ...signed, message: longer }, options))).toBe(
      'signature',
    )
    const added = `${signed.message}\nExtra: field`
    expect(await refusal(verifySiwxMessage({ ...signed, message: added }, options))).toBe(
      'malformed',
    )
  })

  it('refuses a message sent for another network than its own', async () => {
    const { nonces, options } = world()
    const signed = await signedEvm(nonces.issue().nonce)
    const other = { ...signed, caipNetworkId: 'eip155:1' }
    expect(await refusal(verifySiwxMessage(other, options))).toBe('network')
    expect(await refusal(verifySiwxMessage({ ...signed, caipNetworkId: SOLANA }, options))).toBe(
      'network',
    )
  })
})

describe('verifySiwxMessage: whose nonce, which URI, when issued', () => {
  it('refuses a nonce issued to another client, and leaves it to its own', async () => {
    const { nonces, options } = world()
    // The attacker asks for a nonce in its own session and signs in with its own account; the
    // signed message is then posted from the victim's session (login CSRF), or leaked and replayed.
    const signed = await signedEvm(nonces.issue('attacker-session').nonce)
    expect(await refusal(verifySiwxMessage(signed, options))).toBe('nonce')
    const own = { ...options, client: 'attacker-session' }
    expect(await refusal(verifySiwxMessage(signed, own))).toBe('accepted')
  })

  it('refuses a message naming another URI than the site’s', async () => {
    const { nonces, options } = world()
    for (const uri of [
      'https://evil.example',
      'https://app.example.evil.example',
      'ftp://app.example',
    ]) {
      const signed = await signedEvm(nonces.issue().nonce, { uri })
      expect(await refusal(verifySiwxMessage(signed, options))).toBe('uri')
    }
    const solana = signedSolana(nonces.issue().nonce, solanaKey(), { uri: 'https://evil.example' })
    expect(await refusal(verifySiwxMessage(solana, options))).toBe('uri')
    // A site that names its URI: the message's must be on that origin.
    const named = { ...options, uri: 'https://login.app.example' }
    const path = await signedEvm(nonces.issue().nonce, { uri: 'https://login.app.example/in' })
    expect(await refusal(verifySiwxMessage(path, named))).toBe('accepted')
    const other = await signedEvm(nonces.issue().nonce)
    expect(await refusal(verifySiwxMessage(other, named))).toBe('uri')
  })

  it('refuses an issue time ahead of the clock by more than a minute, or before its nonce (fake clock)', async () => {
    const { nonces, options, advance } = world()
    const ahead = await signedEvm(nonces.issue().nonce, { issuedAt: new Date(START + 60_001) })
    expect(await refusal(verifySiwxMessage(ahead, options))).toBe('issuedAt')
    const justAhead = await signedEvm(nonces.issue().nonce, { issuedAt: new Date(START + 60_000) })
    expect(await refusal(verifySiwxMessage(justAhead, options))).toBe('accepted')
    // A message dated before its nonce existed: back-dated, or made in advance.
    advance(4 * 60_000)
    const backDated = await signedEvm(nonces.issue().nonce, { issuedAt: new Date(START) })
    expect(await refusal(verifySiwxMessage(backDated, options))).toBe('issuedAt')
    const solana = signedSolana(nonces.issue().nonce, solanaKey(), {
      issuedAt: new Date(START + 10 * 60_000).toISOString(),
    })
    expect(await refusal(verifySiwxMessage(solana, options))).toBe('issuedAt')
    // The refusals used nothing up.
    expect(nonces.size()).toBe(3)
  })
})

describe('verifySiwxMessage for a smart account (ERC-1271, through the chain)', () => {
  it("accepts the account's signature as its contract validates it (signed by its owner)", async () => {
    const { nonces, options } = world()
    const signed = await signedEvm(nonces.issue().nonce, { address: smartAccount })
    await expect(verifySiwxMessage(signed, options)).resolves.toMatchObject({
      accountAddress: smartAccount,
    })
  })

  it('refuses a signature its contract does not validate (not its owner)', async () => {
    const { nonces, options } = world()
    const stranger = privateKeyToAccount(devnet.accounts[6]!.privateKey)
    const signed = await signedEvm(nonces.issue().nonce, { address: smartAccount }, stranger)
    expect(await refusal(verifySiwxMessage(signed, options))).toBe('signature')
  })
})

describe('verifySiwxMessage on solana (Sign In With Solana)', () => {
  it("accepts the account's ed25519 signature of the text", async () => {
    const { nonces, options } = world()
    const signed = signedSolana(nonces.issue().nonce)
    await expect(verifySiwxMessage(signed, options)).resolves.toMatchObject({
      accountAddress: signed.key.address,
      caipNetworkId: SOLANA,
      domain: DOMAIN,
    })
  })

  it('refuses a replay, another domain, another key, a tampered text and an expired message', async () => {
    const { nonces, options, advance } = world()
    const signed = signedSolana(nonces.issue().nonce)
    await verifySiwxMessage(signed, options)
    expect(await refusal(verifySiwxMessage(signed, options))).toBe('nonce')

    const phished = signedSolana(nonces.issue().nonce, solanaKey(), { domain: 'evil.example' })
    expect(await refusal(verifySiwxMessage(phished, options))).toBe('domain')

    const fresh = signedSolana(nonces.issue().nonce)
    const forged = { ...fresh, signature: solanaKey().sign(fresh.message) }
    expect(await refusal(verifySiwxMessage(forged, options))).toBe('signature')
    const tampered = fresh.message.replace('Sign in to App', 'Sign in to Bank')
    expect(await refusal(verifySiwxMessage({ ...fresh, message: tampered }, options))).toBe(
      'signature',
    )
    expect(
      await refusal(verifySiwxMessage({ ...fresh, signature: 'not base58 0OIl' }, options)),
    ).toBe('signature')

    advance(60 * 60_000)
    expect(await refusal(verifySiwxMessage(fresh, options))).toBe('expired')
  })

  it('refuses anything that is not a sign-in message', async () => {
    const { options } = world()
    for (const message of ['', 'hello', 'x wants you to sign in with your Solana account:\n']) {
      expect(
        await refusal(
          verifySiwxMessage({ message, signature: '1', caipNetworkId: SOLANA }, options),
        ),
      ).toBe('malformed')
    }
    expect(
      await refusal(
        verifySiwxMessage({ message: 'hi', signature: '1', caipNetworkId: 'bip122:000' }, options),
      ),
    ).toBe('network')
  })
})
