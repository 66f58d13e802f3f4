import { type ShownError, useErrorMessage } from '@latch/hooks'
import type { ReactNode } from 'react'

/**
 * An error shown in place, announced as it appears (role alert): `error`'s message in the
 * client's language (the spec's English message until a translation is in), or `children`.
 */
export function ErrorMessage({ error, children }: { error?: ShownError; children?: ReactNode }) {
  const errorText = useErrorMessage()
  return (
    <p className="latch-error latch-center" role="alert">
      {error ? errorText(error) : children}
    </p>
  )
}
