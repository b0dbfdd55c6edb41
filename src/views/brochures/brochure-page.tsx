import { Link } from '@tanstack/react-router'
import { brochurePages } from '../../../content/documents.ts'
import { paths } from '../../../content/routes.ts'
import { Logo } from '../../components/logo/logo.tsx'
import { DocumentPages, DownloadLink } from './document-pages.tsx'
import styles from './brochures.module.css'
import { Eyebrow } from '../../components/section/eyebrow.tsx'

/**
 * A brochure page (spec 2.7), shown without the site's chrome: the brochure's page images in a
 * stack and a Download button that opens the PDF in a new tab under its fixed file name.
 * `trillium` is the resort brochure (15 pages); `enchanting` the landing page's e-brochure (18).
 */
export function BrochurePage({ which }: { readonly which: keyof typeof brochurePages }) {
  const page = brochurePages[which]
  const home = which === 'enchanting' ? paths.landing : paths.home
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <Link to={home} className={styles.brand}>
          <Logo
            height={40}
            title={
              which === 'enchanting'
                ? 'Back to Enchanting Chikmagalur'
                : 'Trillium Resort & Spa home'
            }
          />
        </Link>
        <DownloadLink document={page.document} label="Download" variant="primary" />
      </header>
      <div className={styles.intro}>
        <Eyebrow as="p">{page.eyebrow}</Eyebrow>
        <h1>{page.title}</h1>
        <p className={styles.lead}>{page.intro}</p>
      </div>
      <DocumentPages document={page.document} />
      <footer className={styles.end}>
        <DownloadLink
          document={page.document}
          label={`Download the PDF (${page.document.pageCount} pages)`}
        />
        <Link to={home} className={styles.backLink}>
          {which === 'enchanting' ? '← Enchanting Chikmagalur' : '← Back to the website'}
        </Link>
      </footer>
    </div>
  )
}
