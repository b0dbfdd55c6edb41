import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { readDeployConfig } from './content/env.ts'
import { emptyPhotoManifest } from './content/media/photo-variants.ts'
import { fontSubset } from './scripts/build/font-subset.ts'
import { routeHeadSplit } from './scripts/build/route-head-split.ts'

/**
 * One Vite config for the client build, the server-render build (`--ssr`) and Vitest.
 * Deploy-time origins are validated here once and compiled in, so a bad SITE_URL fails the
 * build with the full list of problems instead of shipping wrong canonical links.
 */
const deploy = readDeployConfig(process.env)

export default defineConfig({
  plugins: [
    // Client build only: each route's head() and its content load with the route, not the entry.
    routeHeadSplit(fileURLToPath(new URL('./src/routes', import.meta.url))),
    // The web fonts' three faces, cut to the site's characters (fonts.css imports `fonts/<file>`).
    fontSubset({
      root: fileURLToPath(new URL('.', import.meta.url)),
      folders: ['content', 'src', 'machines'],
    }),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A loader (e.g. a lookup of every blog article) would otherwise stay in the entry chunk.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
      virtualRouteConfig: './src/app/route-config.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
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
  },
  server: { port: 5173 },
})
