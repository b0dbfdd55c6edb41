import { Link } from '@tanstack/react-router'
import { documentIndex } from '../../../content/documents.ts'
import { deploy } from '../../../content/deploy.ts'
import { tariff } from '../../../content/pages/tariff.build-time.ts'
import { paths } from '../../../content/routes.ts'
import { buttonClass } from '../../components/button/button-styles.ts'
import { ExternalIcon } from '../../components/icons/index.ts'
import { Logo } from '../../components/logo/logo.tsx'
import { DocumentPages, DownloadLink } from './document-pages.tsx'
import styles from './brochures.module.css'
import tariffStyles from './tariff.module.css'
import { Eyebrow } from '../../components/section/eyebrow.tsx'
import { BulletList } from '../../components/section/lists.tsx'

/**
 * The landing tariff (spec 2.7, DECISIONS "Prices ... are not invented"): suite categories
 * with sizes and occupancy, what every stay includes and the policies, a link to the booking
 * engine for live rates, the PDF and its page images. No rate is printed anywhere.
 */
const tariffDocument = documentIndex.tariff

export function TariffPage() {
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <Link to={paths.landing} className={styles.brand}>
          <Logo height={40} title="Back to Enchanting Chikmagalur" />
        </Link>
        <DownloadLink document={tariffDocument} label="Download" />
      </header>
      <div className={tariffStyles.sheet}>
        <div className={tariffStyles.head}>
          <Eyebrow as="p">Trillium Resort &amp; Spa</Eyebrow>
          <h1>{tariff.title}</h1>
          <p className={styles.lead}>{tariff.intro}</p>
          <div className={tariffStyles.actions}>
            <a className={buttonClass('primary')} href={deploy.bookingEngineUrl} rel="noopener">
              See rates for your dates
              <ExternalIcon size={18} />
            </a>
            <DownloadLink
              document={tariffDocument}
              label="Download the tariff"
              variant="secondary"
            />
          </div>
        </div>

        <section aria-labelledby="tariff-suites" className={tariffStyles.block}>
          <h2 id="tariff-suites">Suite categories</h2>
          <div className={tariffStyles.tableWrap}>
            <table className={tariffStyles.table}>
              <thead>
                <tr>
                  <th scope="col">Suite</th>
                  <th scope="col">Size</th>
                  <th scope="col">Occupancy</th>
                  <th scope="col">Highlights</th>
                </tr>
              </thead>
              <tbody>
                {tariff.categories.map((category) => (
                  <tr key={category.name}>
                    <th scope="row">
                      <Link to={category.link as '/'}>{category.name}</Link>
                    </th>
                    <td className={tariffStyles.size} data-label="Size">
                      {category.sizeSqFt.toLocaleString('en-IN')} sq ft
                    </td>
                    <td data-label="Occupancy">{category.occupancy}</td>
                    <td data-label="Highlights">{category.features.join(' · ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={tariffStyles.every}>
            <strong>In every suite:</strong> {tariff.everySuite.join(' · ')}
          </p>
        </section>

        <div className={tariffStyles.columns}>
          <section aria-labelledby="tariff-inclusions" className={tariffStyles.block}>
            <h2 id="tariff-inclusions">Inclusions</h2>
            <BulletList items={tariff.inclusions} />
          </section>
          <section aria-labelledby="tariff-policies" className={tariffStyles.block}>
            <h2 id="tariff-policies">Policies</h2>
            <BulletList items={tariff.policies} />
            <p>
              <Link to={paths.policy}>The full stay policy</Link>
            </p>
          </section>
        </div>

        <aside className={tariffStyles.rates} aria-labelledby="tariff-rates">
          <h2 id="tariff-rates">Rates</h2>
          <p>{tariff.ratesNote}</p>
          <a className={buttonClass('light')} href={deploy.bookingEngineUrl} rel="noopener">
            Check availability and rates
          </a>
        </aside>
      </div>

      <div className={styles.intro}>
        <h2>The tariff, page by page</h2>
      </div>
      <DocumentPages document={tariffDocument} />
      <footer className={styles.end}>
        <DownloadLink
          document={tariffDocument}
          label={`Download the PDF (${tariffDocument.pageCount} pages)`}
        />
        <Link to={paths.landing} className={styles.backLink}>
          ← Enchanting Chikmagalur
        </Link>
      </footer>
    </div>
  )
}
