import {
  type ChainNamespace,
  type Command,
  coinTypeForChainId,
  explorerUrl,
  formatAmount,
  isAddressForNamespace,
  LatchError,
  type Network,
  type PluginContext,
  parseOrThrow,
  requestedNetwork,
  selectCurrentView,
  type TokenBalance,
  type TransactionFields,
  toErrorInfo,
  toLatchError,
} from '@latch/core'
import { SendError } from '../errors'
import { SEND_NAMESPACES, type SendFee, type SendState } from '../state'
import { amountToSend, balanceOf, decimalsOf, isNative, tokenContract } from './amounts'
import {
  fetchTokenBalancesParams,
  IDENTITY_CACHE_MS,
  identityAnswer,
  NAME_CACHE_MS,
  nameRecordAnswer,
  PROFILE_API_VERSION,
  setAmountParams,
  setReceiverParams,
  setTokenParams,
} from './schemas'
import { sentToastText } from './sentToast'

/** A send's checked parts, ready for `account.sendTransaction`. */
interface Checked {
  namespace: ChainNamespace
  network: Network
  token: TokenBalance
  transaction: TransactionFields
}

/**
 * The send plugin's command bodies, loaded on first use: the form's state, the receiver's name
 * resolution and identity (Data API, kept 5 min), the fee, the checks with the spec's messages,
 * and the send itself through the core's `account.sendTransaction`.
 */
