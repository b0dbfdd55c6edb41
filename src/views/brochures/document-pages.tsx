import { mediaUrl } from '../../../content/deploy.ts'
import { pageMediaKey, type DocumentIndex } from '../../../content/documents.ts'
import { isMediaKey } from '../../../content/media/index.ts'
import { DownloadIcon } from '../../components/icons/index.ts'
import { Picture } from '../../components/picture/picture.tsx'
import { buttonClass } from '../../components/button/button-styles.ts'
import styles from './brochures.module.css'

/** The link that opens a document's PDF in a new tab, under its fixed file name. */
export function DownloadLink({
  document,
  label,
  variant = 'primary',
}: {
  readonly document: DocumentIndex
  readonly label: string
  readonly variant?: 'primary' | 'secondary' | 'light'
}) {
  return (
    <a
      className={buttonClass(variant)}
      href={mediaUrl(document.fileName)}
      target="_blank"
      rel="noopener"
      type="application/pdf"
    >
      <DownloadIcon size={20} />
      {label}
      <span className="visually-hidden">
        {' '}
        (PDF, {document.pageCount} pages, opens in a new tab)
      </span>
    </a>
  )
}

/**
 * The stack of a document's page images, one per PDF page, in reading order. The first page
 * loads at once; the rest load as the visitor scrolls.
 */
export function DocumentPages({ document }: { readonly document: DocumentIndex }) {
  return (
    <ol className={styles.pages} aria-label={`${document.title}: ${document.pageCount} pages`}>
      {Array.from({ length: document.pageCount }, (_, i) => {
        const key = pageMediaKey(document, i)
        if (!isMediaKey(key)) return null
        return (
          <li key={key} className={styles.page}>
            <Picture media={key} priority={i === 0} />
            <span className={styles.pageNumber} aria-hidden="true">
              {i + 1} / {document.pageCount}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
