import { paths } from '../../../content/routes.ts'
import { site, tollFreeHref } from '../../../content/site.ts'
import styles from './not-found-page.module.css'
import { LinkButtons } from '../../components/section/actions.tsx'

/** The designed page for an unknown path (the server answers it with HTTP 404). */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">This path is lost in the mist</h1>
        <p>
          The page you were looking for is not here. It may have moved, or the link may be mistyped.
          Let us walk you somewhere lovely instead, or call reservations toll-free on{' '}
          <a href={tollFreeHref}>{site.phones.tollFree.display}</a>.
        </p>
        <LinkButtons
          align="center"
          primary="first"
          links={[
            { label: 'Back to home', to: paths.home },
            { label: 'See the suites', to: paths.suites },
          ]}
        />
      </div>
    </section>
  )
}
