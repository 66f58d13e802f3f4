/**
 * The Activity tab. Its own chunk, loaded only when the activity plugin is registered: an app
 * without that plugin neither shows the tab nor downloads this code.
 */
export default function ActivityPanel() {
  return (
    <div className="latch-center">
      <p>No activity yet</p>
      <p className="latch-muted">Transactions of this account on this network show here.</p>
    </div>
  )
}
