import { describe, expect, it } from 'vitest'
import { DevOptionsError, readDevOptions } from './options.ts'

describe('readDevOptions', () => {
  it('defaults to 127.0.0.1:5173, the fake weather on the next port, no inspector', () => {
    expect(readDevOptions([], {})).toEqual({
      host: '127.0.0.1',
      port: 5173,
      weatherPort: 5174,
      inspect: false,
      help: false,
    })
  })

  it('takes PORT and HOST, and flags over them in both spellings', () => {
    expect(readDevOptions([], { PORT: '4702', HOST: '0.0.0.0' })).toMatchObject({
      host: '0.0.0.0',
      port: 4702,
      weatherPort: 4703,
    })
    expect(
      readDevOptions(['--port', '4710', '--weather-port=4790', '--inspect'], { PORT: '4702' }),
    ).toMatchObject({ port: 4710, weatherPort: 4790, inspect: true })
    expect(readDevOptions([], { VITE_XSTATE_INSPECT: '1' }).inspect).toBe(true)
  })

  it('refuses an unknown flag, a bad port and a flag without its value', () => {
    expect(() => readDevOptions(['--inpsect'], {})).toThrow(DevOptionsError)
    expect(() => readDevOptions(['--inpsect'], {})).toThrow(/Unknown option "--inpsect"/)
    expect(() => readDevOptions(['--port', '70000'], {})).toThrow(/port number from 1 to 65535/)
    expect(() => readDevOptions([], { PORT: 'web' })).toThrow(/PORT must be a port number/)
    expect(() => readDevOptions(['--host'], {})).toThrow(/--host needs a value/)
  })
})
