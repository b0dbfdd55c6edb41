import { Link } from '@tanstack/react-router'
import { home } from '../../../content/pages/home.ts'
import { site } from '../../../content/site.ts'
import { suiteCards } from '../../../content/suite-cards.build-time.ts'
import { buttonClass, textLinkClass } from '../../components/button/button-styles.ts'
import { CardGrid } from '../../components/card/card.tsx'
import { SuiteCard } from '../../components/card/suite-card.tsx'
import { Carousel } from '../../components/carousel/carousel.tsx'
import { toSlides } from '../../components/carousel/carousel-slide.tsx'
import { Picture } from '../../components/picture/picture.tsx'
import { RevealSplit } from '../../components/reveal/reveal-split.tsx'
import { Actions } from '../../components/section/actions.tsx'
import { Eyebrow, eyebrowClass } from '../../components/section/eyebrow.tsx'
import { Section } from '../../components/section/section.tsx'
import { Split } from '../../components/section/split.tsx'
import styles from './home-page.module.css'

// The culinary journey and the reviews are carousels (spec 2.3): one venue, or one review, at
// a time, each a slide of its own content.
const venueSlides = toSlides(
  home.culinary.venues.map((venue) => ({
    key: venue.name,
    content: (
      <article className={styles.venue}>
        <Picture media={venue.media} slot="gallery" className={styles.venueImage} />
        <div className={styles.venueText}>
          <h3>{venue.name}</h3>
          <p>{venue.line}</p>
          <Link to={venue.to} className={textLinkClass}>
            {home.culinary.linkLabel}
          </Link>
        </div>
      </article>
    ),
  })),
)

const reviewSlides = toSlides(
  home.reviews.items.map((review) => ({
    key: review.guest,
    content: (
      <figure className={styles.review}>
        <h3>{review.title}</h3>
        <blockquote>
          <p>{review.content}</p>
        </blockquote>
        <figcaption>{review.guest}</figcaption>
      </figure>
    ),
  })),
)

/**
 * Home below the booking section (spec 2.3): intro, suites, the two reveal sections, dining,
 * reviews, awards. Prerendered with the page; its code hydrates as it comes near the screen
 * (home-page.tsx), so Home's first load is the film and the booking section.
 */
export function HomeMore() {
  return (
    <>
      <Section>
        <Split layout="halves">
          <div className={styles.body}>
            <Eyebrow>{home.intro.eyebrow}</Eyebrow>
            <h2>{home.intro.title}</h2>
            {home.intro.body.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <Picture media="home.intro" className={styles.splitImage} slot="split" />
        </Split>
      </Section>

      <Section
        tone="band"
        eyebrow={home.suites.eyebrow}
        title={home.suites.title}
        intro={<p>{home.suites.body}</p>}
      >
        <CardGrid count={suiteCards.length}>
          {suiteCards.map((suite, i) => (
            // Five suites: two wide cards over three (the grid fills its rows).
            <SuiteCard key={suite.id} suite={suite} slot={i < 2 ? 'half' : 'card'} />
          ))}
        </CardGrid>
        <Actions align="center">
          <Link to={home.suites.to} className={buttonClass('secondary')}>
            Explore
          </Link>
        </Actions>
      </Section>

      <RevealSplit media="home.elevation" className={styles.figureBlock}>
        <p className={styles.figure}>{home.elevation.figure}</p>
        <p className={styles.caption}>{home.elevation.caption}</p>
        <p className={styles.body}>{home.elevation.body}</p>
      </RevealSplit>

      <RevealSplit media="home.serene" tone="band" reverse>
        <p className={styles.words}>
          {home.serene.words.map((word) => (
            <span key={word} className={styles.word}>
              {word}
            </span>
          ))}
        </p>
        <p className={styles.body}>{home.serene.body}</p>
      </RevealSplit>

      <Section eyebrow={home.culinary.eyebrow} title={home.culinary.title}>
        <Carousel label={home.culinary.label} slides={venueSlides} />
      </Section>

      <Section tone="band" eyebrow={home.reviews.eyebrow} title={home.reviews.title}>
        <Carousel label={home.reviews.label} slides={reviewSlides} className={styles.reviews} />
        <p className={styles.reviewsLink}>
          <a href={site.social.reviews} target="_blank" rel="noopener noreferrer">
            {home.reviews.linkLabel}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </Section>

      <Section tone="dark" align="center" eyebrow={home.awards.eyebrow} title={home.awards.title}>
        <div className={styles.awards}>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt className={eyebrowClass}>{home.awards.reviewsLabel}</dt>
              <dd>{site.reviewSummary.reviewCount.toLocaleString('en-IN')}</dd>
            </div>
            <div className={styles.stat}>
              <dt
                className={eyebrowClass}
              >{`of ${site.reviewSummary.rankOf} hotels in Chikmagalur`}</dt>
              <dd>#{site.reviewSummary.rank}</dd>
            </div>
          </dl>
          <ul role="list" className={styles.awardList} aria-label="Traveller awards">
            {home.awards.awards.map((award) => (
              <li key={award}>{award}</li>
            ))}
          </ul>
        </div>
      </Section>
    </>
  )
}
