import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../server/security-headers.ts'

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d]))

describe('the Content-Security-Policy', () => {
  it('says only what default-src does not: no directive repeats its self', () => {
    const csp = directives(
      contentSecurityPolicy({ siteUrl: 'https://trillium.example', mediaBaseUrl: '/media/' }),
    )
    expect(csp.get('default-src')).toBe("default-src 'self'")
    expect(csp.get('img-src')).toBe("img-src 'self' data:")
    for (const name of ['media-src', 'font-src', 'connect-src']) expect(csp.has(name)).toBe(false)
    expect(csp.get('object-src')).toBe("object-src 'none'")
    expect(csp.has('upgrade-insecure-requests')).toBe(true)
  })

  it('lets pictures and the film come from a media host named by an absolute MEDIA_BASE_URL', () => {
    const csp = directives(
      contentSecurityPolicy({
        siteUrl: 'http://localhost:3000',
        mediaBaseUrl: 'https://cdn.trillium.example/media/',
      }),
    )
    expect(csp.get('img-src')).toBe("img-src 'self' data: https://cdn.trillium.example")
    expect(csp.get('media-src')).toBe("media-src 'self' https://cdn.trillium.example")
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
  })
})
