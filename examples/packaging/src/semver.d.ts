// The functions these checks use of semver (npm's own range logic); it ships no types and
// @types/semver is not installed.
declare module 'semver' {
  /** Whether the version is in the range. */
  export function satisfies(version: string, range: string): boolean
  /** Whether every version in `sub` is also in `dom`. */
  export function subset(sub: string, dom: string): boolean
  /** The lowest version in the range, or null when it holds none. */
  export function minVersion(range: string): { version: string } | null
  const semver: {
    satisfies: typeof satisfies
    subset: typeof subset
    minVersion: typeof minVersion
  }
  export default semver
}
