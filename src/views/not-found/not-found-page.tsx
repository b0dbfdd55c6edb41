import { Link } from '@tanstack/react-router'
import { paths } from '../../../content/routes.ts'
import { site, tollFreeHref } from '../../../content/site.ts'
import { buttonClass } from '../../components/button/button-styles.ts'
import styles from './not-found-page.module.css'

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
        <div className={styles.links}>
          <Link to={paths.home} className={buttonClass('primary')}>
            Back to home
          </Link>
          <Link to={paths.suites} className={buttonClass('secondary')}>
            See the suites
          </Link>
        </div>
      </div>
    </section>
  )
}
