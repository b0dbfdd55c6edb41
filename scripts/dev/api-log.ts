import { Writable } from 'node:stream'

const levelNames: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
}

/**
 * One short line per log record of the server app, for a developer's terminal: requests as
 * `POST /api/enquiry 201 12 ms`, anything else as `warn: message`. The app's warning that no
 * build was found is dropped: in dev, Vite serves the pages and the app only the API.
 */
export function formatLogRecord(line: string): string | undefined {
  let record: Record<string, unknown>
  try {
    record = JSON.parse(line) as Record<string, unknown>
  } catch {
    return line
  }
  const msg = typeof record['msg'] === 'string' ? record['msg'] : ''
  if (msg.startsWith('no built site found')) return undefined
  if (msg === 'request')
    return `${String(record['method'])} ${String(record['path'])} ${String(record['status'])} ${String(record['ms'])} ms`
  const level = levelNames[Number(record['level'])] ?? 'log'
  const err = record['err'] as { stack?: string; message?: string } | undefined
  const detail = err === undefined ? '' : `\n${err.stack ?? err.message ?? ''}`
  return `${level}: ${msg}${detail}`
}

/** A stream for the app's `logStream` option that writes formatted lines through `write`. */
export function devLogStream(write: (line: string) => void): Writable {
  let pending = ''
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      pending += chunk.toString()
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        const text = line.trim() === '' ? undefined : formatLogRecord(line)
        if (text !== undefined) write(text)
      }
      done()
    },
  })
}
