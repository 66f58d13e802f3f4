/**
 * Connect-flow benchmark (a script, not a test): prints how many state notifications one connect
 * flow causes — for a subscriber of the whole state and for narrow selectors like a UI's — and how
 * long the flow takes through the core with a mock adapter.
 * Run: `npx pnpm@10 --filter @latch/core bench`.
 */
import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { definePlugin } from '../src/plugin'

async function connectFlow() {
  const adapter = createMockChainAdapter({ networks: [mockNetworks.home, mockNetworks.other] })
  const latch = createTestLatch({
    networks: [mockNetworks.home, mockNetworks.other],
    plugins: [definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) })],
  })
  const counts = { wholeState: 0, status: 0, address: 0, balance: 0, view: 0, modalOpen: 0 }
  latch.subscribe(
    (s) => s,
    () => counts.wholeState++,
  )
  latch.subscribe(
    (s) => s.accounts.eip155?.status,
    () => counts.status++,
  )
  latch.subscribe(
    (s) => s.accounts.eip155?.address,
    () => counts.address++,
  )
  latch.subscribe(
    (s) => s.accounts.eip155?.balance,
    () => counts.balance++,
  )
  latch.subscribe(
    (s) => s.router.history.at(-1)?.view,
    () => counts.view++,
  )
  latch.subscribe(
    (s) => s.modal.open,
    () => counts.modalOpen++,
  )

  const started = performance.now()
  // The journey: open the modal, pick the wallet, connected (balance read), modal closed.
  await latch.dispatch({ type: 'modal.open' })
  await latch.dispatch({
    type: 'router.push',
    view: 'ConnectingExternal',
    data: { connectorId: 'mock' },
  })
  await latch.dispatch({ type: 'connection.connect', connectorId: 'mock' })
  while (latch.getState().accounts.eip155?.balance === undefined) await Promise.resolve()
  await latch.dispatch({ type: 'modal.close' })
  const ms = performance.now() - started
  const seen = { ...counts } // before destroy, whose teardown notifies too
  latch.destroy()
  return { counts: seen, ms }
}

const main = async () => {
  for (let i = 0; i < 20; i++) await connectFlow() // warm up
  const { counts } = await connectFlow()
  const times: number[] = []
  for (let i = 0; i < 50; i++) times.push((await connectFlow()).ms)
  times.sort((a, b) => a - b)
  console.log('@latch/core connect-flow benchmark (mock adapter)')
  console.log('  journey: open modal → ConnectingExternal → connect → balance read → close')
  console.log(`  notifications, whole-state subscriber : ${counts.wholeState}`)
  console.log(
    `  notifications, narrow selectors       : status ${counts.status}, address ${counts.address}, balance ${counts.balance}, view ${counts.view}, modal open ${counts.modalOpen}`,
  )
  console.log(`  flow time through the core (median of 50): ${(times[25] ?? 0).toFixed(2)} ms`)
}

void main()
