import type { Draft } from 'immer'

/** An update: it edits a draft of the state, as with immer. */
export type Recipe<S> = (draft: Draft<S>) => void

/** Applies a recipe to a snapshot: immer's `produce`, or `produceByCopy` until immer loads. */
export type Producer = <S>(base: S, recipe: Recipe<S>) => S
