export { send } from './plugin'
export {
  initialSendState,
  SEND_NAMESPACES,
  type SendFee,
  type SendState,
  type SendStep,
} from './state'
