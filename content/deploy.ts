declare const __SITE_URL__: string
declare const __MEDIA_BASE_URL__: string
declare const __BOOKING_ENGINE_URL__: string

/**
 * Deploy-time origins compiled into the site by vite.config.ts (validated there by
 * `readDeployConfig`). Only code bundled by Vite (pages, prerender, tests) imports this module.
 */
export const deploy = {
  siteUrl: __SITE_URL__,
  mediaBaseUrl: __MEDIA_BASE_URL__,
  bookingEngineUrl: __BOOKING_ENGINE_URL__,
} as const

/** An absolute URL on the site's canonical origin for a path. */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${deploy.siteUrl}/` : `${deploy.siteUrl}${path}`
}

/** The URL of a media file (artwork, photo, PDF, video) under MEDIA_BASE_URL. */
export function mediaUrl(file: string): string {
  return `${deploy.mediaBaseUrl}/${file}`
}
