// Its error codes, merged into `LatchErrorCode` (types only: the texts load with the code that throws them).
export type { ActivityErrorCode } from './errors'
export { type ActivityOptions, activity } from './plugin'
export type {
  ActivityNft,
  ActivityOwner,
  ActivityState,
  ActivityTransaction,
  ActivityTransfer,
  PagedList,
  TransferDirection,
} from './state'
