import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { readDeployConfig } from './content/env.ts'
import { emptyPhotoManifest } from './content/media/photo-variants.ts'
import { fontSubset } from './scripts/build/font-subset.ts'
import { buildTimeModules } from './scripts/build/build-time-modules.ts'
import { compileHintPlugin } from './scripts/build/compile-hint.ts'
import { routeKits } from './scripts/build/route-kit.ts'
import { shortClassNames } from './scripts/build/scoped-names.ts'

/**
 * One Vite config for the client build, the server-render build (`--ssr`) and Vitest.
 * Deploy-time origins are validated here once and compiled in, so a bad SITE_URL fails the
 * build with the full list of problems instead of shipping wrong canonical links.
 */
const deploy = readDeployConfig(process.env)
/**
 * The modules every page's shared chunk (page-kit) takes, when two or more chunks use them; and
 * the booking choice's key (150 bytes Home reads before any booking bar loads), which was
 * otherwise a request of its own on Home.
 */
const pageKit =
  /src[\\/](components[\\/](picture|banner|section|booking-bar[\\/]booking-choice\.key)|routes[\\/]route-module)[\\/.]/
/**
 * Route families whose pages share content beyond the route kit (route files' names): the
 * offers and packages share their tables, the calendar and the validity line; the Chikmagalur
 * guide's pages (landing, brochure, tariff) and Contact share the weather card's icons and the
 * guide's content.
 */
const families = {
  'offer-kit': ['offer', 'offer-listing', 'package', 'packages'],
  'guide-kit': ['contact', 'landing', 'brochure', 'tariff'],
}
const kits = routeKits(pageKit, families)

export default defineConfig({
  plugins: [
    // Client build only: `*.build-time.ts` modules (the families' paths) become their values.
    buildTimeModules(),
    // The web fonts' three faces, cut to the site's characters (fonts.css imports `fonts/<file>`).
    fontSubset({
      root: fileURLToPath(new URL('.', import.meta.url)),
      folders: ['content', 'src', 'machines'],
    }),
    react(),
    kits.plugin,
    // Builds name CSS modules' classes in five characters (every page inlines its stylesheets).
    shortClassNames(fileURLToPath(new URL('.', import.meta.url))),
    // Chromium compiles the app's code as it streams in (scripts/build/compile-hint.ts).
    compileHintPlugin(),
  ],
  define: {
    __SITE_URL__: JSON.stringify(deploy.siteUrl),
    __MEDIA_BASE_URL__: JSON.stringify(deploy.mediaBaseUrl),
    __BOOKING_ENGINE_URL__: JSON.stringify(deploy.bookingEngineUrl),
    // The photo library's table (content/media/photos.ts); scripts/build.ts passes the real one.
    __PHOTOS__: JSON.stringify(emptyPhotoManifest),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    target: 'es2022',
    sourcemap: false,
    // No polyfill in every page's entry: a browser without modulepreload (Safari before 17)
    // fetches the chunks the boot module names as it imports them, later but in full.
    modulePreload: { polyfill: false },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'page-kit',
                  test: pageKit,
                  minShareCount: 2,
                },
                // Small modules inner routes share, and each family's shared modules
                // (scripts/build/route-kit.ts).
                ...['route-kit', ...Object.keys(families)].map((name) => ({
                  name,
                  test: kits.test(name),
                  includeDependenciesRecursively: false,
                })),
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 5173 },
})
