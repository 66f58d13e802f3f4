import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsOnMethod,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import { z } from 'zod'
import { ChangeListeners } from './changeListeners'
import {
  parseInputs,
  signAndSendTransactionInputSchema,
  signMessageInputSchema,
  signTransactionInputSchema,
} from './featureInputs'
import {
  type PromptingFeature,
  type RejectSolanaNextOptions,
  ScriptedFeatureRejections,
} from './scriptedRejections'
import { sendWireTransaction } from './sendWireTransaction'
import { signWireTransaction, supportedTransactionVersions } from './signWireTransaction'
import { type SolanaSigner, solanaSigner } from './solanaSigner'
import {
  type CreateSolanaTestWalletOptions,
  secretKeySchema,
  solanaTestWalletOptionsSchema,
} from './solanaWalletOptions'
import {
  WalletAccountError,
  WalletLockedError,
  WalletMessageNotTextError,
  WalletRejectedError,
} from './walletErrors'

export type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** A snapshot of what the wallet holds and how it is scripted. */
export interface SolanaTestWalletState {
  chains: IdentifierString[]
  /** Every account the wallet holds (base58), in order. */
  accounts: string[]
  /** What `wallet.accounts` shows the app: the accounts when connected and unlocked, else none. */
  exposedAccounts: string[]
  /** The app was approved (now or on an earlier visit): a silent connect succeeds. */
  authorized: boolean
  /** The app connected in this session (a connect succeeded, no disconnect since). */
  connected: boolean
  locked: boolean
  responseDelayMs: number
  pendingRejections: number
}

/** A Wallet Standard wallet signing with local keys, plus the switches tests use to script it. */
export interface SolanaTestWallet extends Wallet {
  /** Every feature, except those the `omitFeatures` quirk leaves out (absent at run time). */
  readonly features: SolanaTestWalletFeatures
  getState(): SolanaTestWalletState
  /** The user will reject the next prompt (or the next `count`, or of one `feature`) with 4001. */
  rejectNext(options?: RejectSolanaNextOptions): void
  clearRejections(): void
  /** Every later feature call waits this long before it is answered. 0 answers at once. */
  setResponseDelay(ms: number): void
  /**
   * Replace the held accounts (64-byte secret keys): emits `change` if the app sees them, unless
   * the `silentAccountChanges` quirk is on.
   */
  setAccounts(secretKeys: Array<Uint8Array | number[]>): void
  /** Hides the accounts (emits `change` if the app saw them); connect and signing fail until unlocked. */
  lock(): void
  unlock(): void
  /** The user disconnects the app in the wallet: authorisation revoked, `change` with no accounts. */
  disconnectFromWallet(): void
}

interface HeldAccount {
  signer: SolanaSigner
  account: ReadonlyWalletAccount
}

const signingFeatures: IdentifierString[] = [
  SolanaSignAndSendTransaction,
  SolanaSignTransaction,
  SolanaSignMessage,
]

/** Bytes a strict UTF-8 decoder accepts: what a text-only wallet agrees to show and sign. */
const isUtf8 = (bytes: Uint8Array) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

/**
 * Creates a Wallet Standard wallet for Solana backed by local secret keys: it signs for real with
 * ed25519 and sends to the RPC URL of the chain an app names. Apps see it as any browser wallet.
 *
 * @example
 * const wallet = createSolanaTestWallet({
 *   secretKeys: [validator.accounts[0].secretKey],
 *   chains: [{ chainId: validator.chainId, rpcUrl: validator.rpcUrl }],
 * })
 * const { accounts } = await wallet.features['standard:connect'].connect()
 * wallet.rejectNext({ feature: 'solana:signMessage' }) // the next message signature fails with 4001
 */
