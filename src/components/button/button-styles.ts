import styles from './button.module.css'
import iconStyles from './icon-button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'light'

/** The class names of a button-styled control (a `<button>`, an `<a>` or a router `<Link>`). */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ')
}

/** A text link with a full 44 px touch target ("More about the gazebo dinner"). */
export const textLinkClass: string = styles.textLink ?? ''

/** A button that reads as an underlined link, 44 px tall; its font is the caller's. */
export const textButtonClass: string = styles.textButton ?? ''

/**
 * The class names of a 44 px icon button (a `<button>` or a link holding only an icon, with an
 * accessible name): transparent in its surroundings' colour, or `framed` over a picture.
 */
export function iconButtonClass(variant: 'plain' | 'framed' = 'plain', extra?: string): string {
  return [iconStyles.iconButton, variant === 'framed' ? iconStyles.framed : '', extra]
    .filter(Boolean)
    .join(' ')
}
