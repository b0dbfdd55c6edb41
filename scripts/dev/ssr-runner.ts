import { createServerModuleRunner, type ViteDevServer } from 'vite'
import type { ModuleRunner } from 'vite/module-runner'

/**
 * A module runner for the server render without hot module replacement, invalidated by hand:
 * when a file changes, its modules and every module that imports them (up to the entry) are
 * evaluated afresh on the next request. Hot updates on the server would run the router plugin's
 * browser-only refresh code (it reads `window`) and stop the process; the browser keeps its own
 * hot reload.
 */
export function createSsrRunner(server: ViteDevServer): ModuleRunner {
  const ssr = server.environments['ssr']
  if (ssr === undefined) throw new Error('Vite has no SSR environment')
  const runner = createServerModuleRunner(ssr, { hmr: false })
  const evaluated = runner.evaluatedModules
  const invalidate = (file: string) => {
    const stack = [...(evaluated.getModulesByFile(file) ?? [])]
    const seen = new Set(stack)
    for (let mod = stack.pop(); mod !== undefined; mod = stack.pop()) {
      evaluated.invalidateModule(mod)
      for (const id of mod.importers) {
        const importer = evaluated.getModuleById(id)
        if (importer !== undefined && !seen.has(importer)) {
          seen.add(importer)
          stack.push(importer)
        }
      }
    }
  }
  server.watcher.on('change', invalidate)
  server.watcher.on('unlink', invalidate)
  return runner
}
