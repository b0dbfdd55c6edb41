import { lineIcon } from './icon.tsx'

/*
 * The site's own line icons: each is its drawing (path data in the 24 unit box, see icon.tsx),
 * and each is an export of its own, free of side effects, so a page bundles only the icons it
 * imports.
 */

/* Controls: menus, dialogs, carousels, the video, documents and dates. */

export const MenuIcon = lineIcon('M4 7h16M4 12h16M4 17h16')

export const CloseIcon = lineIcon('M6 6l12 12M18 6L6 18')

export const ChevronLeftIcon = lineIcon('M15 5l-7 7 7 7')

export const ChevronRightIcon = lineIcon('M9 5l7 7-7 7')

export const PlayIcon = lineIcon('M8 5.5v13l10.5-6.5z')

export const PauseIcon = lineIcon('M8.5 5.5v13M15.5 5.5v13')

export const DownloadIcon = lineIcon('M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14')

export const ExternalIcon = lineIcon(
  'M14 4.5h5.5V10M19.5 4.5L11 13 M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10',
)

export const CalendarIcon = lineIcon(
  'M5 5h14a1.5 1.5 0 0 1 1.5 1.5v12.5a1.5 1.5 0 0 1 -1.5 1.5h-14a1.5 1.5 0 0 1 -1.5 -1.5v-12.5a1.5 1.5 0 0 1 1.5 -1.5z M3.5 10h17M8 3v4M16 3v4',
)

export const UserIcon = lineIcon('M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0z M4.5 20.5a7.5 7.5 0 0 1 15 0')

/* Ways to reach the resort: call, chat, write, find. */

export const PhoneIcon = lineIcon(
  'M5 4h3l1.6 4.2-2 1.3a11 11 0 0 0 6.9 6.9l1.3-2L20 16v3a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z',
)

export const ChatIcon = lineIcon(
  'M20.5 11.5a8 8 0 0 1-11.7 7.1l-4.3 1.2 1.2-4A8 8 0 1 1 20.5 11.5z M8.5 10h7M8.5 13.5h4.5',
)

export const MailIcon = lineIcon(
  'M4.5 5.5h15a1.5 1.5 0 0 1 1.5 1.5v10a1.5 1.5 0 0 1 -1.5 1.5h-15a1.5 1.5 0 0 1 -1.5 -1.5v-10a1.5 1.5 0 0 1 1.5 -1.5z M3.5 6.5l8.5 6.5 8.5-6.5',
)

export const MapPinIcon = lineIcon(
  'M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11z M9.5 10a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0z',
)

/* The suites' amenities (specification: Jacuzzi, Living Room, Private Balcony, Room Service,
   Smart TV, King Size Bed, Wi-Fi). One component each, so a page bundles only what it shows. */

export const JacuzziIcon = lineIcon(
  'M3 12.5h18V14a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5z M6.5 19l-1 2M17.5 19l1 2 M6.7 8.5a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0 -2.6 0z M10.9 5.5a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0 -3.2 0z M15 9a1 1 0 1 0 2 0a1 1 0 1 0 -2 0z',
)

export const LivingRoomIcon = lineIcon(
  'M5 11V8.5A2.5 2.5 0 0 1 7.5 6h9A2.5 2.5 0 0 1 19 8.5V11 M3 12.5a2 2 0 0 1 4 0V14h10v-1.5a2 2 0 0 1 4 0V18H3z M5 18v2M19 18v2',
)

export const BalconyIcon = lineIcon(
  'M6.5 10V3.5h11V10M12 3.5V10 M3 13h18M3 20.5h18M5 13v7.5M9.7 13v7.5M14.3 13v7.5M19 13v7.5',
)

export const RoomServiceIcon = lineIcon(
  'M4.5 16.5a7.5 7.5 0 0 1 15 0 M3 16.5h18M5 19.5h14 M12 9V7.5M10.5 7.5h3',
)

export const SmartTvIcon = lineIcon(
  'M4 4.5h16a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1 -1.5 1.5h-16a1.5 1.5 0 0 1 -1.5 -1.5v-9.5a1.5 1.5 0 0 1 1.5 -1.5z M8 20.5h8M12 17v3.5 M10.5 8.6v4.8l4-2.4z',
)

