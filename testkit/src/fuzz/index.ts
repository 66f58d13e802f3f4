// Fuzzing a plugin's public boundaries with the project's rule (docs/design.md): any input ends as
// a return or a clean LatchError, never a runtime error, and in linear time.
export { type FuzzOptions, type FuzzReport, fuzz, fuzzRuns, settleWithClock } from './fuzz'
export {
  hostileNumber,
  hostileRecord,
  hostileString,
  hostileValue,
  PROTOTYPE_KEYS,
} from './hostile'
export { expectLinearTime, type Growth, type GrowthOptions, measureGrowth } from './linearTime'
export { describeForReport, isCleanError } from './outcome'
export { describeFuzz, type FuzzEntry, fuzzEntry } from './suite'
