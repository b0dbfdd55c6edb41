import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'

/** The entry chunk's scripts and stylesheets of the page `app`, as `/desk/...` addresses. */
function appFiles(bundle: OutputBundle, app: string): string[] {
  const entry = Object.values(bundle).find(
    (file) =>
      file.type === 'chunk' &&
      file.isEntry &&
      file.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${app}`) === true,
  )
  if (entry === undefined || entry.type !== 'chunk')
    throw new Error(`desk-door-page: no entry chunk for ${app}`)
  const scripts = [entry.fileName, ...entry.imports]
  const css = scripts.flatMap((name) => {
    const chunk = bundle[name]
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : []
  })
  return [...new Set([...scripts, ...css])].map((f) => `/desk/${f}`)
}

/**
 * Finishes the desk's sign-in page (vite.desk.config.ts; docs/decisions/0025-the-desks-door.md):
 * - its stylesheets go into the page as `<style>` elements, so the form paints after the HTML's
 *   one round trip (the server allows each by its hash: server/desk/desk-shell.ts); the files
 *   stay for the app, which links them. The faces they name are not preloaded: on a slow link
 *   they would take the bandwidth the script needs (measured: the form took a sign-in 0.15 s
 *   later), and with `font-display: optional` the form paints in the fallback faces meanwhile;
 * - the app's files (the entry chunk of the page `app`, the chunks it imports statically and
 *   their stylesheets) are written as `/desk/...` addresses, separated by spaces, into the
 *   page's `<meta name="desk-app" content="">`, which src/desk/door/prefetch-app.ts reads.
 * The build fails if the page has no such tag, links no stylesheet or the app has no entry, so
 * the page cannot silently fetch nothing or paint unstyled.
 */
export function deskDoorPage(options: { app: string; page: string }): Plugin {
  return {
    name: 'trillium:desk-door-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_outputOptions, bundle) {
      const page = bundle[options.page]
      if (page === undefined || page.type !== 'asset' || typeof page.source !== 'string')
        throw new Error(`desk-door-page: no page ${options.page}`)
      let html = page.source
      const tag = /<meta name="desk-app" content="" ?\/?>/
      if (!tag.test(html))
        throw new Error(`desk-door-page: ${options.page} has no <meta name="desk-app" content="">`)
      html = html.replace(
        tag,
        `<meta name="desk-app" content="${appFiles(bundle, options.app).join(' ')}">`,
      )
      const links = /<link rel="stylesheet"[^>]*href="\/desk\/([^"]+\.css)"[^>]*>/g
      let inlined = 0
      html = html.replace(links, (_link, file: string) => {
        const sheet = bundle[file]
        if (sheet?.type !== 'asset') throw new Error(`desk-door-page: no stylesheet ${file}`)
        inlined++
        const css =
          typeof sheet.source === 'string' ? sheet.source : new TextDecoder().decode(sheet.source)
        return `<style>${css.replaceAll('</style', '<\\/style')}</style>`
      })
      if (inlined === 0) throw new Error(`desk-door-page: ${options.page} links no stylesheet`)
      page.source = html
    },
  }
}
