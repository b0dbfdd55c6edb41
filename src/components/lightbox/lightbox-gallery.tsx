import { useSelector } from '@xstate/react'
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { media as catalogue, type MediaKey } from '../../../content/media/index.ts'
import { recordPictureUse } from '../../../content/media/photos.ts'
import {
  lightboxMachine,
  selectIndex,
  selectIsOpen,
} from '../../../machines/lightbox/lightbox.machine.ts'
import { iconButtonClass } from '../button/button-styles.ts'
import { CloseButton } from '../button/close-button.tsx'
import { wrapTab } from '../dialog/wrap-tab.ts'
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/line-icons.tsx'
import { Picture, preloadPicture } from '../picture/picture.tsx'
import { useMachineActor } from '../machine/use-machine-actor.ts'
import styles from './lightbox.module.css'

export interface LightboxGalleryProps {
  /** The gallery's pictures, in order (a suite page passes its six grid images). */
  readonly images: readonly MediaKey[]
  /** Names the gallery and the dialog, e.g. "Mountain Suite". */
  readonly label: string
  readonly className?: string | undefined
  readonly logic?: typeof lightboxMachine
}

/** A horizontal swipe longer than this many CSS pixels pages the lightbox. */
const swipeDistance = 40

/**
 * An image grid that opens a lightbox (spec 2.4): a thumbnail opens it on that picture;
 * previous and next wrap around (buttons, arrow keys, or a swipe: left for next, right for
 * previous); the close button or Escape closes it and focus returns to the thumbnail that
 * opened it. While it is open the keyboard stays inside (Tab wraps) and the grid behind is
 * inert.
 */
export function LightboxGallery({
  images,
  label,
  className,
  logic = lightboxMachine,
}: LightboxGalleryProps) {
  const actor = useMachineActor(logic, { input: { count: images.length } })
  const open = useSelector(actor, selectIsOpen)
  const index = useSelector(actor, selectIndex)
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([])
  const opener = useRef(0)
  const closeButton = useRef<HTMLButtonElement>(null)
  const swipeStart = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (!open) return undefined
    closeButton.current?.focus()
    const buttons = thumbnails.current
    const from = opener.current
    return () => buttons[from]?.focus()
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') actor.send({ type: 'ESCAPE' })
    else if (event.key === 'ArrowRight') actor.send({ type: 'NEXT' })
    else if (event.key === 'ArrowLeft') actor.send({ type: 'PREV' })
    else {
      wrapTab(event, event.currentTarget)
      return
    }
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = undefined
    if (start === undefined) return
    const dx = event.clientX - start
    if (dx <= -swipeDistance) actor.send({ type: 'NEXT' })
    else if (dx >= swipeDistance) actor.send({ type: 'PREV' })
  }
  const current = images[index]
  // The large pictures are drawn only in the browser; the build still has to make them.
  for (const key of images) recordPictureUse(key, 'lightbox')
  // While one picture is open, the next is fetched, so paging on shows it at once.
  const following = open && images.length > 1 ? images[(index + 1) % images.length] : undefined
  if (following !== undefined) preloadPicture(following, 'lightbox', 'low')

  return (
    <div className={className}>
      <ul role="list" className={styles.grid} aria-label={`${label} gallery`} inert={open}>
        {images.map((key, i) => (
          <li key={key}>
            <button
              ref={(el) => {
                thumbnails.current[i] = el
              }}
              type="button"
              className={styles.thumb}
              aria-label={`View larger: ${catalogue[key].alt}`}
              onClick={() => {
                opener.current = i
                actor.send({ type: 'OPEN', index: i })
              }}
            >
              {/* the button's label names the picture: its image is not read twice */}
              <Picture media={key} slot="thumbnail" className={styles.thumbImage} alt="" />
            </button>
          </li>
        ))}
      </ul>
      {open && current && (
        // the dialog owns its keys: Escape closes, the arrows page
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          className={styles.lightbox}
          role="dialog"
          aria-modal="true"
          aria-label={`${label}: picture ${index + 1} of ${images.length}`}
          // a click on the picture keeps the focus (and so the keys) in the dialog
          tabIndex={-1}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
        >
          <figure className={styles.figure}>
            <Picture media={current} slot="lightbox" className={styles.image} priority />
            <figcaption className={styles.caption}>
              <span>{catalogue[current].alt}</span>
              <span className={styles.counter}>
                {index + 1} / {images.length}
              </span>
            </figcaption>
          </figure>
          {(['PREV', 'NEXT'] as const).map((step) => (
            <button
              key={step}
              type="button"
              className={iconButtonClass('framed', styles[step === 'PREV' ? 'prev' : 'next'])}
              aria-label={step === 'PREV' ? 'Previous picture' : 'Next picture'}
              onClick={() => actor.send({ type: step })}
            >
              {step === 'PREV' ? <ChevronLeftIcon size={28} /> : <ChevronRightIcon size={28} />}
            </button>
          ))}
          <CloseButton
            ref={closeButton}
            variant="framed"
            size={26}
            className={styles.close}
            onClose={() => actor.send({ type: 'CLOSE' })}
          />
        </div>
      )}
    </div>
  )
}
