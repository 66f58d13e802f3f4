/**
 * The parts of the testkit a plugin author may not need (the auth server, the frame site, SIWX,
 * the Solana validator, the mail catcher, the bundler) depend on packages the testkit declares
 * as optional peers: installed only by whoever uses those parts, imported only when used.
 */
export interface OptionalPart {
  /** What needs them, as the user called it: `startLocalStack()`, `startMailCatcher()`… */
  name: string
  /** The packages to install for it, as `npm install` takes them. */
  packages: readonly string[]
}

/** Thrown when an optional part is used while one of its packages is not installed. */
export class MissingOptionalPeerError extends Error {
  override name = 'MissingOptionalPeerError'
  readonly packages: readonly string[]
  constructor(part: OptionalPart, cause: unknown) {
    super(
      `${part.name} needs ${part.packages.join(', ')}, optional peer dependencies of @latch/testkit: ` +
        `npm install --save-dev ${part.packages.join(' ')} (${messageOf(cause)})`,
      { cause },
    )
    this.packages = part.packages
  }
}

/**
 * Imports what an optional part needs; when a module is missing, fails naming the packages to
 * add instead of Node's "Cannot find package" from deep inside the testkit.
 *
 * @example
 * const { startAuthServer } = await loadOptional(authServerPart, () => import('@latch/auth-server'))
 */
export async function loadOptional<T>(part: OptionalPart, load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (isModuleNotFound(error)) throw new MissingOptionalPeerError(part, error)
    throw error
  }
}

function isModuleNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND'
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