export const KingBedIcon = lineIcon(
  'M4 14.5V9a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v5.5 M6.5 14.5V12h4.5v2.5M13 14.5V12h4.5v2.5 M2.5 14.5h19v4h-19zM4 18.5v2M20 18.5v2',
)

export const WifiIcon = lineIcon(
  'M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0',
  'M11 19.3a1 1 0 1 0 2 0a1 1 0 1 0 -2 0z',
)

/* The social and listing sites, drawn in the site's own line style rather than the brands'
   filled logos: no third-party icon requests, and one quiet set across header, footer and the
   landing page. Links around them carry the site names. */

export const FacebookIcon = lineIcon(
  'M7.5 3.5h9a4 4 0 0 1 4 4v9a4 4 0 0 1 -4 4h-9a4 4 0 0 1 -4 -4v-9a4 4 0 0 1 4 -4z M15.5 8h-1.8a2 2 0 0 0-2 2v10.5M9.5 13h5.5',
)

export const InstagramIcon = lineIcon(
  'M8.5 3.5h7a5 5 0 0 1 5 5v7a5 5 0 0 1 -5 5h-7a5 5 0 0 1 -5 -5v-7a5 5 0 0 1 5 -5z M8.2 12a3.8 3.8 0 1 0 7.6 0a3.8 3.8 0 1 0 -7.6 0z',
  'M16 7.1a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0z',
)

export const LinkedinIcon = lineIcon(
  'M6 3.5h12a2.5 2.5 0 0 1 2.5 2.5v12a2.5 2.5 0 0 1 -2.5 2.5h-12a2.5 2.5 0 0 1 -2.5 -2.5v-12a2.5 2.5 0 0 1 2.5 -2.5z M8 10.5v6M12 16.5v-6M12 13.2a2.6 2.6 0 0 1 5 .3v3',
  'M7.1 7.6a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0z',
)

export const WhatsappIcon = lineIcon(
  'M4.2 19.8l1.1-3.9A8.5 8.5 0 1 1 8.3 19z M9.3 8.2c.4-.4.9-.3 1.1.1l.6 1.4c.1.3 0 .6-.2.8l-.5.5a6 6 0 0 0 2.7 2.7l.5-.5c.2-.2.5-.3.8-.2l1.4.6c.4.2.5.7.1 1.1-.9.9-2.2 1-3.4.4a8.4 8.4 0 0 1-3.5-3.5c-.6-1.2-.5-2.5.4-3.4z',
)

export const YoutubeIcon = lineIcon(
  'M6.5 5.5h11a4 4 0 0 1 4 4v5a4 4 0 0 1 -4 4h-11a4 4 0 0 1 -4 -4v-5a4 4 0 0 1 4 -4z M10 9.3v5.4l4.6-2.7z',
)

export const MapsIcon = lineIcon(
  'M3.5 6.5L9 4l6 2.5L20.5 4v13.5L15 20l-6-2.5-5.5 2.5z M9 4v13.5M15 6.5V20',
)

/** A generic review badge (a rosette with a star), not any review site's mascot. */
export const ReviewBadgeIcon = lineIcon(
  'M5.5 9.5a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0z M8.6 15l-1.6 6 5-2.2 5 2.2-1.6-6 M12 6.3l1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3z',
)

/** The amenities a suite can list, each with its icon and the label the specification gives. */
export const amenityIcons = {
  jacuzzi: { label: 'Jacuzzi', Icon: JacuzziIcon },
  'living-room': { label: 'Living Room', Icon: LivingRoomIcon },
  balcony: { label: 'Private Balcony', Icon: BalconyIcon },
  'room-service': { label: 'Room Service', Icon: RoomServiceIcon },
  'smart-tv': { label: 'Smart TV', Icon: SmartTvIcon },
  'king-bed': { label: 'King Size Bed', Icon: KingBedIcon },
  wifi: { label: 'Wi-Fi', Icon: WifiIcon },
} as const

export type Amenity = keyof typeof amenityIcons

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
