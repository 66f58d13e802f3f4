import type { FrameTextKey } from '../texts'

/**
 * One line of an approval: what it is (a text key), and the request's own value, shown as text.
 * Every word the frame shows is its own (a text key); the request only supplies values.
 */
export interface ApprovalRow {
  readonly label: FrameTextKey
  /** `{field}` in the label's text (a typed-data field's name, a domain field). */
  readonly field?: string
  readonly value: string
  /** The value in words rather than as given (`{value}` in that text is the row's value). */
  readonly valueText?: FrameTextKey
  /** What the person must not miss about this row (an unlimited allowance, an unknown program). */
  readonly warning?: FrameTextKey
}

/** A group of rows under its own heading: one per transaction of a batch, per call, per struct. */
export interface ApprovalSection {
  readonly heading: FrameTextKey
  readonly params?: Readonly<Record<string, string | number>>
  readonly rows: readonly ApprovalRow[]
}

/**
 * What the approval UI shows, as text keys (the UI words them in the host's locale, with the
 * verified origin) and the request's values: the rows that hold for the whole request, then
 * one section per part of it.
 */
export interface ApprovalView {
  readonly action:
    | 'signMessage'
    | 'signTypedData'
    | 'sendTransaction'
    | 'signSolanaTransaction'
    | 'signSolanaTransactions'
    | 'sendSolanaTransaction'
    | 'sendCalls'
  /** How many transactions or calls (`signSolanaTransactions`, `sendCalls`). */
  readonly count?: number
  readonly rows: readonly ApprovalRow[]
  readonly sections?: readonly ApprovalSection[]
}

/** Shows the approval UI for the request; resolves on Approve, rejects with 4001 on Reject. */
export type Approve = (view: ApprovalView) => Promise<void>
