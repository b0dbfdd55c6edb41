import { join } from 'node:path'
import { media } from '../../content/media/index.ts'
import { writePdfs } from '../pdfs/write-pdfs.ts'
import type { PhotoLibrary } from './photo-library/index.ts'
import { writeMedia } from './write-media.ts'

/**
 * Writes the site's generated media under `<clientDir>/media`: the artwork of every catalogue
 * entry the photo library does not cover, and the brochure and tariff PDFs with their page
 * images (with the library's photographs, when there is one). The build calls it on
 * `dist/client`; `npm run dev` calls it on its cache when a page first asks for a file under
 * /media, so the dev server always serves what the build would ship.
 */
export async function writeSiteMedia(
  clientDir: string,
  library?: PhotoLibrary,
): Promise<{ drawn: number; documents: string[] }> {
  const photoKeys = library?.manifest.keys ?? {}
  const drawn = await writeMedia(
    join(clientDir, 'media'),
    Object.fromEntries(Object.entries(media).filter(([key]) => photoKeys[key] === undefined)),
  )
  const documents = await writePdfs(clientDir, library)
  return { drawn, documents }
}
