import { Link } from '@tanstack/react-router'
import type { Article } from '../../../content/blog/index.ts'
import { Picture } from '../../components/picture/picture.tsx'
import { byline } from './article-meta.ts'
import styles from './blog.module.css'

/** Articles as cards in a two-column grid: picture, date and reading time, title, subtitle. */
export function ArticleCards({ articles }: { readonly articles: readonly Article[] }) {
  return (
    <ul role="list" className={styles.grid}>
      {articles.map((article) => (
        <li key={article.id}>
          <article className={styles.card}>
            <div className={styles.cardMedia}>
              <Picture media={article.image} slot="half" />
            </div>
            <p className={styles.meta}>{byline(article)}</p>
            <h3 className={styles.cardTitle}>
              <Link to={article.path} className={styles.cardLink}>
                {article.title}
              </Link>
            </h3>
            {article.content ? <p className={styles.subtitle}>{article.content}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  )
}
