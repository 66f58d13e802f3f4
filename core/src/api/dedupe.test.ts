import { describe, expect, it } from 'vitest'
import { createInFlight, joinWhileRunning, requestKey } from './dedupe'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createInFlight', () => {
  it('shares one run between callers of the same key while it is pending', async () => {
    const inFlight = createInFlight()
    const answer = deferred<string>()
    let starts = 0
    const start = () => {
      starts++
      return answer.promise
    }
    const first = inFlight.run('GET /a', start)
    const second = inFlight.run('GET /a', start)
    expect(starts).toBe(1)
    answer.resolve('shared')
    await expect(Promise.all([first, second])).resolves.toEqual(['shared', 'shared'])
    expect(inFlight.size()).toBe(0)
  })

  it('starts again once the previous run settled, even after a failure', async () => {
    const inFlight = createInFlight()
    await expect(inFlight.run('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await expect(inFlight.run('k', () => Promise.resolve('up'))).resolves.toBe('up')
  })

  it('keeps different keys apart', async () => {
    const inFlight = createInFlight()
    const a = inFlight.run('a', () => Promise.resolve(1))
    const b = inFlight.run('b', () => Promise.resolve(2))
    expect(inFlight.size()).toBe(2)
    await expect(Promise.all([a, b])).resolves.toEqual([1, 2])
  })
})

describe('requestKey', () => {
  it('tells requests apart by method, URL and body', () => {
    const keys = new Set([
      requestKey('GET', 'http://x/a?p=1', undefined),
      requestKey('POST', 'http://x/a?p=1', undefined),
      requestKey('POST', 'http://x/a?p=1', '{"a":1}'),
      requestKey('POST', 'http://x/a?p=1', '{"a":2}'),
      requestKey('GET', 'http://x/a?p=2', undefined),
    ])
    expect(keys.size).toBe(5)
  })
})

describe('joinWhileRunning', () => {
  it('joins a pending run and starts afresh after it settled', async () => {
    let runs = 0
    const gate = deferred<void>()
    const task = joinWhileRunning(async () => {
      runs++
      await gate.promise
      return runs
    })
    const first = task()
    const second = task()
    expect(second).toBe(first)
    gate.resolve()
    await expect(Promise.all([first, second])).resolves.toEqual([1, 1])
    await expect(task()).resolves.toBe(2)
  })
})
