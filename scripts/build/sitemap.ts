const escapeXml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** sitemap.xml for the prerendered routes, on the canonical origin. */
export function sitemapXml(siteUrl: string, paths: readonly string[], lastModified: Date): string {
  const day = lastModified.toISOString().slice(0, 10)
  const urls = [...paths].sort().map((path) => {
    const loc = path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`
    return `  <url><loc>${escapeXml(loc)}</loc><lastmod>${day}</lastmod></url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt that allows everything but the API and points to the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
