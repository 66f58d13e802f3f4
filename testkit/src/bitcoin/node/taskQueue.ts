/** Runs tasks one after another, in the order given. */
export interface TaskQueue {
  run<T>(task: () => Promise<T>): Promise<T>
  /** Resolves once every task given so far has settled. */
  idle(): Promise<void>
}

export function createTaskQueue(): TaskQueue {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    run(task) {
      const result = tail.then(task)
      tail = result.catch(() => undefined)
      return result
    },
    async idle() {
      await tail
    },
  }
}
