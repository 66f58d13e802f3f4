import type { ViewDeclaration, ViewName } from './types'

/** The views the core and the registered plugins declared, per client. Live objects: never in state. */
export interface ViewDeclarations {
  /**
   * Adds `owner`'s views; returns their removal. Returns the first name another owner has, with
   * that owner, and adds nothing then.
   */
  declare(
    owner: string,
    views: Partial<Record<ViewName, ViewDeclaration>>,
  ): { remove(): void } | { taken: { key: string; owner: string } }
  get(name: string): ViewDeclaration | undefined
  /** Every declared view, in declaration order. */
  all(): [ViewName, ViewDeclaration][]
}

export function createViewDeclarations(): ViewDeclarations {
  const views = new Map<string, { declaration: ViewDeclaration; owner: string }>()
  return {
    declare(owner, declared) {
      const entries = Object.entries(declared) as [ViewName, ViewDeclaration][]
      for (const [name] of entries) {
        const taken = views.get(name)?.owner
        if (taken !== undefined) return { taken: { key: name, owner: taken } }
      }
      const added = entries.map(([name, declaration]) => {
        const entry = { declaration: { ...declaration }, owner }
        views.set(name, entry)
        return [name, entry] as const
      })
      return {
        remove() {
          for (const [name, entry] of added) if (views.get(name) === entry) views.delete(name)
        },
      }
    },
    get: (name) => views.get(name)?.declaration,
    all: () => Array.from(views, ([name, { declaration }]) => [name as ViewName, declaration]),
  }
}