export function createSolanaTestWallet(options: CreateSolanaTestWalletOptions): SolanaTestWallet {
  // `satisfies`: the options interface may not allow what the schema is not typed to accept.
  const parsed = solanaTestWalletOptionsSchema.safeParse(
    options satisfies z.input<typeof solanaTestWalletOptionsSchema>,
  )
  if (!parsed.success) {
    throw new Error(`invalid createSolanaTestWallet options: ${z.prettifyError(parsed.error)}`)
  }
  const config = parsed.data

  const rpcUrls = new Map(config.chains.map((chain) => [chain.chainId, chain.rpcUrl]))
  const chains = Object.freeze([...rpcUrls.keys()] as IdentifierString[])
  const omitted = new Set<string>(config.omitFeatures)
  const accountFeatures = signingFeatures.filter((feature) => !omitted.has(feature))
  const changes = new ChangeListeners()
  const rejections = new ScriptedFeatureRejections()
  const hold = (secretKeys: Uint8Array[]): HeldAccount[] =>
    secretKeys.map((secretKey) => {
      const signer = solanaSigner(secretKey)
      const account = new ReadonlyWalletAccount({
        address: signer.address,
        publicKey: signer.publicKey,
        chains,
        features: accountFeatures,
      })
      return { signer, account }
    })
  let held = hold(config.secretKeys)
  let authorized = config.authorized
  let connected = false
  let locked = config.locked
  let responseDelayMs = config.responseDelayMs

  // The `listsAccountsWhileLocked` quirk: an approved site's accounts are listed from page load,
  // locked or not, as if connected.
  const exposed = () =>
    (connected && !locked) || (authorized && config.listsAccountsWhileLocked) ? held : []
  const addresses = (accounts: HeldAccount[]) => accounts.map((entry) => entry.signer.address)

  /**
   * Applies a change, then tells the app (`change`) and the installer what it changed. `silent`:
   * the app is not told (the `silentAccountChanges` quirk).
   */
  const changeExposure = (change: () => void, silent = false) => {
    const before = addresses(exposed()).join()
    const wasAuthorized = authorized
    const wasLocked = locked
    change()
    if (authorized !== wasAuthorized) config.onAuthorizedChange?.(authorized)
    if (locked !== wasLocked) config.onLockedChange?.(locked)
    if (!silent && addresses(exposed()).join() !== before) {
      changes.emit({ accounts: exposed().map((entry) => entry.account) })
    }
  }

  /** Every feature call is answered after the scripted delay, as a wallet popup takes time. */
  const answer = async <T>(work: () => T | Promise<T>): Promise<T> => {
    if (responseDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, responseDelayMs))
    return work()
  }

  /** The point where a real wallet shows its prompt; a scripted rejection answers it. */
  const askUser = (feature: PromptingFeature) => {
    if (rejections.consume(feature)) throw new WalletRejectedError()
  }

  /** The signer of `address`, which must be an account the app sees. */
  const exposedSigner = (address: string): SolanaSigner => {
    if (locked) throw new WalletLockedError()
    const entry = exposed().find((candidate) => candidate.signer.address === address)
    if (entry) return entry.signer
    throw new WalletAccountError(
      addresses(held).includes(address)
        ? `${address} is not connected to this app: call standard:connect first`
        : `${address} is not an account of this wallet`,
    )
  }

  const rpcUrlOf = (chain: string): string => {
    const rpcUrl = rpcUrls.get(chain)
    if (!rpcUrl) throw new Error(`${chain} is not a chain of this wallet (${chains.join(', ')})`)
    return rpcUrl
  }

  const on = ((event, listener) => {
    if (event !== 'change') throw new Error(`standard:events has no "${String(event)}" event`)
    return changes.add(listener)
  }) satisfies StandardEventsOnMethod

  const features: SolanaTestWalletFeatures = Object.freeze({
    [StandardConnect]: {
      version: '1.0.0',
      connect: (input) =>
        answer(() => {
          // A silent connect never prompts: accounts only for an app approved before. A wallet
          // that ignores `silent` (the quirk) prompts an app it has not approved.
          if (input?.silent && !(config.ignoresSilentConnect && !authorized)) {
            // A wallet that shows the site as connected says it is locked only when asked.
            if (locked && config.listsAccountsWhileLocked) throw new WalletLockedError()
            if (authorized && !locked) {
              changeExposure(() => {
                connected = true
              })
            }
          } else {
            if (locked) throw new WalletLockedError()
            askUser(StandardConnect)
            changeExposure(() => {
              authorized = true
              connected = true
            })
          }
          return { accounts: exposed().map((entry) => entry.account) }
        }),
    },
    // Like Phantom's, disconnecting revokes the approval: the next silent connect gets nothing.
    [StandardDisconnect]: {
      version: '1.0.0',
      disconnect: () =>
        answer(() => {
          changeExposure(() => {
            connected = false
            authorized = false
          })
        }),
    },
    [StandardEvents]: { version: '1.0.0', on },
    [SolanaSignMessage]: {
      version: '1.0.0',
      signMessage: (...inputs) =>
        answer(() => {
          const checked = parseInputs(signMessageInputSchema, inputs, SolanaSignMessage).map(
            (input) => ({ signer: exposedSigner(input.account.address), message: input.message }),
          )
          if (config.utf8MessagesOnly && checked.some(({ message }) => !isUtf8(message))) {
            throw new WalletMessageNotTextError()
          }
          askUser(SolanaSignMessage)
          return checked.map(({ signer, message }) => ({
            signedMessage: message.slice(),
            signature: signer.sign(message),
            signatureType: 'ed25519' as const,
          }))
        }),
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions,
      signTransaction: (...inputs) =>
        answer(() => {
          const checked = parseInputs(signTransactionInputSchema, inputs, SolanaSignTransaction)
          // Sign before the prompt only to check every input; nothing leaves before the user agrees.
          const signed = checked.map((input) => {
            if (input.chain !== undefined) rpcUrlOf(input.chain)
            return signWireTransaction(input.transaction, exposedSigner(input.account.address))
          })
          askUser(SolanaSignTransaction)
          return signed.map((signedTransaction) => ({ signedTransaction }))
        }),
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions,
      signAndSendTransaction: (...inputs) =>
        answer(async () => {
          const checked = parseInputs(
            signAndSendTransactionInputSchema,
            inputs,
            SolanaSignAndSendTransaction,
          )
          const signed = checked.map((input, index) => ({
            rpcUrl: rpcUrlOf(input.chain),
            wire: signWireTransaction(input.transaction, exposedSigner(input.account.address)),
            options: inputs[index]?.options,
          }))
          askUser(SolanaSignAndSendTransaction)
          // One at a time, in order: a later transaction may depend on an earlier one.
          const outputs: Array<{ signature: Uint8Array }> = []
          for (const { rpcUrl, wire, options: sendOptions } of signed) {
            outputs.push({ signature: await sendWireTransaction(rpcUrl, wire, sendOptions) })
          }
          return outputs
        }),
    },
  } satisfies SolanaTestWalletFeatures)
  // The `omitFeatures` quirk: a wallet without some signing features (typed as all: tests that
  // omit one do not call it).
  const offered = Object.freeze(
    Object.fromEntries(Object.entries(features).filter(([name]) => !omitted.has(name))),
  ) as SolanaTestWalletFeatures

  return {
    version: '1.0.0',
    name: config.name,
    icon: config.icon as WalletIcon,
    chains,
    get accounts() {
      return exposed().map((entry) => entry.account)
    },
    features: offered,
    getState: () => ({
      chains: [...chains],
      accounts: addresses(held),
      exposedAccounts: addresses(exposed()),
      authorized,
      connected,
      locked,
      responseDelayMs,
      pendingRejections: rejections.pending(),
    }),
    rejectNext: (rejectOptions) => rejections.add(rejectOptions),
    clearRejections: () => rejections.clear(),
    setResponseDelay(ms) {
      if (!Number.isInteger(ms) || ms < 0)
        throw new Error(`delay must be an integer ≥ 0, got ${ms}`)
      responseDelayMs = ms
    },
    setAccounts(secretKeys) {
      const keys = z.array(secretKeySchema).min(1).safeParse(secretKeys)
      if (!keys.success) throw new Error(`invalid secret keys: ${z.prettifyError(keys.error)}`)
      changeExposure(() => {
        held = hold(keys.data)
      }, config.silentAccountChanges)
    },
    lock: () =>
      changeExposure(() => {
        locked = true
      }),
    unlock: () =>
      changeExposure(() => {
        locked = false
      }),
    disconnectFromWallet: () =>
      changeExposure(() => {
        connected = false
        authorized = false
      }),
  }
}
