import type { LatchState } from '@latch/core'
import { useLatchState } from '@latch/hooks'
import type { EmbeddedWalletState } from '../state'

const IDLE: EmbeddedWalletState = {
  frame: 'none',
  login: { step: 'idle' },
  updateEmail: { step: 'idle' },
  approving: false,
}

/** The plugin's state slice (its initial state when the plugin is not registered). */
export const selectEmbeddedWallet = (s: LatchState): EmbeddedWalletState =>
  s.plugins.embeddedWallet ?? IDLE

export const useEmbeddedWallet = () => useLatchState(selectEmbeddedWallet)
