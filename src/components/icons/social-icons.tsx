import { Dot, SvgIcon, type IconProps } from './icon.tsx'

/* The social and listing sites, drawn in the site's own line style rather than the brands'
   filled logos: no third-party icon requests, and one quiet set across header, footer and the
   landing page. Links around them carry the site names. */

export function FacebookIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <path d="M15.5 8h-1.8a2 2 0 0 0-2 2v10.5M9.5 13h5.5" />
    </SvgIcon>
  )
}

export function InstagramIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.8" />
      <Dot cx={16.9} cy={7.1} />
    </SvgIcon>
  )
}

export function LinkedinIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8 10.5v6M12 16.5v-6M12 13.2a2.6 2.6 0 0 1 5 .3v3" />
      <Dot cx={8} cy={7.6} />
    </SvgIcon>
  )
}

export function WhatsappIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.2 19.8l1.1-3.9A8.5 8.5 0 1 1 8.3 19z" />
      <path d="M9.3 8.2c.4-.4.9-.3 1.1.1l.6 1.4c.1.3 0 .6-.2.8l-.5.5a6 6 0 0 0 2.7 2.7l.5-.5c.2-.2.5-.3.8-.2l1.4.6c.4.2.5.7.1 1.1-.9.9-2.2 1-3.4.4a8.4 8.4 0 0 1-3.5-3.5c-.6-1.2-.5-2.5.4-3.4z" />
    </SvgIcon>
  )
}

export function YoutubeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.3v5.4l4.6-2.7z" />
    </SvgIcon>
  )
}

export function MapsIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3.5 6.5L9 4l6 2.5L20.5 4v13.5L15 20l-6-2.5-5.5 2.5z" />
      <path d="M9 4v13.5M15 6.5V20" />
    </SvgIcon>
  )
}

/** A generic review badge (a rosette with a star), not any review site's mascot. */
export function ReviewBadgeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="9.5" r="6.5" />
      <path d="M8.6 15l-1.6 6 5-2.2 5 2.2-1.6-6" />
      <path d="M12 6.3l1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3z" />
    </SvgIcon>
  )
}

/** The social links of the site configuration, each with its icon and a name for its link. */
export const socialIcons = {
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  linkedin: { label: 'LinkedIn', Icon: LinkedinIcon },
  youtube: { label: 'YouTube', Icon: YoutubeIcon },
  maps: { label: 'Find us on the map', Icon: MapsIcon },
  reviews: { label: 'Guest reviews', Icon: ReviewBadgeIcon },
  whatsapp: { label: 'WhatsApp', Icon: WhatsappIcon },
} as const

export type SocialNetwork = keyof typeof socialIcons
