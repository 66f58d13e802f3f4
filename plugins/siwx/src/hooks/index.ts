// `@latch/siwx/hooks`: sign-in with the wallet for custom UIs on `@latch/hooks` (no default UI needed).
export { selectActiveSession, selectSiwx, useSiwx } from './useSiwx'
