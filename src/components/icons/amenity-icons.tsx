import { Dot, SvgIcon, type IconProps } from './icon.tsx'

/* The suites' amenities (specification: Jacuzzi, Living Room, Private Balcony, Room Service,
   Smart TV, King Size Bed, Wi-Fi). One component each, so a page bundles only what it shows. */

export function JacuzziIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 12.5h18V14a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5z" />
      <path d="M6.5 19l-1 2M17.5 19l1 2" />
      <circle cx="8" cy="8.5" r="1.3" />
      <circle cx="12.5" cy="5.5" r="1.6" />
      <circle cx="16" cy="9" r="1" />
    </SvgIcon>
  )
}

export function LivingRoomIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 11V8.5A2.5 2.5 0 0 1 7.5 6h9A2.5 2.5 0 0 1 19 8.5V11" />
      <path d="M3 12.5a2 2 0 0 1 4 0V14h10v-1.5a2 2 0 0 1 4 0V18H3z" />
      <path d="M5 18v2M19 18v2" />
    </SvgIcon>
  )
}

export function BalconyIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6.5 10V3.5h11V10M12 3.5V10" />
      <path d="M3 13h18M3 20.5h18M5 13v7.5M9.7 13v7.5M14.3 13v7.5M19 13v7.5" />
    </SvgIcon>
  )
}

export function RoomServiceIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.5 16.5a7.5 7.5 0 0 1 15 0" />
      <path d="M3 16.5h18M5 19.5h14" />
      <path d="M12 9V7.5M10.5 7.5h3" />
    </SvgIcon>
  )
}

export function SmartTvIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2.5" y="4.5" width="19" height="12.5" rx="1.5" />
      <path d="M8 20.5h8M12 17v3.5" />
      <path d="M10.5 8.6v4.8l4-2.4z" />
    </SvgIcon>
  )
}

export function KingBedIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 14.5V9a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v5.5" />
      <path d="M6.5 14.5V12h4.5v2.5M13 14.5V12h4.5v2.5" />
      <path d="M2.5 14.5h19v4h-19zM4 18.5v2M20 18.5v2" />
    </SvgIcon>
  )
}

export function WifiIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0" />
      <Dot cx={12} cy={19.3} r={1} />
    </SvgIcon>
  )
}

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
