import fc from 'fast-check'
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { produceByCopy } from './produceByCopy'

interface State {
  count: number
  user: { name: string; tags: string[] }
  when: Date
}

/** A snapshot as the store holds one: frozen, a Date inside (not plain data). */
const base = (): State =>
  Object.freeze({
    count: 0,
    user: Object.freeze({ name: 'ada', tags: Object.freeze(['a']) as string[] }),
    when: new Date(0),
  })

describe('produceByCopy', () => {
  it('gives a new frozen state where the recipe changed it, and keeps the rest', () => {
    const before = base()
    const after = produceByCopy(before, (draft) => {
      draft.count += 1
    })
    expect(after).toEqual({ ...before, count: 1 })
    expect(after.user).toBe(before.user)
    expect(Object.isFrozen(after)).toBe(true)
    expect(before.count).toBe(0)
  })

  it('gives the base back when nothing changed, even a part written with an equal copy', () => {
    const before = base()
    expect(produceByCopy(before, () => {})).toBe(before)
    const rewritten = produceByCopy(before, (draft) => {
      draft.user = { name: 'ada', tags: ['a'] }
    })
    expect(rewritten).toBe(before)
  })

  it('keeps what is not plain data as it is, unfrozen, as immer does', () => {
    const before = base()
    const after = produceByCopy(before, (draft) => {
      draft.count = 2
    })
    expect(after.when).toBe(before.when)
    expect(Object.isFrozen(after.when)).toBe(false)
  })

  it('copies only the parts the recipe reads: an update costs what it touches', () => {
    let read = 0
    const big = new Proxy(Object.freeze({ wallets: Object.freeze(['a', 'b']) }), {
      get(target, key) {
        read++
        return Reflect.get(target, key)
      },
    })
    const before = Object.freeze({ ...base(), big })
    const after = produceByCopy(before, (draft) => {
      draft.count = 1
    })
    expect(after.big).toBe(big)
    expect(read).toBe(0)
  })

  it('takes a recipe that returns the next state', () => {
    const before = base()
    const after = produceByCopy(before, () => ({ ...before, count: 3 }))
    expect(after.count).toBe(3)
    expect(after.user).toBe(before.user)
  })
})

// The store switches from the copy to immer once immer loads: both must give the same state, and
// the copy must keep at least what immer keeps of the base.
type Tree = Record<string, unknown>

interface Edit {
  kind: 'set' | 'delete' | 'push'
  path: number[]
  value: unknown
}

/** The container `path` leads to, each step an index into the keys of a plain child. */
function reach(tree: Tree, path: number[]): Tree {
  let at: Tree = tree
  for (const step of path) {
    const keys = Object.keys(at)
    if (keys.length === 0) break
    const child = at[keys[step % keys.length] as string]
    if (typeof child !== 'object' || child === null) break
    at = child as Tree
  }
  return at
}

function apply(draft: Tree, edits: Edit[]) {
  for (const edit of edits) {
    const at = reach(draft, edit.path)
    const keys = Object.keys(at)
    const key = keys.length ? (keys[(edit.path[0] ?? 0) % keys.length] as string) : 'k'
    if (edit.kind === 'push' && Array.isArray(at)) at.push(edit.value)
    else if (edit.kind === 'delete' && !Array.isArray(at)) delete at[key]
    else if (Array.isArray(at)) at[(edit.path[0] ?? 0) % (at.length + 1)] = edit.value
    else at[key] = edit.value
  }
}

const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.boolean(), fc.constant(null)),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), tie('value'), { maxKeys: 3 }),
  ),
})).value
const tree = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e'), json, { maxKeys: 5 })
const edits = fc.array(
  fc.record({
    kind: fc.constantFrom('set', 'delete', 'push'),
    path: fc.array(fc.nat(9), { maxLength: 4 }),
    value: json,
  }) as fc.Arbitrary<Edit>,
  { maxLength: 4 },
)

/** Every path whose node is the same object in `a` and `b`, as `root.key.key`. */
function sharedPaths(a: unknown, b: unknown, at = 'root', out: string[] = []): string[] {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return out
  if (a === b) out.push(at)
  else
    for (const key of Object.keys(a))
      sharedPaths((a as Tree)[key], (b as Tree)[key], `${at}.${key}`, out)
  return out
}

function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true
  return Object.isFrozen(value) && Object.values(value).every(deeplyFrozen)
}

describe('produceByCopy against immer', () => {
  it('gives the same state, frozen, sharing at least what immer shares', () => {
    fc.assert(
      fc.property(tree, edits, (start, changes) => {
        const before = produce(start, () => {}) // frozen, as a snapshot is
        const byImmer = produce(before, (draft: Tree) => apply(draft, structuredClone(changes)))
        const byCopy = produceByCopy(before, (draft: Tree) =>
          apply(draft, structuredClone(changes)),
        )
        expect(byCopy).toStrictEqual(byImmer)
        expect(deeplyFrozen(byCopy)).toBe(true)
        // A part immer kept is kept by the copy too, itself or with what holds it.
        const kept = sharedPaths(before, byCopy)
        for (const path of sharedPaths(before, byImmer)) {
          expect(kept.some((at) => path === at || path.startsWith(`${at}.`))).toBe(true)
        }
      }),
      { numRuns: 500 },
    )
  })
})
