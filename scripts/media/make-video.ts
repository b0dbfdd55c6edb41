/**
 * Makes the home page's background video: a slow, seamlessly looping parallax drift over the
 * misty hills of the `home.video-poster` artwork, with mist banks sliding between the ridges.
 * Every layer of the poster is rasterised separately (sharp), then ffmpeg moves each on its own
 * sine (far ridges barely, near ones more, the mist most) over one period, so the last frame
 * meets the first and the first frame is the poster itself.
 *
 * Run by hand after changing the artwork: `tsx scripts/media/make-video.ts`. It needs ffmpeg with
 * libvpx-vp9 (and libx264 for the MP4). The results are committed in public/media, so the build
 * needs neither ffmpeg nor this script.
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { media } from '../../content/media/index.ts'
import type { MediaEntry } from '../../content/media/types.ts'
import { drawLandscapeLayers } from './artwork/index.ts'

const run = promisify(execFile)

const key = 'home.video-poster'
const seconds = 12
const fps = 24
/** Composed at the poster's full size, then scaled down, so slow layers move in sub-pixel steps. */
const work = { width: 1920, height: 1080 }
const out = { width: 1280, height: 720 }
const bleed = 0.06
/** Peak drift of each layer in working pixels, far to near; the sky hardly moves. */
const drift = [4, 10, 18, 28, 42, 60, 80]

/** Soft banks of mist, wider than the frame, that slide across between the middle ridges. */
function mistLayer(width: number, height: number): string {
  const banks = [
    [0.2, 0.62, 0.34, 0.05],
    [0.62, 0.7, 0.4, 0.06],
    [0.95, 0.58, 0.3, 0.04],
    [0.45, 0.8, 0.5, 0.05],
  ]
  const ellipses = banks
    .map(
      ([x, y, rx, ry]) =>
        `<ellipse cx="${Math.round((x ?? 0) * width)}" cy="${Math.round((y ?? 0) * height)}" rx="${Math.round((rx ?? 0) * width)}" ry="${Math.round((ry ?? 0) * height)}" fill="url(#m)"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="m"><stop offset="0" stop-color="#f7f4ee" stop-opacity=".55"/><stop offset="1" stop-color="#f7f4ee" stop-opacity="0"/></radialGradient></defs>${ellipses}</svg>`
}

async function main(): Promise<void> {
  const entry: MediaEntry = media[key]
  const { default: sharp } = await import('sharp')
  const dir = await mkdtemp(join(tmpdir(), 'trillium-video-'))
  try {
    const layers = drawLandscapeLayers(key, { ...entry, ...work }, bleed)
    const pad = Math.round(work.width * bleed)
    const files: string[] = []
    for (const [i, svg] of layers.entries()) {
      const file = join(dir, `layer-${i}.png`)
      await sharp(Buffer.from(svg)).png().toFile(file)
      files.push(file)
    }
    const mistWidth = Math.round(work.width * 1.4)
    const mistFile = join(dir, 'mist.png')
    await sharp(Buffer.from(mistLayer(mistWidth, work.height)))
      .png()
      .toFile(mistFile)
    // The mist goes in front of the middle ridge, behind the two nearest.
    const order = [...files]
    order.splice(Math.max(1, files.length - 2), 0, mistFile)

    const inputs = order.flatMap((file) => [
      '-loop',
      '1',
      '-framerate',
      String(fps),
      '-t',
      String(seconds),
      '-i',
      file,
    ])
    const chain: string[] = [
      `color=c=black:s=${work.width}x${work.height}:r=${fps}:d=${seconds}[b0]`,
    ]
    order.forEach((file, i) => {
      const isMist = file === mistFile
      const offset = isMist ? Math.round((mistWidth - work.width) / 2) : pad
      const amplitude = isMist ? offset * 0.9 : (drift[i] ?? 80)
      // One full sine per loop, so the drift ends where it began; the mist runs the other way.
      const x = `-${offset}${isMist ? '-' : '+'}${amplitude}*sin(2*PI*t/${seconds})`
      chain.push(`[b${i}][${i}:v]overlay=x='${x}':y=0:shortest=1[b${i + 1}]`)
    })
    chain.push(`[b${order.length}]scale=${out.width}:${out.height}:flags=lanczos,format=yuv420p[v]`)
    const graph = chain.join(';')

    const publicMedia = resolve(import.meta.dirname, '../../public/media')
    const webm = join(publicMedia, 'home.video.webm')
    const mp4 = join(publicMedia, 'home.video.mp4')
    await mkdir(publicMedia, { recursive: true })
    const common = [
      '-y',
      '-hide_banner',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      graph,
      '-map',
      '[v]',
      '-an',
      '-t',
      String(seconds),
    ]
    await run(
      'ffmpeg',
      [
        ...common,
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '31',
        '-row-mt',
        '1',
        '-deadline',
        'good',
        '-cpu-used',
        '2',
        '-pix_fmt',
        'yuv420p',
        webm,
      ],
      { maxBuffer: 1 << 24 },
    )
    await run(
      'ffmpeg',
      [
        ...common,
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        '23',
        '-profile:v',
        'high',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        mp4,
      ],
      { maxBuffer: 1 << 24 },
    )
    for (const file of [webm, mp4])
      console.log(`${file}: ${Math.round((await stat(file)).size / 1024)} KB`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
