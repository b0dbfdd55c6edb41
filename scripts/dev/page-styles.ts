import type { ViteDevServer } from 'vite'
import type { ModuleRunner } from 'vite/module-runner'

const cssRequest = /\.css($|\?)/
const clientEntry = '/src/app/entry-client.tsx'

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/**
 * The page's stylesheets as `<style data-vite-dev-id>` blocks, so a server-rendered page paints
 * styled before its scripts run, as the built page does with its inline styles. They are the
 * stylesheets the server render has loaded (the layout's, the routes' and the islands') and the
 * ones the client entry imports itself (global.css), each as Vite serves it (`?direct`: CSS
 * modules with the same class names as the page's markup). Vite's client adopts a block by its
 * id, so hot reload updates it in place instead of adding a second copy.
 */
export async function pageStyles(server: ViteDevServer, runner: ModuleRunner): Promise<string> {
  const client = server.environments.client
  await client.transformRequest(clientEntry)
  const entry = await client.moduleGraph.getModuleByUrl(clientEntry)
  const sheets = new Map<string, string>() // id (the file) -> URL
  for (const mod of runner.evaluatedModules.idToModuleMap.values())
    if (cssRequest.test(mod.id) && !mod.id.includes('?')) sheets.set(mod.id, mod.url)
  for (const mod of entry?.importedModules ?? [])
    if (mod.id !== null && cssRequest.test(mod.id) && !sheets.has(mod.id))
      sheets.set(mod.id, mod.url)

  const blocks: string[] = []
  for (const [id, url] of sheets) {
    const result = await client.transformRequest(`${url}?direct`)
    if (result === null) continue
    const css = result.code.replace(/<\/style/gi, '<\\/style')
    blocks.push(`<style data-vite-dev-id="${escapeAttribute(id)}">${css}</style>`)
  }
  return blocks.join('\n')
}
