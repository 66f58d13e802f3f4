import { z } from 'zod'

/** Body of `POST /e` (spec §3 "Analytics event" and §7). */
export const analyticsEventSchema = z.object({
  eventId: z.string().min(1),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  props: z.record(z.string(), z.unknown()),
})
export type AnalyticsEventBody = z.infer<typeof analyticsEventSchema>

export interface RecordedEvent {
  body: AnalyticsEventBody
  /** Query parameters as sent: `projectId`, `st`, `sv`. */
  query: { projectId: string; st?: string; sv?: string } & Record<string, string>
  /** Value of the request's Origin header, if any (a browser page sends one). */
  origin: string | undefined
  /** Order of arrival, from 0. */
  sequence: number
}

export interface Analytics {
  /** Events received so far, oldest first (copies: tests cannot change the record). */
  events(): RecordedEvent[]
  clear(): void
}

export interface AnalyticsRecorder extends Analytics {
  record(event: Omit<RecordedEvent, 'sequence'>): void
}

export function createAnalyticsRecorder(): AnalyticsRecorder {
  let events: RecordedEvent[] = []
  let sequence = 0
  return {
    record(event) {
      events.push({ ...event, sequence: sequence++ })
    },
    events() {
      return structuredClone(events)
    },
    clear() {
      events = []
    },
  }
}