export function createSend(ctx: PluginContext) {
  const own = () => ctx.getState().plugins.send as SendState
  const change = (recipe: (send: SendState) => void) =>
    ctx.update((state) => {
      const send = state.plugins.send
      if (send) recipe(send)
    })

  /** The active namespace, its network and account; 'Unsupported chain' outside eip155/solana. */
  const active = () => {
    const state = ctx.getState()
    const namespace = state.networks.activeNamespace
    if (!namespace || !SEND_NAMESPACES.includes(namespace)) {
      throw new LatchError('UNSUPPORTED_CHAIN', { details: `namespace ${namespace ?? 'none'}` })
    }
    const network = requestedNetwork(state, namespace)
    const address = state.accounts[namespace]?.address
    if (!network || !address) {
      throw new LatchError('CONNECTOR_NOT_CONNECTED', { details: namespace })
    }
    return { namespace, network, address }
  }

  /** The native currency's entry of the balances (no token address). */
  const nativeToken = (): TokenBalance | undefined => own().tokenBalances.find(isNative)

  /** The token to send: the picked one; on Solana SOL by default (spec §8: EVM needs a token). */
  const tokenFor = (namespace: ChainNamespace): TokenBalance => {
    const { token } = own()
    if (token) return token
    const native = namespace === 'solana' ? nativeToken() : undefined
    if (native) return native
    throw new SendError('SEND_TOKEN_REQUIRED')
  }

  /** Spec §8's checks, in its order: namespace, amount and receiver, token, then the amount. */
  const check = (): Checked => {
    const { namespace, network } = active()
    const { sendTokenAmount, receiverAddress, receiverInput } = own()
    if (!sendTokenAmount?.trim() || !receiverInput?.trim()) {
      throw new SendError('SEND_AMOUNT_AND_RECEIVER_REQUIRED')
    }
    const token = tokenFor(namespace)
    if (!receiverAddress) {
      throw new LatchError('INVALID_ADDRESS', { params: { address: receiverInput } })
    }
    const value = amountToSend(sendTokenAmount, token)
    const contract = tokenContract(token)
    return {
      namespace,
      network,
      token,
      transaction: { to: receiverAddress, value, ...(contract ? { token: contract } : {}) },
    }
  }

  /** Runs a step; its failure is kept for the view (and thrown to the caller). */
  const step = async <T>(run: () => Promise<T> | T): Promise<T> => {
    try {
      const result = await run()
      return result
    } catch (error) {
      const latchError = toLatchError(error)
      change((send) => {
        send.error = toErrorInfo(latchError)
      })
      throw latchError
    }
  }

  const clearError = (send: SendState) => {
    send.error = undefined
  }

  const feeOf = (value: bigint, network: Network): SendFee => {
    const { decimals, symbol } = network.nativeCurrency
    const price = nativeToken()?.price
    const fee: SendFee = { value: value.toString(), decimals, symbol }
    if (price) fee.usd = Number(formatAmount(value, decimals, decimals)) * price
    return fee
  }

  /** The fee of a send like this one: to the receiver (or the account itself), of `value`. */
  const estimate = async (value: bigint, token: TokenBalance) => {
    const { namespace, network, address } = active()
    const contract = tokenContract(token)
    const wei = await ctx.dispatch({
      type: 'account.estimateFee',
      namespace,
      transaction: {
        to: own().receiverAddress ?? address,
        value,
        ...(contract ? { token: contract } : {}),
      },
    })
    const fee = feeOf(wei, network)
    change((send) => {
      send.fee = fee
    })
    return fee
  }

  /** Name → address through the Data API (kept 5 min), for the network's ENSIP-11 coin type. */
  const resolveName = async (name: string, network: Network): Promise<string> => {
    try {
      const record = await ctx.api.data.request({
        path: `/v1/profile/account/${encodeURIComponent(name)}`,
        query: { apiVersion: PROFILE_API_VERSION },
        schema: nameRecordAnswer,
        cacheLifetimeMs: NAME_CACHE_MS,
      })
      const chainId = Number(network.caipNetworkId.split(':')[1])
      const address =
        record.addresses[String(coinTypeForChainId(chainId))]?.address ??
        record.addresses['60']?.address
      if (!address || !isAddressForNamespace('eip155', address)) {
        throw new Error(`${name} has no address for ${network.caipNetworkId}`)
      }
      return address
    } catch (error) {
      throw new LatchError('NAME_RESOLVE_FAILED', { details: toLatchError(error).message })
    }
  }

  /** The receiver's name and avatar (Data API identity, kept 5 min); none when it has none. */
  const identityOf = async (address: string) => {
    try {
      return await ctx.api.data.request({
        path: `/v1/identity/${encodeURIComponent(address)}`,
        query: { sender: active().address },
        schema: identityAnswer,
        cacheLifetimeMs: IDENTITY_CACHE_MS,
      })
    } catch (error) {
      // Only decoration: the send goes on without it.
      ctx.log.debug('send: no identity for the receiver', error)
      return undefined
    }
  }

  const setReceiver = (command: Command<'send.setReceiver'>) =>
    step(async () => {
      const { receiver } = parseOrThrow(setReceiverParams, command)
      const input = receiver.trim()
      const { namespace, network } = active()
      change((send) => {
        send.receiverInput = input
        send.receiverAddress = undefined
        send.receiverProfileName = undefined
        send.receiverProfileImage = undefined
        send.fee = undefined
        send.step = 'form'
        clearError(send)
      })
      if (!input) return undefined
      const isAddress = isAddressForNamespace(namespace, input)
      // Names are an EVM thing (spec §9: names on eip155 only); anything else is no address.
      if (!isAddress && (namespace !== 'eip155' || !input.includes('.'))) {
        throw new LatchError('INVALID_ADDRESS', { params: { address: input } })
      }
      const stillCurrent = () => own().receiverInput === input
      change((send) => {
        // An address is the receiver at once; a name once resolved.
        if (isAddress) send.receiverAddress = input
        else send.resolving = true
      })
      try {
        const address = isAddress ? input : await resolveName(input, network)
        const identity = namespace === 'eip155' ? await identityOf(address) : undefined
        if (stillCurrent()) {
          change((send) => {
            send.receiverAddress = address
            send.receiverProfileName = identity?.name ?? (isAddress ? undefined : input)
            send.receiverProfileImage = identity?.avatar ?? undefined
          })
        }
        return address
      } finally {
        if (stillCurrent()) {
          change((send) => {
            send.resolving = false
          })
        }
      }
    })

  /** The receiver being resolved: review and submit wait for it. */
  let resolution: Promise<unknown> | undefined
  const resolved = () => resolution?.catch(() => {})

  return {
    async fetchTokenBalances(command: Command<'send.fetchTokenBalances'>) {
      const { forceUpdate } = parseOrThrow(fetchTokenBalancesParams, command)
      const { namespace } = active()
      const balances = await ctx.dispatch({
        type: 'account.fetchTokenBalances',
        namespace,
        forceUpdate,
      })
      const held = balances.filter((token) => balanceOf(token) > 0n)
      const total = balances.reduce((sum, token) => sum + token.value, 0)
      change((send) => {
        send.tokenBalances = held
        send.networkBalanceInUsd = total.toFixed(2)
        // The picked token, with its new balance; dropped if no longer held.
        if (send.token) {
          const { address, chainId } = send.token
          send.token = held.find((t) => t.address === address && t.chainId === chainId)
        }
      })
      return held
    },

    setToken: (command: Command<'send.setToken'>) =>
      step(() => {
        const { token } = parseOrThrow(setTokenParams, command)
        change((send) => {
          send.token = token
          send.fee = undefined
          send.step = 'form'
          clearError(send)
        })
      }),

    setAmount: (command: Command<'send.setAmount'>) =>
      step(() => {
        const { amount } = parseOrThrow(setAmountParams, command)
        change((send) => {
          send.sendTokenAmount = amount
          send.step = 'form'
          clearError(send)
        })
      }),

    setMax: () =>
      step(async () => {
        const { namespace, network } = active()
        const token = tokenFor(namespace)
        const balance = balanceOf(token)
        let max = balance
        if (isNative(token)) {
          const fee = BigInt((await estimate(1n, token)).value)
          max = balance - fee
          if (max <= 0n) {
            throw new LatchError('INSUFFICIENT_FUNDS', {
              details: `The fee is more than the ${network.nativeCurrency.symbol} balance`,
            })
          }
        }
        const decimals = decimalsOf(token)
        const amount = formatAmount(max, decimals, decimals)
        change((send) => {
          send.sendTokenAmount = amount
          send.step = 'form'
          clearError(send)
        })
        return amount
      }),

    setReceiver: (command: Command<'send.setReceiver'>) => {
      const pending = setReceiver(command)
      resolution = pending
      return pending
    },
    estimateFee: () =>
      step(async () => {
        const { namespace } = active()
        const token = tokenFor(namespace)
        const typed = own().sendTokenAmount
        let value = 1n
        try {
          if (typed) value = amountToSend(typed, token)
        } catch {
          // A fee for the send's shape: the amount is checked at review.
        }
        return estimate(value, token)
      }),

    review: () =>
      step(async () => {
        await resolved()
        const checked = check()
        const fee = BigInt((await estimate(checked.transaction.value ?? 1n, checked.token)).value)
        // The native currency pays the fee too.
        if (
          isNative(checked.token) &&
          (checked.transaction.value ?? 0n) + fee > balanceOf(checked.token)
        ) {
          throw new LatchError('INSUFFICIENT_FUNDS', {
            details: `The amount and the fee are more than the ${checked.token.symbol} balance`,
          })
        }
        change((send) => {
          send.step = 'review'
          clearError(send)
        })
      }),

    edit: async () => {
      change((send) => {
        send.step = 'form'
        clearError(send)
      })
    },

    submit: () =>
      step(async () => {
        // One send at a time: a second press while the first runs sends nothing.
        if (own().loading) throw new SendError('SEND_IN_PROGRESS')
        await resolved()
        if (own().loading) throw new SendError('SEND_IN_PROGRESS')
        const { namespace, network, token, transaction } = check()
        change((send) => {
          send.loading = true
          clearError(send)
        })
        try {
          const hash = await ctx.dispatch({
            type: 'account.sendTransaction',
            namespace,
            transaction,
          })
          if (namespace === 'eip155') await confirmed(ctx, hash, network)
          await succeeded(ctx, { hash, network, token, amount: own().sendTokenAmount ?? '' })
          return { hash }
        } catch (error) {
          const latchError = toLatchError(error)
          ctx
            .dispatch({
              type: 'toast.show',
              message: latchError.message,
              code: latchError.code,
              variant: 'error',
            })
            .catch(() => {}) // no toasts (a client torn down): the error is thrown anyway
          throw latchError
        } finally {
          // Spec §4: loading is always cleared.
          change((send) => {
            send.loading = false
          })
        }
      }),
  }
}

