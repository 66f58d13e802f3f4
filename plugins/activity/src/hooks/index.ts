// `@latch/activity/hooks`: the activity and NFTs for custom UIs on `@latch/hooks`.
export {
  type DayGroup,
  displayQuantity,
  groupByDay,
  transactionTitle,
  transferLabels,
  transferSign,
} from '../display'
export { type UseActivityOptions, useActivity, useNfts } from './useActivity'
