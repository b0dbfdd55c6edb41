import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { ViteDevServer } from 'vite'
import type { ModuleRunner } from 'vite/module-runner'
import { pageStyles } from './page-styles.ts'

interface ServerEntry {
  render(url: string): Promise<{ html: string; head: string; status: 200 | 404 }>
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * Serves every page as the build prerenders it: `src/app/entry-server.tsx` renders the route
 * through a server-side module runner (fresh after every edit, ssr-runner.ts), into `index.html` as Vite
 * transforms it for development (its client and React Fast Refresh), with the head tags, the
 * page's stylesheets and the markup the client hydrates, so the first client render matches.
 * Unknown routes answer 404 with the not-found page; `/x/` redirects to `/x` as the server does.
 */
export function pageMiddleware(server: ViteDevServer, runner: ModuleRunner, root: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = req.url ?? '/'
    const path = new URL(url, 'http://localhost').pathname
    if ((req.method !== 'GET' && req.method !== 'HEAD') || /\.[a-z0-9]+$/i.test(path)) {
      next()
      return
    }
    if (path.length > 1 && path.endsWith('/')) {
      // One leading slash whatever came in: `//host/` must not become a redirect to another host.
      const target = `/${path.replace(/^\/+|\/+$/g, '')}`
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
      res.writeHead(308, { location: `${target}${query}` })
      res.end()
      return
    }
    render(url).then(
      ({ status, html }) => {
        res.writeHead(status, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        })
        res.end(req.method === 'HEAD' ? undefined : html)
      },
      (error: unknown) => {
        if (error instanceof Error) server.ssrFixStacktrace(error)
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
        server.config.logger.error(`Rendering ${path} failed:\n${message}`)
        res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' })
        res.end(
          `<!doctype html><title>Render error</title><h1>Rendering ${escapeHtml(path)} failed</h1><pre>${escapeHtml(message)}</pre>`,
        )
      },
    )
  }

  async function render(url: string): Promise<{ status: number; html: string }> {
    const template = await server.transformIndexHtml(
      url,
      await readFile(join(root, 'index.html'), 'utf8'),
    )
    const entry = await runner.import<ServerEntry>('/src/app/entry-server.tsx')
    const page = await entry.render(url)
    const styles = await pageStyles(server, runner)
    const html = template
      .replace('<!--head-->', () => `${page.head}\n${styles}`)
      .replace('<!--app-->', () => page.html)
    return { status: page.status, html }
  }
}
