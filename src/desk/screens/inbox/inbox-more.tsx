import { Button } from 'react-aria-components'
import { formatWhen } from '../../ui/format.ts'

interface InboxMoreProps {
  /** How far back a short search has looked (InboxPage.searchedTo), or null. */
  readonly searchedTo: string | null
  readonly reading: boolean
  readonly onMore: () => void
}

/**
 * Below the inbox's rows while there are more: "Show more", or for a short search that stopped
 * at its bound, how far back it has looked and "Search older enquiries".
 */
export function InboxMore({ searchedTo, reading, onMore }: InboxMoreProps) {
  return (
    <div className="desk-more">
      {searchedTo !== null && (
        <p className="desk-more__note">
          This search has looked through the enquiries received since {formatWhen(searchedTo)}.
        </p>
      )}
      <Button className="desk-button desk-button--quiet" isDisabled={reading} onPress={onMore}>
        {reading ? 'Reading…' : searchedTo !== null ? 'Search older enquiries' : 'Show more'}
      </Button>
    </div>
  )
}
