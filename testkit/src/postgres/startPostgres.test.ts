import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { findPostgresBin, startPostgres } from './startPostgres'

const run = promisify(execFile)

/** A query through the server's own client, psql, over TCP. */
async function psql(port: number, sql: string): Promise<string> {
  const psqlPath = join(findPostgresBin() as string, 'psql')
  const { stdout } = await run(psqlPath, [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-tAc',
    sql,
  ])
  return stdout.trim()
}

function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

describe('startPostgres', () => {
  it('serves SQL on 127.0.0.1 from a temporary cluster, its socket inside it, and removes it all on stop', async () => {
    const postgres = await startPostgres()
    try {
      expect(postgres.url).toBe(`postgres://postgres@127.0.0.1:${postgres.port}/postgres`)
      expect(await psql(postgres.port, 'select 40 + 2')).toBe('42')
      expect(await psql(postgres.port, 'show listen_addresses')).toBe('127.0.0.1')
      expect(await psql(postgres.port, 'show unix_socket_directories')).toBe(
        join(postgres.directory, 'socket'),
      )
      expect(readdirSync(join(postgres.directory, 'socket'))).toContain(`.s.PGSQL.${postgres.port}`)
    } finally {
      await postgres.stop()
    }
    expect(existsSync(postgres.directory)).toBe(false)
    expect(await refuses(postgres.port)).toBe(true)
    // Idempotent.
    await postgres.stop()
  }, 60_000)

  it('runs two servers side by side on their own ports and folders', async () => {
    const [a, b] = await Promise.all([startPostgres(), startPostgres()])
    try {
      expect(a.port).not.toBe(b.port)
      expect(a.directory).not.toBe(b.directory)
      await psql(a.port, 'create table only_in_a (x int)')
      expect(
        await psql(b.port, "select count(*) from pg_tables where tablename = 'only_in_a'"),
      ).toBe('0')
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  }, 60_000)
})
