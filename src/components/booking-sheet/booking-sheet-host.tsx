import { lazy, Suspense, useEffect, useState } from 'react'
import { bookingSheetIntent, bookNowAttribute } from './booking-sheet-intent.ts'

const loadSheet = () => import('./booking-sheet.tsx').then((m) => ({ default: m.BookingSheet }))
const BookingSheet = lazy(loadSheet)

const bookNowOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(`[${bookNowAttribute}]`) : null

/**
 * Turns every Book Now on the page into the booking sheet's opener. A plain click is taken
 * from the link and handed to the sheet, whose code (with its machines and the date picker) is
 * fetched as the visitor reaches for a Book Now (pointer down or focus) and mounted on the
 * first click. Clicks with a modifier key stay links to the booking engine.
 */
export function BookingSheetHost() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const opener = bookNowOf(event.target)
      if (!opener || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      bookingSheetIntent.request(opener)
      setWanted(true)
    }
    const warm = (event: Event) => {
      if (bookNowOf(event.target)) void loadSheet()
    }
    document.addEventListener('click', onClick)
    document.addEventListener('pointerdown', warm, { passive: true })
    document.addEventListener('focusin', warm)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('pointerdown', warm)
      document.removeEventListener('focusin', warm)
    }
  }, [])
  return wanted ? (
    <Suspense fallback={null}>
      <BookingSheet />
    </Suspense>
  ) : null
}
