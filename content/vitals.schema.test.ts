import { describe, expect, it } from 'vitest'
import { deviceClassOf } from './vitals.schema.ts'

describe('the device class a metrics beacon names (server/README.md)', () => {
  it('is mobile under 768 px, tablet under 1200 px, desktop from 1200 px', () => {
    expect([320, 767, 768, 1199, 1200, 2560].map(deviceClassOf)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ])
  })
})
