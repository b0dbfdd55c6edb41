import { useContext, useEffect } from 'react'
import { NewCountContext } from './live.tsx'

/** The desk's name, after each screen's in the page title. */
export const deskName = 'Trillium desk'

/**
 * Sets the page title to `<screen> · Trillium desk` while the screen shows, led by the number of
 * new enquiries once the signed-in desk knows it (`(3) Inbox · Trillium desk`), so a desk in a
 * background tab shows that guests are waiting.
 */
export function useTitle(screen: string): void {
  const count = useContext(NewCountContext)
  useEffect(() => {
    const waiting = count !== undefined && count > 0 ? `(${count}) ` : ''
    document.title = `${waiting}${screen} · ${deskName}`
  }, [screen, count])
}
