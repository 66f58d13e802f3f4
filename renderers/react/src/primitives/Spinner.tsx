/** A loading indicator with a name screen readers announce. */
export function Spinner({ label }: { label: string }) {
  return <span className="latch-spinner" role="status" aria-label={label} />
}
