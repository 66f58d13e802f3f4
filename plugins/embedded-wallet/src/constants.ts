/** The embedded wallet's secure frame and email login (spec §7, §9). */

export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
export const FRAME_ELEMENT_ID = 'w3m-iframe'
export const FRAME_ELEMENT_NAME = 'w3m-secure-iframe'
export const FRAME_READY_GRACE_MS = 500
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const FRAME_CONNECT_TIMEOUT_MS = 120_000
export const FRAME_DISCONNECT_WAIT_MS = 3_000
export const FRAME_HEARTBEAT_MS = 5_000
