import { SvgIcon, type IconProps } from './icon.tsx'

/* Ways to reach the resort: call, chat, write, find. */

export function PhoneIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 4h3l1.6 4.2-2 1.3a11 11 0 0 0 6.9 6.9l1.3-2L20 16v3a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z" />
    </SvgIcon>
  )
}

export function ChatIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20.5 11.5a8 8 0 0 1-11.7 7.1l-4.3 1.2 1.2-4A8 8 0 1 1 20.5 11.5z" />
      <path d="M8.5 10h7M8.5 13.5h4.5" />
    </SvgIcon>
  )
}

export function MailIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </SvgIcon>
  )
}

export function MapPinIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </SvgIcon>
  )
}
