import type { SiwxContext } from '../siwxContext'

/** The page forgets session `pci` (the server's copy is not touched). */
export function dropSession(context: SiwxContext, pci: string): void {
  context.setSessions(context.own().sessions.filter((session) => session.pci !== pci))
}
