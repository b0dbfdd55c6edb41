/* The header's own four glyphs, drawn in the site's line style (24 box, 1.5 stroke). */
const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

export function PhoneIcon() {
  return (
    <svg {...common}>
      <path d="M5 4h3l1.6 4.2-2 1.3a11 11 0 0 0 6.9 6.9l1.3-2L20 16v3a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z" />
    </svg>
  )
}

export function ChatIcon() {
  return (
    <svg {...common}>
      <path d="M4.5 19.5l1.2-3.6A8 8 0 1 1 8.3 18.6Z" />
      <path d="M9 9.5c.3 2.3 2.2 4.2 4.5 4.6l1-1.2 1.7.9" />
    </svg>
  )
}

export function MenuIcon() {
  return (
    <svg {...common}>
      <path d="M4 7h16M4 12h16M9 17h11" />
    </svg>
  )
}

export function CloseIcon() {
  return (
    <svg {...common}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  )
}
