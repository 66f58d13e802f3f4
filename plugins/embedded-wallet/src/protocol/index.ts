// `@latch/embedded-wallet/protocol`: the host ↔ frame messages, for the frame site's side.
// The email login's resend wait, which the frame's email change shows too.
export { EMAIL_LOGIN_COOLDOWN_MS } from '../constants'
export {
  APP_PREFIX,
  APPROVAL_TYPE,
  approvalSchema,
  CHANNEL_TYPE,
  envelopeSchema,
  errorPayloadSchema,
  FRAME_PREFIX,
  type FrameReplyPayload,
  type FrameRequestPayload,
  type FrameRequestType,
  frameRequests,
  LOAD_TIMEOUT_EXEMPT,
  readySchema,
  SLOW_REQUESTS,
} from './messages'
