import { Link } from '@tanstack/react-router'
import type { NavItem } from './nav.ts'

/** A row or column of navigation links: the header's, the side menu's, the footer's. */
export function NavList({
  items,
  className,
  linkClassName,
  label,
}: {
  readonly items: readonly NavItem[]
  readonly className?: string | undefined
  readonly linkClassName?: string | undefined
  /** Names the list, where its navigation landmark does not. */
  readonly label?: string
}) {
  return (
    <ul
      role="list"
      {...(className ? { className } : {})}
      {...(label ? { 'aria-label': label } : {})}
    >
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} {...(linkClassName ? { className: linkClassName } : {})}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
