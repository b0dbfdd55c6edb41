import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { readDeployConfig } from './content/env.ts'

/**
 * One Vite config for the client build, the server-render build (`--ssr`) and Vitest.
 * Deploy-time origins are validated here once and compiled in, so a bad SITE_URL fails the
 * build with the full list of problems instead of shipping wrong canonical links.
 */
const deploy = readDeployConfig(process.env)

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
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
