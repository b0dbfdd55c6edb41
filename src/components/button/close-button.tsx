import type { Ref } from 'react'
import { CloseIcon } from '../icons/line-icons.tsx'
import { iconButtonClass } from './button-styles.ts'

export interface CloseButtonProps {
  readonly onClose: () => void
  /** The accessible name; "Close" unless the dialog needs a fuller one. */
  readonly label?: string
  /** `framed` over a picture (the lightbox), `plain` in a panel (the menu, the promo modal). */
  readonly variant?: 'plain' | 'framed'
  readonly size?: number
  readonly className?: string | undefined
  /** Dialogs focus it when they open. */
  readonly ref?: Ref<HTMLButtonElement>
}

/** The close button of the site's dialogs and panels: a 44 px (48 px framed) icon button. */
export function CloseButton({
  onClose,
  label = 'Close',
  variant = 'plain',
  size = 24,
  className,
  ref,
}: CloseButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={iconButtonClass(variant, className)}
      aria-label={label}
      onClick={onClose}
    >
      <CloseIcon size={size} />
    </button>
  )
}
