import { noInlineSources, type InlineSources } from './static/inline-hashes.ts'

interface PolicyOptions {
  siteUrl: string
  mediaBaseUrl: string
}

/**
 * The Content-Security-Policy. Inline scripts and styles only by hash: a page's boot script and
 * its own stylesheet block (`inline`, from its HTML; see static/inline-hashes.ts); JSON-LD
 * blocks are data, not executed, so they need no allowance. Images and media may also
 * come from the media host when MEDIA_BASE_URL is an absolute URL. A directive that would say what
 * default-src says is left out: the header is sent with every page, before its first byte, in
 * the round trip the page has to fit (Home's HTML with photographs is within 0.3 kB of it).
 */
export function contentSecurityPolicy(
  options: PolicyOptions,
  inline: InlineSources = noInlineSources,
): string {
  const mediaOrigin = /^https?:\/\//.test(options.mediaBaseUrl)
    ? new URL(options.mediaBaseUrl).origin
    : undefined
  const withMedia = (base: string) => (mediaOrigin === undefined ? base : `${base} ${mediaOrigin}`)
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    ["style-src 'self'", ...inline.styles].join(' '),
    withMedia("img-src 'self' data:"),
    // Fonts, fetches and media fall back to default-src, 'self'; media names the media host too.
    ...(mediaOrigin === undefined ? [] : [withMedia("media-src 'self'")]),
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(options.siteUrl.startsWith('https://') ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** The security headers sent with every response (a page's CSP adds its style hashes). */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  const https = options.siteUrl.startsWith('https://')
  const csp = contentSecurityPolicy(options)

  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    // Nothing of this site is meant to be embedded by another site (the media host, when
    // MEDIA_BASE_URL is absolute, is another server with its own policy).
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
  }
  if (https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
