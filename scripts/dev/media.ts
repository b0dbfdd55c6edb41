import { createReadStream } from 'node:fs'
import { mkdir, rm, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join, normalize, sep } from 'node:path'
import { contentTypeOf } from '../../server/static/site-files.ts'

/** The build's media writers, loaded fresh after a change (through Vite's module runner). */
export interface MediaWriters {
  writeSiteMedia: (clientDir: string) => Promise<unknown>
  writeOgImage: (key: string, outPath: string) => Promise<void>
}

export interface DevMedia {
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  /** Forget what was generated: the next request under /media generates it again. */
  invalidate: () => void
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * `/media/*` in development, generated on demand by the build's own writers into `cacheDir`
 * (`<cacheDir>/media/...`, the layout of `dist/client`): the first request generates the
 * artwork and the documents (`writeSiteMedia`), a share image (`/media/og/<key>.jpg`) is drawn
 * when it is first asked for. A file the writers do not make (the committed film in
 * public/media) is left to Vite. `invalidate` after a change to the content or the writers.
 */
export function createDevMedia(cacheDir: string, load: () => Promise<MediaWriters>): DevMedia {
  const mediaDir = join(cacheDir, 'media')
  let generated: Promise<void> | undefined
  const generate = (): Promise<void> =>
    (generated ??= (async () => {
      const writers = await load()
      await rm(mediaDir, { recursive: true, force: true })
      await writers.writeSiteMedia(cacheDir)
    })().catch((error: unknown) => {
      generated = undefined
      throw error
    }))

  async function resolveFile(relative: string): Promise<string | undefined> {
    const file = normalize(join(mediaDir, relative))
    if (!file.startsWith(mediaDir + sep)) return undefined
    await generate()
    const og = /^og\/([^/]+)\.jpg$/.exec(relative)
    if (og?.[1] !== undefined) {
      if (await isFile(file)) return file
      await mkdir(dirname(file), { recursive: true })
      const writers = await load()
      try {
        await writers.writeOgImage(og[1], file)
      } catch {
        return undefined // not a catalogue key
      }
      return file
    }
    return (await isFile(file)) ? file : undefined
  }

  return {
    middleware(req, res, next) {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname
      if (!path.startsWith('/media/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
        next()
        return
      }
      let relative: string
      try {
        relative = decodeURIComponent(path.slice('/media/'.length))
      } catch {
        next()
        return
      }
      resolveFile(relative).then(
        (file) => {
          if (file === undefined) {
            next()
            return
          }
          res.writeHead(200, { 'content-type': contentTypeOf(file), 'cache-control': 'no-cache' })
          if (req.method === 'HEAD') res.end()
          else createReadStream(file).pipe(res)
        },
        (error: unknown) => {
          const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          res.end(`Generating ${path} failed:\n${message}`)
        },
      )
    },
    invalidate() {
      generated = undefined
    },
  }
}
