import { type ConnectListItem, selectConnectList } from '@latch/core'
import { useLatchState } from './useLatchState'

const sameItem = (a: ConnectListItem, b: ConnectListItem) =>
  a.group === b.group &&
  ('connector' in a ? a.connector === (b as typeof a).connector : true) &&
  ('wallet' in a ? a.wallet === (b as typeof a).wallet : true) &&
  ('recent' in a ? a.recent === (b as typeof a).recent : true)

const sameList = (a: ConnectListItem[], b: ConnectListItem[]) =>
  a.length === b.length && a.every((item, i) => sameItem(item, b[i] as ConnectListItem))

/** The Connect view's wallet list, in the app's connector order, and every connector. */
export function useConnectors() {
  const list = useLatchState(selectConnectList, sameList)
  const connectors = useLatchState((s) => s.connectors.all)
  const recent = useLatchState((s) => s.connectors.recent)
  return { list, connectors, recent }
}
