export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

/** Where Latch reports what it ignored or recovered from; inject one to collect or forward it. */
export interface Logger {
  debug(message: string, details?: unknown): void
  info(message: string, details?: unknown): void
  warn(message: string, details?: unknown): void
  error(message: string, details?: unknown): void
}

const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

/** A console logger that drops messages below `level`. */
export function createConsoleLogger(level: LogLevel = 'warn'): Logger {
  const at =
    (messageLevel: Exclude<LogLevel, 'silent'>) =>
    (message: string, details?: unknown): void => {
      if (rank[messageLevel] < rank[level]) return
      const line = `[latch] ${message}`
      if (details === undefined) console[messageLevel](line)
      else console[messageLevel](line, details)
    }
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}

/** A logger whose messages start with `[scope]`, e.g. a plugin's name. */
export function scopeLogger(logger: Logger, scope: string): Logger {
  return {
    debug: (message, details) => logger.debug(`[${scope}] ${message}`, details),
    info: (message, details) => logger.info(`[${scope}] ${message}`, details),
    warn: (message, details) => logger.warn(`[${scope}] ${message}`, details),
    error: (message, details) => logger.error(`[${scope}] ${message}`, details),
  }
}

export interface LogEntry {
  level: Exclude<LogLevel, 'silent'>
  message: string
  details: unknown
}

/** A logger that keeps every entry in memory, e.g. to show or assert on what Latch reported. */
export function createMemoryLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = []
  const at =
    (level: LogEntry['level']) =>
    (message: string, details?: unknown): void => {
      entries.push({ level, message, details })
    }
  return { entries, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}
