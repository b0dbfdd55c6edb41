import { describe, expect, it } from 'vitest'
import { logRecorder, testApp, validEnquiry } from './helpers.ts'

describe('request recorder.text()', () => {
  it('one structured line per request, without personal data or query strings', async () => {
    const recorder = logRecorder()
    const { app, close } = await testApp(
      { logLevel: 'info' },
      {
        logStream: recorder.stream,
      },
    )
    try {
      const body = await validEnquiry(app)
      const res = await app.inject({
        method: 'POST',
        url: '/api/enquiry?email=asha@example.in',
        remoteAddress: '203.0.113.9',
        headers: {
          'content-type': 'application/json',
          referer: 'http://localhost:3000/suites?name=Asha',
          'user-agent': 'Secret-Agent/1.0',
        },
        payload: JSON.stringify(body),
      })
      expect(res.statusCode).toBe(201)
      const lines = recorder
        .text()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
      const requests = lines.filter((line) => line.msg === 'request')
      expect(requests).toHaveLength(2)
      expect(requests[1]).toMatchObject({ method: 'POST', path: '/api/enquiry', status: 201 })
      expect(typeof requests[1]?.ms).toBe('number')
      for (const secret of [
        'asha@example.in',
        'Asha',
        '203.0.113.9',
        'Secret-Agent',
        '9845012345',
      ]) {
        expect(recorder.text()).not.toContain(secret)
      }
    } finally {
      await close()
    }
  })
})
