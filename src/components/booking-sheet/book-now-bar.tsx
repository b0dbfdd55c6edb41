import { useEffect, useState } from 'react'
import { BookNowLink } from './book-now-link.tsx'
import styles from './book-now-bar.module.css'

/** How much the visual viewport must shrink before it counts as an on-screen keyboard. */
const keyboardShrink = 150

/**
 * The phone's slim bottom bar with Book Now (under 768 px). It steps aside while the side
 * menu, a dialog or a focused field is open (CSS `:has`, so even before the scripts run) and
 * while the on-screen keyboard shrinks the visual viewport; the page keeps room below its
 * content so the bar never covers any.
 */
export function BookNowBar() {
  const [keyboard, setKeyboard] = useState(false)
  useEffect(() => {
    const viewport = window.visualViewport
    if (!viewport) return
    const measure = () => setKeyboard(window.innerHeight - viewport.height > keyboardShrink)
    viewport.addEventListener('resize', measure)
    return () => viewport.removeEventListener('resize', measure)
  }, [])
  return (
    <div className={styles.bar} data-bottom-bar="" data-keyboard={keyboard}>
      <BookNowLink place="phone-bar" className={styles.book} />
    </div>
  )
}
