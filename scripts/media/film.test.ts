import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeFilm, filmPoster, findFfmpeg } from './film.ts'

const found = await findFfmpeg()
const ffmpeg = 'path' in found ? found.path : undefined

/** Width x height of a video's first stream, as ffmpeg reports it. */
function size(file: string): string {
  const out = spawnSync(ffmpeg ?? 'ffmpeg', ['-hide_banner', '-i', file], { encoding: 'utf8' })
  return /Video: .*?(\d{2,5})x(\d{2,5})/.exec(out.stderr)?.slice(1, 3).join('x') ?? ''
}

let dir: string
let original: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'film-'))
  original = join(dir, 'estate.mov')
  if (ffmpeg)
    spawnSync(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=1920x1080:rate=10',
      '-c:v',
      'mpeg4',
      original,
    ])
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe.skipIf(!ffmpeg)('the Home film from the library', () => {
  it('is encoded as MP4 and WebM at 720p and 1080p, then served from the cache', async () => {
    const cache = join(dir, 'cache')
    const first = await encodeFilm(ffmpeg ?? '', original, join(dir, 'media'), cache)
    expect(first.files.map((f) => f.replace(first.id, 'id')).sort()).toEqual([
      'film/id-1080.mp4',
      'film/id-1080.webm',
      'film/id-720.mp4',
      'film/id-720.webm',
    ])
    expect(first.fromCache).toBe(0)
    expect(size(join(dir, 'media', `film/${first.id}-720.mp4`))).toBe('1280x720')
    expect(size(join(dir, 'media', `film/${first.id}-1080.webm`))).toBe('1920x1080')
    const second = await encodeFilm(ffmpeg ?? '', original, join(dir, 'media2'), cache)
    expect(second).toEqual({ ...first, fromCache: 4 })
  }, 120_000)

  it('gives a poster frame for the photo pipeline', async () => {
    const poster = await filmPoster(ffmpeg ?? '', original, join(dir, 'cache'))
    expect((await stat(poster)).size).toBeGreaterThan(1000)
  })
})
