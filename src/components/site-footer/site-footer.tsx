import { Link } from '@tanstack/react-router'
import { gettingHereId } from '../../../content/pages/getting-here-anchor.ts'
import { paths } from '../../../content/routes.ts'
import { chatHref, site, tollFreeHref } from '../../../content/site.ts'
import { Logo } from '../logo/logo.tsx'
import { PostalAddress } from '../postal-address/postal-address.tsx'
import { useBuiltItems } from '../layout/use-built-routes.ts'
import { NavList } from '../site-header/nav-list.tsx'
import { footerNav } from '../site-header/nav.ts'
import styles from './site-footer.module.css'
import { eyebrowClass } from '../section/eyebrow.tsx'

const socialLinks = [
  { label: 'Facebook', href: site.social.facebook },
  { label: 'Instagram', href: site.social.instagram },
  { label: 'LinkedIn', href: site.social.linkedin },
  { label: 'WhatsApp', href: chatHref },
] as const

function FooterRow({
  items,
  label,
}: {
  readonly items: (typeof footerNav)[number]
  readonly label: string
}) {
  return <NavList items={useBuiltItems(items)} className={styles.row} label={label} />
}

/** The footer: address, reservations phones and e-mail, social links, two rows of links, copyright. */
export function SiteFooter() {
  const { phones, email } = site
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div>
            <Logo tone="on-dark" height={52} title="" className={styles.logo} />
            <p className={styles.brand}>{site.displayName}</p>
            <PostalAddress className={styles.address} />
            <Link to={paths.contact} hash={gettingHereId} className={styles.gettingHere}>
              Getting here
            </Link>
          </div>
          <div>
            <h2 className={eyebrowClass}>Reservations</h2>
            <ul role="list" className={styles.contactList}>
              <li>
                <a href={tollFreeHref}>Toll-free {phones.tollFree.display}</a>
              </li>
              <li>
                <a href={`tel:${phones.reservations.tel}`}>{phones.reservations.display}</a>
              </li>
              <li>
                <a href={`tel:${phones.reservationsAlt.tel}`}>{phones.reservationsAlt.display}</a>
              </li>
              <li>
                <a href={`mailto:${email.address}`}>{email.address}</a>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={eyebrowClass}>Follow us</h2>
            <ul role="list" className={styles.social}>
              {socialLinks.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <nav className={styles.links} aria-label="Footer">
          <FooterRow items={footerNav[0] ?? []} label="Stay and experiences" />
          <FooterRow items={footerNav[1] ?? []} label="About the resort" />
        </nav>
        <p className={styles.copyright}>
          © {site.copyrightYear} {site.displayName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
