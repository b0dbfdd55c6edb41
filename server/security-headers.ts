/**
 * Builds the security headers sent with every response. The Content-Security-Policy allows no
 * inline script: JSON-LD blocks are data, not executed, so they need no allowance. Images and
 * media may also come from the media host when MEDIA_BASE_URL is an absolute URL.
 */
export function securityHeaders(options: {
  siteUrl: string
  mediaBaseUrl: string
}): Record<string, string> {
  const mediaOrigin = /^https?:\/\//.test(options.mediaBaseUrl)
    ? new URL(options.mediaBaseUrl).origin
    : undefined
  const withMedia = (base: string) => (mediaOrigin === undefined ? base : `${base} ${mediaOrigin}`)
  const https = options.siteUrl.startsWith('https://')

  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    withMedia("img-src 'self' data:"),
    withMedia("media-src 'self'"),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')

  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
  }
  if (https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
