import { type ChildProcess, spawn } from 'node:child_process'

/** Children still running, killed synchronously if this process exits without stopping them. */
const liveChildren = new Set<ChildProcess>()
let exitHookInstalled = false

function killLiveChildren(): void {
  for (const child of liveChildren) child.kill('SIGKILL')
}

/**
 * Makes sure `child` does not outlive this process, however this process ends.
 *
 * - A normal exit (including `process.exit()`) runs an `exit` hook that kills it.
 * - A death by signal (a test runner killing its worker with SIGTERM, or SIGKILL) runs no hook, so
 *   a tiny `sh` watchdog holds the read end of a pipe from this process: when this process dies
 *   the pipe closes, `read` returns and the watchdog kills the child.
 *
 * Returns a release function to call once the child has exited by itself or been stopped.
 */
export function guardAgainstOrphan(child: ChildProcess): () => void {
  if (child.pid === undefined) throw new Error('cannot guard a child process that did not start')
  liveChildren.add(child)
  if (!exitHookInstalled) {
    process.on('exit', killLiveChildren)
    exitHookInstalled = true
  }
  const watchdog =
    process.platform === 'win32'
      ? undefined
      : spawn('sh', ['-c', 'read _ignored; kill -KILL "$0" 2>/dev/null', String(child.pid)], {
          stdio: ['pipe', 'ignore', 'ignore'],
        })
  // Neither the watchdog nor its pipe may keep this process's event loop alive.
  watchdog?.unref()
  watchdog?.stdin?.on('error', () => {})
  ;(watchdog?.stdin as { unref?: () => void } | null | undefined)?.unref?.()
  let released = false
  return () => {
    if (released) return
    released = true
    liveChildren.delete(child)
    // Killed rather than told to proceed: the guarded pid is gone and could be reused.
    watchdog?.kill('SIGKILL')
  }
}
