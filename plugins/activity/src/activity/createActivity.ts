import { type EventPayload, LatchError, type TimerHandle, toLatchError } from '@latch/core'
import { type PluginContext, toErrorInfo } from '@latch/core/plugin'
import { ActivityError } from '../errors'
import { emptyList, ownerKey, pendingOf, sameHash, selectOwner } from '../owner'
import type { ActivityOwner, ActivityState, PagedList } from '../state'
import { mergeNewestFirst, visibleNfts, visibleTransactions } from './normalize'
import { addPending, pendingItem } from './pending'
import { historyPageSchema, nftsPageSchema } from './schemas'

export interface ActivitySettings {
  /** How often the history is asked while a send is pending. */
  pollIntervalMs: number
  /** Path template of the NFTs route; `{account}` is replaced. */
  nftsPath: string
  /** The Data API's `onramp` history parameter, when the app wants it. */
  onramp?: string
}

type ListKey = 'transactions' | 'nfts'

interface Page<T> {
  items: T[]
  next?: string
}

/**
 * The activity's command bodies, loaded on first use: paged history and NFTs of the connected
 * account on the active network, and the pending sends, which settle once the history lists them
 * (asked every `pollIntervalMs` on the client's clock while one is pending).
 */
export function createActivity(ctx: PluginContext, settings: ActivitySettings) {
  // Bumped on every owner change: an answer for an older owner is dropped.
  let generation = 0
  let timer: TimerHandle | undefined

  const slice = (recipe: (own: ActivityState) => void) =>
    ctx.update((state) => {
      const own = state.plugins.activity
      if (own) recipe(own)
    })
  const read = (): ActivityState | undefined => ctx.getState().plugins.activity

  const account = (owner: ActivityOwner) => encodeURIComponent(owner.address)

  /** Takes pending sends the history lists off the pending list. */
  const settle = (own: ActivityState, hashes: readonly string[]) => {
    own.pending = own.pending.filter((item) => !hashes.some((hash) => sameHash(hash, item.hash)))
  }

  async function historyPage(owner: ActivityOwner, cursor?: string) {
    const page = await ctx.api.data.request({
      path: `/v1/account/${account(owner)}/history`,
      query: { cursor, chainId: owner.caipNetworkId, onramp: settings.onramp },
      schema: historyPageSchema,
    })
    return {
      items: visibleTransactions(page.data, owner.caipNetworkId),
      next: page.next ?? undefined,
      hashes: page.data.map((item) => item.metadata.hash),
    }
  }

  async function nftsPage(owner: ActivityOwner, cursor?: string) {
    const page = await ctx.api.data.request({
      path: settings.nftsPath.replace('{account}', account(owner)),
      query: { cursor, chainId: owner.caipNetworkId },
      schema: nftsPageSchema,
    })
    return { items: visibleNfts(page.data, owner.caipNetworkId), next: page.next ?? undefined }
  }

  const currentOwner = (): ActivityOwner => {
    const owner = selectOwner(ctx.getState())
    if (!owner) throw new ActivityError('TRANSACTIONS_NEED_ACCOUNT_ADDRESS')
    return owner
  }

  /** A paged list's three commands over `fetchPage`. */
  function pagedList<K extends ListKey>(
    key: K,
    errorCode: 'FAILED_TO_FETCH_TRANSACTIONS' | 'FAILED_TO_FETCH_NFTS',
    fetchPage: (
      owner: ActivityOwner,
      cursor?: string,
    ) => Promise<Page<ActivityState[K]['items'][number]> & { hashes?: string[] }>,
  ) {
    type Item = ActivityState[K]['items'][number]
    const list = (own: ActivityState) => own[key] as PagedList<Item>
    const failure = (error: unknown) => {
      const cause = toLatchError(error)
      return new LatchError(errorCode, { cause, details: cause.details ?? cause.message })
    }
    const merge = (items: readonly Item[], more: readonly Item[]): Item[] =>
      key === 'transactions'
        ? (mergeNewestFirst(items as never, more as never) as Item[])
        : [...items, ...more.filter((item) => !items.some((kept) => kept.id === item.id))]

    async function first(): Promise<void> {
      const owner = currentOwner()
      const mine = generation
      slice((own) => {
        own.owner = owner
        const current = list(own)
        current.status = current.items.length > 0 ? 'ready' : 'loading'
        current.error = undefined
        current.failed = undefined
      })
      try {
        const page = await fetchPage(owner)
        if (mine !== generation) return
        slice((own) => {
          const current = list(own)
          current.status = 'ready'
          current.items = merge([], page.items)
          current.next = page.next
          current.loadingMore = false
          if (page.hashes) settle(own, page.hashes)
        })
      } catch (error) {
        const latchError = failure(error)
        if (mine === generation) {
          slice((own) => {
            const current = list(own)
            current.status = current.items.length > 0 ? 'ready' : 'error'
            current.error = toErrorInfo(latchError)
            current.failed = 'first'
          })
        }
        throw latchError
      }
    }

    async function next(): Promise<void> {
      const owner = currentOwner()
      const state = read()
      const current = state && list(state)
      if (current?.status !== 'ready' || !current.next || current.loadingMore) return
      const cursor = current.next
      const mine = generation
      slice((own) => {
        list(own).loadingMore = true
        list(own).error = undefined
        list(own).failed = undefined
      })
      try {
        const page = await fetchPage(owner, cursor)
        if (mine !== generation) return
        slice((own) => {
          const updated = list(own)
          updated.items = merge(updated.items, page.items)
          updated.next = page.next
          updated.loadingMore = false
          if (page.hashes) settle(own, page.hashes)
        })
      } catch (error) {
        const latchError = failure(error)
        if (mine === generation) {
          slice((own) => {
            list(own).loadingMore = false
            list(own).error = toErrorInfo(latchError)
            list(own).failed = 'next'
          })
        }
        throw latchError
      }
    }

    const retry = () => {
      const state = read()
      return state && list(state).failed === 'next' ? next() : first()
    }
    return { first, next, retry }
  }

  const transactions = pagedList('transactions', 'FAILED_TO_FETCH_TRANSACTIONS', historyPage)
  const nfts = pagedList('nfts', 'FAILED_TO_FETCH_NFTS', nftsPage)

  /** Asks the history's first page once, to settle pending sends (and show what is new). */
  async function poll(): Promise<void> {
    const owner = selectOwner(ctx.getState())
    if (!owner) return
    const mine = generation
    try {
      const page = await historyPage(owner)
      if (mine !== generation) return
      slice((own) => {
        settle(own, page.hashes)
        const list = own.transactions
        if (list.status === 'ready') {
          list.items = mergeNewestFirst(list.items, page.items)
        } else if (list.status !== 'loading') {
          own.owner = owner
          own.transactions = { ...emptyList(), status: 'ready', items: page.items, next: page.next }
        }
      })
    } catch (error) {
      // The next poll tries again; the visible list keeps what it had.
      ctx.log.warn('Activity poll failed', toLatchError(error))
    } finally {
      if (mine === generation) schedulePoll()
    }
  }

  /** While the owner has a pending send, the history is asked again after `pollIntervalMs`. */
  function schedulePoll(): void {
    if (timer !== undefined) return
    const own = read()
    if (!own || pendingOf(own.pending, selectOwner(ctx.getState())).length === 0) return
    timer = ctx.clock.setTimeout(() => {
      timer = undefined
      void poll()
    }, settings.pollIntervalMs)
  }

  function stopPolling(): void {
    if (timer !== undefined) ctx.clock.clearTimeout(timer)
    timer = undefined
  }

  let lastOwner = ownerKey(ctx.getState())

  return {
    fetch: transactions.first,
    fetchNextPage: transactions.next,
    retry: transactions.retry,
    fetchNfts: nfts.first,
    fetchNextNfts: nfts.next,
    retryNfts: nfts.retry,
    /**
     * The wallet accepted a send (`transaction.sent`, at `now`): it joins the pending list, and
     * the history is polled until it lists it.
     */
    sent(sent: EventPayload<'transaction.sent'>, now: number): void {
      slice((own) => {
        own.pending = addPending(own.pending, pendingItem(ctx.getState(), sent, now))
      })
      schedulePoll()
    },
    /**
     * The account, its network or the connection changed (spec §4): lists start over, answers
     * on their way are dropped, pending sends go on a disconnect (others wait for their chain).
     */
    ownerChanged(): void {
      const key = ownerKey(ctx.getState())
      if (key === lastOwner) return
      lastOwner = key
      generation++
      stopPolling()
      slice((own) => {
        own.owner = undefined
        own.transactions = emptyList()
        own.nfts = emptyList()
        if (!key) own.pending = []
      })
      schedulePoll()
    },
    destroy: stopPolling,
  }
}

export type Activity = ReturnType<typeof createActivity>
