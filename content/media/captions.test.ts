import { describe, expect, it } from 'vitest'
import { documents } from '../brochures.ts'
import { media } from './index.ts'
import type { MediaEntry, Scene } from './types.ts'

/*
 * Every caption must match its picture: what the words name, the drawing must show. The
 * artwork draws no people, so no caption may promise a therapist or a group; a scene drawn only
 * at dawn and in the morning cannot be called evening light.
 */

/** Words in a caption and the scenes that show them. */
const named: readonly (readonly [RegExp, readonly Scene[]])[] = [
  [/waterfall|\bfalls\b/i, ['waterfall']],
  [/temple|belur|halebidu/i, ['temple']],
  [/\blake\b|reservoir/i, ['lake']],
  [/twin beds/i, ['family-room']],
  [/bonfire/i, ['bonfire']],
  [/gazebo/i, ['gazebo']],
  [/jacuzzi|\bbath\b/i, ['bath']],
  [/mandap|wedding stage/i, ['wedding']],
  [/cupping|coffee tray/i, ['cupping']],
  [/board room/i, ['boardroom']],
  [/\bpool\b/i, ['pool']],
  [/camera/i, ['camera']],
  [/massage bed|treatment bed/i, ['massage']],
  [/\bbar\b/i, ['bar', 'night', 'bonfire', 'restaurant']],
]

/** What the artwork cannot draw, whatever the scene. */
const neverDrawn =
  /therapist|\bgroup\b|colleagues at work|two (massage|treatment) beds|side by side/i

/** Scenes drawn only in the morning light, and the words that contradict them. */
const morningOnly: readonly Scene[] = ['mist', 'sunrise', 'breakfast', 'cafe']
const evening = /\bevening\b|\bdusk\b|\bnight\b|sunset/i

function problems(label: string, scene: Scene, caption: string): string[] {
  const out: string[] = []
  for (const [words, scenes] of named)
    if (words.test(caption) && !scenes.includes(scene))
      out.push(`${label}: "${caption}" names ${words.source} but draws ${scene}`)
  if (neverDrawn.test(caption)) out.push(`${label}: "${caption}" promises what no drawing shows`)
  if (morningOnly.includes(scene) && evening.test(caption))
    out.push(`${label}: "${caption}" is drawn in the morning (${scene})`)
  return out
}

describe('captions and pictures', () => {
  it('every media key: its alt text matches the scene its artwork draws', () => {
    const found = Object.entries(media as Record<string, MediaEntry>)
      .filter(([, entry]) => entry.scene !== 'document')
      .flatMap(([key, entry]) => problems(key, entry.scene, entry.alt))
    expect(found).toEqual([])
  })

  it('every brochure and tariff page: its title matches the picture drawn on it', () => {
    const found = documents.flatMap((document) =>
      document.pages.flatMap((page, i) =>
        problems(`${document.id} page ${i + 1}`, page.scene, page.title),
      ),
    )
    expect(found).toEqual([])
  })

  it('names the pages the issue found wrong', () => {
    const scene = (title: string) =>
      documents.flatMap((d) => d.pages).find((p) => p.title === title)?.scene
    expect(scene('Belur and Halebidu')).toBe('temple')
    expect(scene('Hebbe Falls')).toBe('waterfall')
    expect(scene('Hirekolale Lake')).toBe('lake')
  })
})
