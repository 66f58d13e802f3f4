// `@latch/send/hooks`: the send form's state and commands for custom UIs on `@latch/hooks`.
export { useSend } from './useSend'
