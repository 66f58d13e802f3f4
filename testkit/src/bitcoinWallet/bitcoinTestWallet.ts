import { type Clock, sleep, systemClock } from '@latch/core'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
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
import { ChangeListeners } from '../solanaWallet/changeListeners'
import {
  WalletAccountError,
  WalletLockedError,
  WalletRejectedError,
} from '../solanaWallet/walletErrors'
import { type BitcoinKeyAccount, ordinalsAccount, paymentAccount } from './bitcoinAccounts'
import {
  type BitcoinAddressPurpose,
  BitcoinConnect,
  type BitcoinConnectFeature,
  BitcoinEvents,
  type BitcoinEventsFeature,
  BitcoinSignAndSendTransaction,
  type BitcoinSignAndSendTransactionFeature,
  BitcoinSignMessage,
  type BitcoinSignMessageFeature,
  BitcoinSignTransaction,
  type BitcoinSignTransactionFeature,
} from './bitcoinFeatures'
import {
  bitcoinTestWalletOptionsSchema,
  type CreateBitcoinTestWalletOptions,
} from './bitcoinWalletOptions'
import { broadcastTransaction } from './broadcastTransaction'
import {
  connectInputSchema,
  InvalidBitcoinInputError,
  parseInputs,
  signAndSendTransactionInputSchema,
  signMessageInputSchema,
  signTransactionInputSchema,
} from './featureInputs'
import {
  type BitcoinPromptingFeature,
  type RejectBitcoinNextOptions,
  ScriptedBitcoinRejections,
} from './scriptedRejections'
import { signBitcoinMessage } from './signMessage'
import { signPsbt } from './signPsbt'

export type BitcoinTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  BitcoinEventsFeature &
  BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature &
  BitcoinSignAndSendTransactionFeature

/** An account the wallet holds, as the app sees it and as tests need it. */
export interface BitcoinTestWalletAccount {
  purpose: BitcoinAddressPurpose
  address: string
  addressType: BitcoinKeyAccount['addressType']
}

/** A snapshot of what the wallet holds and how it is scripted. */
export interface BitcoinTestWalletState {
  accounts: BitcoinTestWalletAccount[]
  /** What `wallet.accounts` shows the app: the approved purposes' accounts when connected and unlocked. */
  exposedAccounts: string[]
  authorized: boolean
  connected: boolean
  locked: boolean
  responseDelayMs: number
  pendingRejections: number
}

/** A Wallet Standard Bitcoin wallet signing with local keys, plus the switches tests use to script it. */
export interface BitcoinTestWallet extends Wallet {
  readonly features: BitcoinTestWalletFeatures
  /** The payment and ordinals accounts, whether the app sees them or not. */
  readonly payment: BitcoinTestWalletAccount
  readonly ordinals: BitcoinTestWalletAccount
  getState(): BitcoinTestWalletState
  /** The user will reject the next prompt (or the next `count`, or of one `feature`) with 4001. */
  rejectNext(options?: RejectBitcoinNextOptions): void
  clearRejections(): void
  setResponseDelay(ms: number): void
  /** Hides the accounts (emits `change` if the app saw them); connect and signing fail until unlocked. */
  lock(): void
  unlock(): void
  /** The user disconnects the app in the wallet: approval revoked, `change` with no accounts. */
  disconnectFromWallet(): void
}

const signingFeatures: IdentifierString[] = [
  BitcoinSignMessage,
  BitcoinSignTransaction,
  BitcoinSignAndSendTransaction,
]
const allPurposes: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

/**
 * Creates a Wallet Standard Bitcoin wallet on regtest with a payment (P2WPKH or P2SH-P2WPKH) and
 * an ordinals (P2TR) account: BIP-322 and legacy message signatures with bip322-js, PSBTs signed
 * with btc-signer, and transactions sent to the chain's Esplora API.
 *
 * @example
 * const chain = await startBitcoinChain()
 * const wallet = createBitcoinTestWallet({ paymentSecretKey, ordinalsSecretKey, esploraUrl: chain.url })
 * const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
 * wallet.rejectNext({ feature: 'bitcoin:signMessage' }) // the next message signature fails with 4001
 */