export type Send = ReturnType<typeof createSend>

/** Waits until the chain includes an EVM send (the eip155 plugin's receipt command). */
async function confirmed(ctx: PluginContext, hash: string, network: Network) {
  const result = (await ctx.dispatch({
    type: 'eip155.waitForReceipt',
    hash,
    caipNetworkId: network.caipNetworkId,
  } as never)) as { receipt?: { status?: string } } | undefined
  if (result?.receipt?.status === 'reverted') {
    throw new LatchError('EXECUTION_REVERTED', { details: `transaction ${hash}` })
  }
}

/**
 * Spec §2/§4: a toast with the explorer link, the send state reset, balances refreshed, and the
 * modal back to Account (an ERC20 or Solana token send returns there; so does every send).
 */
async function succeeded(
  ctx: PluginContext,
  sent: { hash: string; network: Network; token: TokenBalance; amount: string },
) {
  const explorer = sent.network.blockExplorers?.default.url
  const url = explorer ? explorerUrl(explorer, `tx/${sent.hash}`) : undefined
  const text = sentToastText(ctx.getState().locale, sent.amount, sent.token.symbol)
  await ctx.dispatch({
    type: 'toast.show',
    message: text.message,
    variant: 'success',
    ...(url ? { link: { url, label: text.explorer } } : {}),
  })
  ctx.update((state) => {
    const send = state.plugins.send
    if (send) {
      const { tokenBalances, networkBalanceInUsd } = send
      Object.assign(send, {
        token: undefined,
        sendTokenAmount: undefined,
        receiverInput: undefined,
        receiverAddress: undefined,
        receiverProfileName: undefined,
        receiverProfileImage: undefined,
        fee: undefined,
        error: undefined,
        step: 'form',
        tokenBalances,
        networkBalanceInUsd,
      })
    }
  })
  const { view } = selectCurrentView(ctx.getState())
  if (view === 'Send') await ctx.dispatch({ type: 'router.replace', view: 'Account' })
  try {
    await ctx.dispatch({ type: 'send.fetchTokenBalances', forceUpdate: true })
  } catch (error) {
    ctx.log.debug('send: balances not refreshed', error)
  }
}
