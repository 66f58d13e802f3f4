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
