/**
 * Items that arrive on their own (proposals, requests) and a test that asks for the next one:
 * `next()` hands over the oldest item not handed over yet, or waits for one until its deadline.
 */
export class WaitingQueue<T> {
  private readonly items: T[] = []
  private readonly waiters: {
    resolve(item: T): void
    reject(error: Error): void
    timer: ReturnType<typeof setTimeout>
  }[] = []
  private closedWith: Error | undefined

  push(item: T): void {
    const waiter = this.waiters.shift()
    if (waiter) {
      clearTimeout(waiter.timer)
      waiter.resolve(item)
    } else {
      this.items.push(item)
    }
  }

  /** Removes the items `drop` picks (e.g. answered or expired ones) without handing them over. */
  remove(drop: (item: T) => boolean): void {
    for (let index = this.items.length - 1; index >= 0; index--) {
      if (drop(this.items[index]!)) this.items.splice(index, 1)
    }
  }

  /** Takes every waiting item at once. */
  drain(): T[] {
    return this.items.splice(0)
  }

  get size(): number {
    return this.items.length
  }

  next(timeoutMs: number, timeoutMessage: () => string): Promise<T> {
    if (this.closedWith) return Promise.reject(this.closedWith)
    const item = this.items.shift()
    if (item !== undefined) return Promise.resolve(item)
    return new Promise<T>((resolve, reject) => {
      const waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1)
          reject(new Error(timeoutMessage()))
        }, timeoutMs),
      }
      this.waiters.push(waiter)
    })
  }

  /** Every waiting `next()` rejects with `error`, and every later one. */
  close(error: Error): void {
    this.closedWith = error
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer)
      waiter.reject(error)
    }
    this.items.length = 0
  }
}
