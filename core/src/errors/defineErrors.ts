import type { ErrorTranslations } from './declaredErrors'
import { declareErrorCodes } from './declaredErrors'
import { LatchError } from './LatchError'

/**
 * Declares a plugin's error codes with their English messages (the same as its
 * `LatchErrorCatalogue` merge) and their translations, and returns `LatchError` for the plugin's
 * code to throw them with. The codes are known once the module that defines them is evaluated;
 * the modules that throw them construct through its export, so every build keeps the declaration
 * (a bare import would be dropped under `sideEffects: false`), a plugin's first paint carries
 * none of their texts, and code that runs without a client (a server-side verifier) has them
 * too. A code the core or another plugin owns is refused with DUPLICATE_DECLARATION.
 *
 * @example
 * export const TipsError = defineErrors('tips', { TIP_JAR_EMPTY: 'The tip jar is empty' }, {
 *   es: { TIP_JAR_EMPTY: 'El bote está vacío' }, …
 * })
 * throw new TipsError('TIP_JAR_EMPTY')
 */
export function defineErrors(
  owner: string,
  messages: Record<string, string>,
  translations?: Partial<ErrorTranslations>,
): typeof LatchError {
  const taken = declareErrorCodes(owner, messages, translations)
  if (taken) {
    throw new LatchError('DUPLICATE_DECLARATION', {
      params: { kind: 'Error code', key: taken.code, owner: taken.owner },
    })
  }
  return LatchError
}