export function createBitcoinTestWallet(
  options: CreateBitcoinTestWalletOptions,
): BitcoinTestWallet {
  const parsed = bitcoinTestWalletOptionsSchema.safeParse(
    options satisfies z.input<typeof bitcoinTestWalletOptionsSchema>,
  )
  if (!parsed.success) {
    throw new Error(`invalid createBitcoinTestWallet options: ${z.prettifyError(parsed.error)}`)
  }
  const config = parsed.data
  const chains = Object.freeze([...config.chains]) as readonly IdentifierString[]
  const clock: Clock = config.clock ?? systemClock

  const keys: Record<BitcoinAddressPurpose, BitcoinKeyAccount> = {
    payment: paymentAccount(config.paymentSecretKey, config.paymentAddressType),
    ordinals: ordinalsAccount(config.ordinalsSecretKey),
  }
  const walletAccounts: Record<BitcoinAddressPurpose, WalletAccount> = {
    payment: new ReadonlyWalletAccount({
      address: keys.payment.address,
      publicKey: keys.payment.publicKey,
      chains,
      features: signingFeatures,
      label: 'Payment',
    }),
    ordinals: new ReadonlyWalletAccount({
      address: keys.ordinals.address,
      publicKey: keys.ordinals.publicKey,
      chains,
      features: signingFeatures,
      label: 'Ordinals',
    }),
  }
  const changes = new ChangeListeners()
  const rejections = new ScriptedBitcoinRejections()
  let authorized = config.authorized
  let connected = false
  let locked = config.locked
  let responseDelayMs = config.responseDelayMs
  // The purposes the app was granted; an earlier visit's approval grants both.
  let granted: readonly BitcoinAddressPurpose[] = authorized ? allPurposes : []

  const exposedPurposes = () => (connected && !locked ? granted : [])
  const exposed = () => exposedPurposes().map((purpose) => walletAccounts[purpose])

  /** Applies a change, then tells the app (`change`) and the installer what it changed. */
  const changeExposure = (change: () => void) => {
    const before = exposedPurposes().join()
    const wasAuthorized = authorized
    const wasLocked = locked
    change()
    if (authorized !== wasAuthorized) config.onAuthorizedChange?.(authorized)
    if (locked !== wasLocked) config.onLockedChange?.(locked)
    if (exposedPurposes().join() !== before) changes.emit({ accounts: exposed() })
  }

  const answer = async <T>(work: () => T | Promise<T>): Promise<T> => {
    if (responseDelayMs > 0) await sleep(clock, responseDelayMs)
    return work()
  }

  const askUser = (feature: BitcoinPromptingFeature) => {
    if (rejections.consume(feature)) throw new WalletRejectedError()
  }

  /** The key of `address`, which must be an account the app sees. */
  const exposedKey = (address: string): BitcoinKeyAccount => {
    if (locked) throw new WalletLockedError()
    const purpose = exposedPurposes().find((candidate) => keys[candidate].address === address)
    if (purpose) return keys[purpose]
    throw new WalletAccountError(
      allPurposes.some((candidate) => keys[candidate].address === address)
        ? `${address} is not connected to this app: call bitcoin:connect first`
        : `${address} is not an account of this wallet`,
    )
  }

  const checkChain = (chain: string | undefined) => {
    if (chain !== undefined && !chains.includes(chain as IdentifierString)) {
      throw new InvalidBitcoinInputError(
        `${chain} is not a chain of this wallet (${chains.join(', ')})`,
      )
    }
  }

  const connectPurposes = (
    purposes: readonly BitcoinAddressPurpose[],
    feature: BitcoinPromptingFeature,
  ) => {
    if (locked) throw new WalletLockedError()
    // An app approved for these purposes connects again without a prompt.
    const approved = authorized && purposes.every((purpose) => granted.includes(purpose))
    if (!approved) askUser(feature)
    changeExposure(() => {
      granted = [...new Set([...granted, ...purposes])]
      authorized = true
      connected = true
    })
    return { accounts: purposes.map((purpose) => walletAccounts[purpose]) }
  }

  const on = ((event, listener) => {
    if (event !== 'change') throw new Error(`standard:events has no "${String(event)}" event`)
    return changes.add(listener)
  }) satisfies StandardEventsOnMethod

  const features: BitcoinTestWalletFeatures = Object.freeze({
    [StandardConnect]: {
      version: '1.0.0',
      connect: (input) =>
        answer(() => {
          if (input?.silent) {
            if (authorized && !locked) {
              changeExposure(() => {
                connected = true
              })
            }
            return { accounts: exposed() }
          }
          return connectPurposes(allPurposes, StandardConnect)
        }),
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      disconnect: () =>
        answer(() =>
          changeExposure(() => {
            connected = false
            authorized = false
            granted = []
          }),
        ),
    },
    [StandardEvents]: { version: '1.0.0', on },
    [BitcoinEvents]: { version: '1.0.0', on },
    [BitcoinConnect]: {
      version: '1.0.0',
      connect: (input) =>
        answer(() => {
          const [checked] = parseInputs(connectInputSchema, [input ?? {}], BitcoinConnect)
          return connectPurposes(checked?.purposes ?? allPurposes, BitcoinConnect)
        }),
    },
    [BitcoinSignMessage]: {
      version: '1.0.0',
      signMessage: (...inputs) =>
        answer(() => {
          const checked = parseInputs(signMessageInputSchema, inputs, BitcoinSignMessage).map(
            (input) => ({ ...input, key: exposedKey(input.account.address) }),
          )
          askUser(BitcoinSignMessage)
          return checked.map(({ key, message, protocol }) => ({
            signedMessage: message.slice(),
            signature: signBitcoinMessage(key, message, protocol ?? 'bip322'),
          }))
        }),
    },
    [BitcoinSignTransaction]: {
      version: '1.0.0',
      signTransaction: (...inputs) =>
        answer(() => {
          const signed = parseInputs(
            signTransactionInputSchema,
            inputs,
            BitcoinSignTransaction,
          ).map((input) => {
            checkChain(input.chain)
            return signWith(input)
          })
          askUser(BitcoinSignTransaction)
          return signed.map((tx) => ({ signedPsbt: tx.toPSBT() }))
        }),
    },
    [BitcoinSignAndSendTransaction]: {
      version: '1.0.0',
      signAndSendTransaction: (...inputs) =>
        answer(async () => {
          const signed = parseInputs(
            signAndSendTransactionInputSchema,
            inputs,
            BitcoinSignAndSendTransaction,
          ).map((input) => {
            checkChain(input.chain)
            const tx = signWith(input)
            tx.finalize()
            return tx.hex
          })
          askUser(BitcoinSignAndSendTransaction)
          // One at a time, in order: a later transaction may spend an earlier one's output.
          const outputs: Array<{ txid: string }> = []
          for (const hex of signed) {
            outputs.push({ txid: await broadcastTransaction(config.esploraUrl, hex) })
          }
          return outputs
        }),
    },
  } satisfies BitcoinTestWalletFeatures)

  function signWith(input: z.infer<typeof signTransactionInputSchema>) {
    return signPsbt(
      input.psbt,
      input.inputsToSign.map((entry) => ({
        account: exposedKey(entry.account.address),
        indexes: entry.signingIndexes,
        sigHash: entry.sigHash,
      })),
    )
  }

  const describe = (purpose: BitcoinAddressPurpose): BitcoinTestWalletAccount => ({
    purpose,
    address: keys[purpose].address,
    addressType: keys[purpose].addressType,
  })

  return {
    version: '1.0.0',
    name: config.name,
    icon: config.icon as WalletIcon,
    chains,
    get accounts() {
      return exposed()
    },
    features,
    payment: describe('payment'),
    ordinals: describe('ordinals'),
    getState: () => ({
      accounts: allPurposes.map(describe),
      exposedAccounts: exposed().map((account) => account.address),
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
        granted = []
      }),
  }
}
