import { describe, expect, it } from 'vitest'
import { devLogStream, formatLogRecord } from './api-log.ts'

describe('the dev server’s API log', () => {
  it('writes a request as one short line and another record with its level', () => {
    const request = {
      level: 30,
      msg: 'request',
      method: 'POST',
      path: '/api/enquiry',
      status: 201,
      ms: 12.5,
    }
    expect(formatLogRecord(JSON.stringify(request))).toBe('POST /api/enquiry 201 12.5 ms')
    expect(formatLogRecord('{"level":40,"msg":"weather provider failed"}')).toBe(
      'warn: weather provider failed',
    )
    expect(formatLogRecord('not json')).toBe('not json')
  })

  it('leaves out the warning that there is no build: in dev, Vite serves the pages', () => {
    expect(
      formatLogRecord('{"level":40,"msg":"no built site found in dist/client; run npm run build"}'),
    ).toBeUndefined()
  })

  it('turns a stream of records, split anywhere, into lines', async () => {
    const lines: string[] = []
    const stream = devLogStream((line) => lines.push(line))
    const text =
      '{"level":30,"msg":"request","method":"GET","path":"/healthz","status":200,"ms":1}\n'
    await new Promise<void>((resolve) => stream.write(text.slice(0, 20), () => resolve()))
    await new Promise<void>((resolve) => stream.write(text.slice(20), () => resolve()))
    expect(lines).toEqual(['GET /healthz 200 1 ms'])
  })
})
