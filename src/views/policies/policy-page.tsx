import { Link } from '@tanstack/react-router'
import { paths } from '../../../content/routes.ts'
import { site } from '../../../content/site.ts'
import { longDate } from '../../../content/date-format.ts'
import type { PolicyDocument } from '../../../content/policies.ts'
import { Banner } from '../../components/banner/banner.tsx'
import styles from './policies.module.css'
import { Eyebrow } from '../../components/section/eyebrow.tsx'
import { BulletList } from '../../components/section/lists.tsx'

/** The stay policy's key facts, shown above its full text. */
const keyFacts = [
  { label: 'Check-in', value: site.checkIn },
  { label: 'Check-out', value: site.checkOut },
  { label: 'To confirm', value: '70% payment' },
  { label: 'Free cancellation', value: '15+ days out' },
] as const

const slugOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * One policy document (stay policy, privacy, terms or the accessibility statement) as a readable page: a heading block,
 * a list of sections to jump to, and the sections. The stay policy opens with a banner and its
 * key facts; privacy and terms open with a plain heading.
 */
export function PolicyPage({ document }: { readonly document: PolicyDocument }) {
  const isStay = document.path === paths.policy
  const updated = longDate(document.updated)
  return (
    <>
      {isStay ? (
        <Banner
          media="about.policy"
          eyebrow={document.eyebrow}
          title={document.title}
          lede={document.lead}
        />
      ) : (
        <header className={styles.header}>
          <div className={styles.measure}>
            <Eyebrow as="p">{document.eyebrow}</Eyebrow>
            <h1>{document.title}</h1>
            <p className={styles.lead}>{document.lead}</p>
          </div>
        </header>
      )}
      {isStay ? (
        <div className={styles.factsBand}>
          <dl className={styles.facts}>
            {keyFacts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <div className={styles.body}>
        <nav className={styles.toc} aria-label="On this page">
          <Eyebrow as="p" tone="blue">
            On this page
          </Eyebrow>
          <ol role="list">
            {document.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${slugOf(section.heading)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article}>
          <p className={styles.updated}>
            Last updated <time dateTime={document.updated}>{updated}</time>
          </p>
          {document.sections.map((section) => (
            <section key={section.heading} id={slugOf(section.heading)} className={styles.section}>
              <h2>{section.heading}</h2>
              {'paragraphs' in section && section.paragraphs
                ? section.paragraphs.map((p) => <p key={p}>{p}</p>)
                : null}
              {'items' in section && section.items ? <BulletList items={section.items} /> : null}
              {'links' in section && section.links ? (
                <ul role="list" className={styles.actions}>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <p className={styles.related}>
            See also: <Link to={paths.policy}>Stay policy</Link> ·{' '}
            <Link to={paths.privacy}>Privacy policy</Link> ·{' '}
            <Link to={paths.terms}>Terms and conditions</Link> ·{' '}
            <Link to={paths.accessibility}>Accessibility statement</Link> ·{' '}
            <Link to={paths.contact}>Contact us</Link>
          </p>
        </article>
      </div>
    </>
  )
}
