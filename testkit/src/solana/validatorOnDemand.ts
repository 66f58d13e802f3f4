import { loadOptional } from '../optional/loadOptional'
import { optionalParts } from '../optional/optionalParts'
import type { SolanaValidator, StartSolanaValidatorOptions } from './startSolanaValidator'

/**
 * The validator's module, imported on first use: it needs litesvm (a native binary per platform)
 * and the Solana programs, optional peers an EVM-only user of the testkit never installs.
 */
export async function loadSolanaValidator(): Promise<
  (options?: StartSolanaValidatorOptions) => Promise<SolanaValidator>
> {
  const validator = await loadOptional(
    optionalParts.solanaValidator,
    () => import('./startSolanaValidator'),
  )
  return validator.startSolanaValidator
}

/** `startSolanaValidator` as the testkit exports it: the validator's packages loaded when called. */
export async function startSolanaValidator(
  options?: StartSolanaValidatorOptions,
): Promise<SolanaValidator> {
  const start = await loadSolanaValidator()
  return start(options)
}
