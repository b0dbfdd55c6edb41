import { Link } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { landing, type SocialIcon } from '../../../content/pages/landing.ts'
import { site, tollFreeHref } from '../../../content/site.ts'
import {
  ExternalIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  MapsIcon,
  PhoneIcon,
  ReviewBadgeIcon,
  WhatsappIcon,
  YoutubeIcon,
  type IconProps,
} from '../../components/icons/index.ts'
import { iconButtonClass } from '../../components/button/button-styles.ts'
import { Logo } from '../../components/logo/logo.tsx'
import { Picture } from '../../components/picture/picture.tsx'
import styles from './landing.module.css'
import { Eyebrow } from '../../components/section/eyebrow.tsx'

const icons: Readonly<Record<SocialIcon, ComponentType<IconProps>>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  maps: MapsIcon,
  reviews: ReviewBadgeIcon,
  youtube: YoutubeIcon,
  whatsapp: WhatsappIcon,
  linkedin: LinkedinIcon,
}

/**
 * The Enchanting Chikmagalur landing page (spec 2.7), shown without the site's chrome: logo,
 * the 5400 feet tagline, the E Brochure, Website, Tariff and Gallery buttons, social links,
 * the reservations lines and the review badge.
 */
export function LandingPage() {
  const { reservations, tollFree } = site.phones
  const { badge } = landing
  return (
    <div className={styles.page}>
      <Picture media={landing.media} slot="hero" priority className={styles.backdrop} alt="" />
      <div className={styles.card}>
        <Logo height={56} className={styles.logo} />
        <Eyebrow as="p">{landing.eyebrow}</Eyebrow>
        <h1 className={styles.tagline}>{landing.tagline}</h1>
        <p className={styles.intro}>{landing.intro}</p>

        <nav aria-label="Explore Trillium">
          <ul role="list" className={styles.buttons}>
            {landing.buttons.map((button) => (
              <li key={button.label}>
                {'to' in button ? (
                  <Link to={button.to} className={styles.button}>
                    <span className={styles.buttonLabel}>{button.label}</span>
                    <span className={styles.buttonNote}>{button.note}</span>
                  </Link>
                ) : (
                  <a
                    href={button.href}
                    className={styles.button}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <span className={styles.buttonLabel}>
                      {button.label} <ExternalIcon size={16} />
                    </span>
                    <span className={styles.buttonNote}>
                      {button.note}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <ul role="list" className={styles.social} aria-label="Trillium elsewhere">
          {landing.social.map((link) => {
            const Icon = icons[link.icon]
            return (
              <li key={link.icon}>
                <a
                  href={link.href}
                  className={iconButtonClass('plain', styles.socialLink)}
                  rel="noopener noreferrer"
                  aria-label={link.label}
                >
                  <Icon size={22} />
                </a>
              </li>
            )
          })}
        </ul>

        <div className={styles.contact}>
          <Eyebrow as="p" tone="blue">
            Reservations
          </Eyebrow>
          <p>
            <PhoneIcon size={18} className={styles.inlineIcon} />
            <a href={`tel:${reservations.tel}`}>{reservations.display}</a>
          </p>
          <p className={styles.small}>
            Toll-free <a href={tollFreeHref}>{tollFree.display}</a>
          </p>
          <p className={styles.small}>
            <a href={`mailto:${site.email.address}`}>{site.email.address}</a>
          </p>
        </div>

        <a className={styles.badge} href={badge.href} rel="noopener noreferrer">
          <ReviewBadgeIcon size={34} className={styles.badgeIcon} />
          <span className={styles.badgeText}>
            <span className={styles.badgeRank}>
              #{badge.rank}{' '}
              <span className={styles.badgeOf}>
                of {badge.rankOf} {badge.place}
              </span>
            </span>
            <span className={styles.badgeCount}>
              {badge.reviewCount.toLocaleString('en-IN')} reviews · {badge.label}
            </span>
          </span>
        </a>
      </div>
    </div>
  )
}
