import type { ChainNamespace } from '@latch/core'
import { useCallback } from 'react'
import { useCommand } from './useCommand'

/** Signs a message with the connected account; `data` is the signature. */
export function useSignMessage() {
  const { run, ...state } = useCommand<'account.signMessage'>()
  const signMessage = useCallback(
    (message: string, namespace?: ChainNamespace) =>
      run({ type: 'account.signMessage', message, namespace }),
    [run],
  )
  return { signMessage, ...state }
}
