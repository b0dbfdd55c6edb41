import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { readDeployConfig } from './content/env.ts'
import { fontSubset } from './scripts/build/font-subset.ts'
import { deskDoorPage } from './scripts/build/desk-door-page.ts'

/**
 * The reservations desk's own build (issue 42): `src/desk/index.html` and `src/desk/main.tsx`
 * into `dist/desk/` under the base `/desk/`, apart from the public site's build (vite.config.ts),
 * so no desk module can land in a public chunk and the public pages' bytes do not move when the
 * desk changes. `npm run build` runs it after the public site (scripts/build.ts); `npm run dev`
 * serves it with hot reload at /desk (scripts/dev/desk-dev.ts).
 *
 * Two pages: the app's shell (index.html) and the sign-in page (door.html) the server sends to a
 * browser without a session, whose script carries the session machine and no React.
 *
 * The shell runs under the desk's strict CSP (`script-src 'self'; style-src 'self'`; fonts and
 * images from the site itself): so no inline script or style, no asset inlined as a data: URL,
 * and no module-preload polyfill (Vite writes that inline). tests/quality/desk-shell.test.ts
 * checks the built shell.
 */
const root = fileURLToPath(new URL('.', import.meta.url))
const deploy = readDeployConfig(process.env)

export default defineConfig({
  root: fileURLToPath(new URL('./src/desk', import.meta.url)),
  base: '/desk/',
  // The site's public files are the public build's; the desk ships only what it imports.
  publicDir: false,
  envDir: root,
  // Apart from the public dev server's pre-bundled dependencies (both run in `npm run dev`).
  cacheDir: fileURLToPath(new URL('./node_modules/.vite-desk', import.meta.url)),
  plugins: [
    // The site's faces, cut to the characters of the site's sources and the desk's own.
    fontSubset({ root, folders: ['content', 'src', 'machines'], withDesk: true }),
    react(),
    // The desk is in English: React Aria's strings in its 34 other languages stay out (about
    // 165 kB of the bundle before minifying: docs/performance.md).
    optimizeLocales.vite({ locales: ['en'] }),
    // the sign-in page's stylesheet in the page, and the app's files named for it to fetch
    deskDoorPage({ app: 'src/desk/index.html', page: 'door.html' }),
  ],
  define: {
    __SITE_URL__: JSON.stringify(deploy.siteUrl),
    __MEDIA_BASE_URL__: JSON.stringify(deploy.mediaBaseUrl),
    __BOOKING_ENGINE_URL__: JSON.stringify(deploy.bookingEngineUrl),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/desk', import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    // two pages: the app (index.html) and the sign-in page a browser without a session gets
    // (door.html: docs/decisions/0025-the-desks-door.md)
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./src/desk/index.html', import.meta.url)),
        door: fileURLToPath(new URL('./src/desk/door.html', import.meta.url)),
      },
    },
  },
})
