import { DeskLink } from '../app/links.tsx'
import { useTitle } from '../app/title.ts'
import { ScreenHeading } from '../ui/screen-heading.tsx'

/** An address under /desk that is no screen of the desk. */
export function NotFoundScreen() {
  useTitle('Not found')
  return (
    <main className="desk-main desk-main--narrow">
      <ScreenHeading>No such page in the desk</ScreenHeading>
      <p>
        The address is not one of the desk&apos;s pages. <DeskLink to="/">Go to the inbox</DeskLink>
        .
      </p>
    </main>
  )
}
