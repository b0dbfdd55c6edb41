import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'light'

/** The class names of a button-styled control (a `<button>`, an `<a>` or a router `<Link>`). */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ')
}
