// Its error codes, merged into `LatchErrorCode` (types only: the texts load with the code that throws them).
export type { SendErrorCode } from './errors'
export { send } from './plugin'
export {
  initialSendState,
  SEND_NAMESPACES,
  type SendFee,
  type SendState,
  type SendStep,
} from './state'
