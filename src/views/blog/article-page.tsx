import { Link } from '@tanstack/react-router'
import { articles, type BlogArticle, type BlogBlock } from '../../../content/blog/index.ts'
import { paths } from '../../../content/routes.ts'
import { Banner } from '../../components/banner/banner.tsx'
import { Picture } from '../../components/picture/picture.tsx'
import { RichText } from '../../components/rich-text/rich-text.tsx'
import { Section } from '../../components/section/section.tsx'
import { byline } from './article-meta.ts'
import { ArticleCards } from './article-cards.tsx'
import styles from './blog.module.css'

function Block({ block }: { readonly block: BlogBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <h2 className={styles.bodyHeading}>
          <RichText html={block.content} as="inline" />
        </h2>
      )
    case 'heading2':
      return (
        <h3 className={styles.bodySubheading}>
          <RichText html={block.content} as="inline" />
        </h3>
      )
    case 'image':
      return (
        <figure className={styles.figure}>
          <Picture media={block.content} slot="figure" />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      )
    case 'paragraph':
      return <RichText html={block.content} />
  }
}

/**
 * A blog article (spec 2.8): hero banner with title and byline, then the body blocks, text
 * rendered only through the rich-text allow-list.
 */
export function ArticlePage({ article }: { readonly article: BlogArticle }) {
  const others = articles.filter((a) => a.id !== article.id).slice(0, 2)
  return (
    <>
      <Banner
        media={article.image}
        eyebrow="The Trillium journal"
        title={article.title}
        lede={article.content}
      />
      <article className={styles.body} aria-label={article.title}>
        <p className={styles.byline}>
          By {article.author} · <time dateTime={article.datePublished}>{byline(article)}</time>
        </p>
        {article.body.map((block, index) => (
          <Block key={index} block={block} />
        ))}
        <p className={styles.back}>
          <Link to={paths.blog}>← All stories</Link>
        </p>
      </article>
      <Section tone="band" title="More from the journal">
        <ArticleCards articles={others} />
      </Section>
    </>
  )
}
