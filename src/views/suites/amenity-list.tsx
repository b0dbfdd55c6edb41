import type { Amenity } from '../../../content/suites.ts'
import styles from './suites.module.css'

/** The suite's amenities as labelled icons (50 px wide, spec 2.4). */
export function AmenityList({ amenities }: { readonly amenities: readonly Amenity[] }) {
  return (
    <ul role="list" className={styles.amenities}>
      {amenities.map((amenity) => (
        <li key={amenity} className={styles.amenity}>
          <span className={styles.amenityIcon} aria-hidden="true">
            <svg
              width="24"
              height="24"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <path d="M12 4c2 3 2 6 0 8-2-2-2-5 0-8ZM12 12c3-1 6 0 7 3-3 1-6 0-7-3ZM12 12c-3-1-6 0-7 3 3 1 6 0 7-3Z" />
            </svg>
          </span>
          {amenity}
        </li>
      ))}
    </ul>
  )
}
