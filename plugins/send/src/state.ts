import type { ChainNamespace, ErrorInfo, TokenBalance } from '@latch/core'

/** A fee estimate: in the native currency's base units (as a decimal string), and in USD. */
export interface SendFee {
  /** In the native currency's base units (a bigint as a decimal string: state stays plain). */
  value: string
  decimals: number
  symbol: string
  /** Its value in USD at the native token's price, when the Data API gave one. */
  usd?: number
}

/** Where the Send form is: filling in, or reviewing before the wallet is asked. */
export type SendStep = 'form' | 'review'

/** Send state (spec §3): what the Send view, or an app's own form through `useSend`, shows. */
export interface SendState {
  /** The token to send (one of `tokenBalances`); absent: none picked (Solana: SOL). */
  token?: TokenBalance
  /** The amount as the user typed it, in whole tokens ("1.5"). */
  sendTokenAmount?: string
  /** What the user typed as the receiver: an address or a name. */
  receiverInput?: string
  /** The receiver's address: the input, or the address its name resolved to. */
  receiverAddress?: string
  receiverProfileName?: string
  receiverProfileImage?: string
  /** A name is being resolved. */
  resolving: boolean
  /** The account's balances on the active network in USD, summed. */
  networkBalanceInUsd?: string
  /** A send is under way (the wallet, then the chain): the form is locked. */
  loading: boolean
  /** The account's tokens on the active network with a balance, to pick from. */
  tokenBalances: TokenBalance[]
  fee?: SendFee
  step: SendStep
  /** The last failure (validation, the name, the wallet or the node); cleared by the next change. */
  error?: ErrorInfo
}

export const initialSendState = (): SendState => ({
  resolving: false,
  loading: false,
  tokenBalances: [],
  step: 'form',
})

declare module '@latch/core' {
  interface LatchPluginStates {
    send: SendState
  }
  interface LatchCommands {
    /** Reads the account's balances (the token list and the USD total); clears the form's token if gone. */
    'send.fetchTokenBalances': { params: { forceUpdate?: boolean }; result: TokenBalance[] }
    /** Picks the token to send: a token of the account on the active network. */
    'send.setToken': { params: { token: TokenBalance }; result: void }
    /** The amount, in whole tokens, as typed. */
    'send.setAmount': { params: { amount: string }; result: void }
    /**
     * The whole balance of the token; for the native currency the balance less the fee. Resolves
     * with the amount set.
     */
    'send.setMax': { params: void; result: string }
    /**
     * The receiver: an address of the active namespace, or a name (eip155) resolved through the
     * Data API (kept 5 min). Resolves with the address.
     */
    'send.setReceiver': { params: { receiver: string }; result: string | undefined }
    /** Estimates the fee of the send as filled in, in the native currency and USD. */
    'send.estimateFee': { params: void; result: SendFee }
    /** Checks the form (spec §8's messages) and moves to the review step with the fee. */
    'send.review': { params: void; result: void }
    /** Back from review to the form. */
    'send.edit': { params: void; result: void }
    /**
     * Sends: the wallet asks, the chain confirms; then a toast with the explorer link, the form
     * reset, balances refreshed, and back to Account. Resolves with the transaction id.
     */
    'send.submit': { params: void; result: { hash: string } }
    'send.reset': { params: void; result: void }
  }
}

/** The namespaces a send works on (spec §9: balance, send and onramp chains). */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
