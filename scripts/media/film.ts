import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readFile, rename } from 'node:fs/promises'
import { join } from 'node:path'
import type { PhotoLibrary } from './photo-library/index.ts'

/*
 * The Home film from the photo library (`home.video` in photos.json, or the folder's first
 * video in preview mode), encoded at build with the ffmpeg that npm installs for this platform
 * (@ffmpeg-installer): H.264 MP4 and VP9 WebM at 720p and 1080p, cached by the original's hash
 * like the photographs. Its poster, unless photos.json names one, is a frame of the film, which
 * then goes through the photo pipeline as `home.video-poster`. Where npm has no ffmpeg for the
 * platform, the build says so in one line and keeps the film the site ships.
 */

export const filmHeights = [720, 1080] as const
export const filmFormats = ['mp4', 'webm'] as const

/** The ffmpeg binary npm installed for this platform, or why there is none. */
export async function findFfmpeg(): Promise<{ path: string } | { missing: string }> {
  try {
    const specifier = '@ffmpeg-installer/ffmpeg'
    const installer = (await import(specifier)) as { default?: { path: string }; path?: string }
    const path = installer.default?.path ?? installer.path
    if (path && existsSync(path)) return { path }
    return { missing: `no ffmpeg binary at ${path ?? '(none)'}` }
  } catch (error) {
    return {
      missing: `npm has no ffmpeg for ${process.platform}-${process.arch} (${(error as Error).message.split('\n')[0] ?? ''})`,
    }
  }
}

function run(ffmpeg: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg failed (${code}): ${errors.trim()}`)),
    )
  })
}

/** The encoder arguments of one file: sized by height, silent, small and quick to start. */
function encodeArgs(height: number, format: (typeof filmFormats)[number]): string[] {
  const scale = ['-vf', `scale=-2:${height}:flags=lanczos,fps=30`, '-an']
  if (format === 'mp4')
    return [
      ...scale,
      '-c:v',
      'libx264',
      '-preset',
      'medium',
      '-crf',
      height > 720 ? '25' : '26',
    ].concat(['-profile:v', 'high', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'])
  return [...scale, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', height > 720 ? '35' : '37'].concat([
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-row-mt',
    '1',
    '-pix_fmt',
    'yuv420p',
  ])
}

export interface FilmResult {
  /** The name every file of the film starts with (`film/<id>-720.mp4`), for the pages. */
  readonly id: string
  readonly files: readonly string[]
  readonly fromCache: number
}

/** The film's id: its original's hash, with the encoder settings folded in. */
export async function filmId(path: string): Promise<string> {
  const hash = createHash('sha256').update(await readFile(path))
  hash.update(JSON.stringify(filmHeights.flatMap((h) => filmFormats.map((f) => encodeArgs(h, f)))))
  return hash.digest('hex').slice(0, 12)
}

/** Encodes (or copies from the cache) the film's four files into `<mediaDir>/film/`. */
export async function encodeFilm(
  ffmpeg: string,
  original: string,
  mediaDir: string,
  cacheDir: string,
): Promise<FilmResult> {
  const id = await filmId(original)
  const files: string[] = []
  let fromCache = 0
  await mkdir(join(mediaDir, 'film'), { recursive: true })
  await mkdir(cacheDir, { recursive: true })
  for (const height of filmHeights)
    for (const format of filmFormats) {
      const name = `${id}-${height}.${format}`
      const cached = join(cacheDir, `film-${name}`)
      if (existsSync(cached)) fromCache++
      else {
        const temporary = `${cached}.${process.pid}.tmp.${format}`
        await run(ffmpeg, ['-i', original, ...encodeArgs(height, format), temporary])
        await rename(temporary, cached)
      }
      await copyFile(cached, join(mediaDir, 'film', name))
      files.push(`film/${name}`)
    }
  return { id, files, fromCache }
}

/**
 * A frame of the film (two seconds in) as a JPEG in the cache, for the poster when photos.json
 * names none: the poster then shows what the film opens on.
 */
export async function filmPoster(ffmpeg: string, original: string, cacheDir: string) {
  const file = join(cacheDir, `film-poster-${await filmId(original)}.jpg`)
  if (!existsSync(file)) {
    await mkdir(cacheDir, { recursive: true })
    const temporary = `${file}.${process.pid}.tmp.jpg`
    // Two seconds in, past a fade from black; a shorter film gives its first frame.
    for (const at of ['2', '0']) {
      await run(ffmpeg, ['-ss', at, '-i', original, '-frames:v', '1', '-q:v', '2', temporary])
      if (existsSync(temporary)) break
    }
    await rename(temporary, file)
  }
  return file
}

/** Whether the library's film can replace the shipped one on this machine, and how. */
export type FilmPlan =
  | { readonly kind: 'none' }
  | { readonly kind: 'unavailable'; readonly line: string }
  | { readonly kind: 'encode'; readonly ffmpeg: string; readonly original: string }

export async function planFilm(library: PhotoLibrary | undefined): Promise<FilmPlan> {
  if (!library?.film) return { kind: 'none' }
  const found = await findFfmpeg()
  if ('missing' in found)
    return {
      kind: 'unavailable',
      line: `The library's film is not encoded: ${found.missing}; the site keeps its shipped film.`,
    }
  return { kind: 'encode', ffmpeg: found.path, original: library.film }
}
