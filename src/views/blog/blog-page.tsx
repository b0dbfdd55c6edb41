import { Link } from '@tanstack/react-router'
import { articles, blogPage } from '../../../content/blog/index.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { Picture } from '../../components/picture/picture.tsx'
import { Section } from '../../components/section/section.tsx'
import { publishedOn } from './article-meta.ts'
import { ArticleCards } from './article-cards.tsx'
import styles from './blog.module.css'
import { Eyebrow } from '../../components/section/eyebrow.tsx'

/**
 * The blog list (spec 2.8): the newest article featured large, the rest in a two-column grid.
 * Articles are bundled content, so the list is always complete in the prerendered HTML.
 */
export function BlogPage() {
  const [featured, ...rest] = articles
  return (
    <>
      <Banner
        media="blog.journal"
        eyebrow={blogPage.eyebrow}
        title={blogPage.title}
        lede={blogPage.lead}
      />
      <Section>
        {featured ? (
          <article className={styles.featured} aria-labelledby={`title-${featured.id}`}>
            <div className={styles.featuredMedia}>
              <Picture media={featured.image} slot="feature" />
            </div>
            <div className={styles.featuredText}>
              <Eyebrow as="p">Latest story</Eyebrow>
              <h2 id={`title-${featured.id}`} className={styles.featuredTitle}>
                <Link to={featured.path} className={styles.cardLink}>
                  {featured.title}
                </Link>
              </h2>
              {featured.content ? <p className={styles.subtitle}>{featured.content}</p> : null}
              <p className={styles.meta}>
                <time dateTime={featured.datePublished}>{publishedOn(featured)}</time> ·{' '}
                {featured.readingMinutes} min read
              </p>
              <span className={styles.more} aria-hidden="true">
                Read the story →
              </span>
            </div>
          </article>
        ) : null}
        <h2 className="visually-hidden">More stories</h2>
        <ArticleCards articles={rest} />
      </Section>
    </>
  )
}
