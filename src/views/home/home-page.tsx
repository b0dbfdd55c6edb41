import { Link } from '@tanstack/react-router'
import { home } from '../../../content/pages/home.ts'
import { site } from '../../../content/site.ts'
import { BannerText } from '../../components/banner/banner.tsx'
import { hasBookingChoice } from '../../components/booking-bar/booking-choice.key.ts'
import { buttonClass } from '../../components/button/button-styles.ts'
import { Section } from '../../components/section/section.tsx'
import { lazyHydrated } from '../../components/layout/lazy-hydrated.tsx'
import styles from './home-page.module.css'

// Islands: prerendered in full; their machines and code load when they are wanted (see
// lazy-hydrated), so nothing Home fetches before the visitor acts holds the state-machine
// runtime. The film's and the booking bar's when the visitor reaches for them, the weather's
// when the card comes on screen (it has a reading to fetch).
const VideoHero = lazyHydrated(() =>
  import('../../components/video-hero/video-hero.tsx').then((m) => m.HomeFilm),
)
// A visitor who chose dates or a party earlier in this tab sees that choice at once.
const BookingBar = lazyHydrated(
  () => import('../../components/booking-bar/booking-bar.tsx').then((m) => m.BookingBar),
  { on: 'intent', now: hasBookingChoice },
)
const WeatherCard = lazyHydrated(
  () => import('../../components/weather-card/weather-card.tsx').then((m) => m.WeatherCard),
  { on: 'visible' },
)
// The rest of the page: static sections, links and two more kinds of island, hydrated as it
// comes within a quarter of a screen (a link followed before that loads its page in full).
const HomeMore = lazyHydrated(() => import('./home-more.tsx').then((m) => m.HomeMore), {
  on: 'visible',
  ahead: 0.25,
})

/** Home (spec 2.3): hero, booking, then the rest (home-more.tsx): intro, suites, reveals, dining, reviews, awards. */
export function HomePage() {
  return (
    <>
      {/* data-banner: the page opens with a full-bleed picture, so the header starts clear. */}
      <div data-banner>
        <VideoHero label={home.hero.videoLabel}>
          <BannerText
            className={styles.hero}
            eyebrow={home.hero.eyebrow}
            title={home.hero.title}
            lede={home.hero.lede}
          >
            <Link to="/" hash="book" className={buttonClass('primary')}>
              Check availability
            </Link>
            <Link to={home.suites.to} className={buttonClass('light')}>
              {home.suites.cta}
            </Link>
          </BannerText>
        </VideoHero>
      </div>

      <Section id="book" tone="band" eyebrow="Plan your stay" title="Check availability">
        <div className={styles.book}>
          <BookingBar />
          <WeatherCard className={styles.weather} />
        </div>
        <p className={styles.bookNote}>
          Prefer to talk it through? Call reservations toll-free on{' '}
          <a href={`tel:${site.phones.tollFree.tel}`}>{site.phones.tollFree.display}</a>.
        </p>
      </Section>
      <HomeMore />
    </>
  )
}
