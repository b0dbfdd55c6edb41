import type { Amenity } from '../../../content/suites.ts'
import { amenityIcons } from '../../components/icons/line-icons.tsx'
import styles from './suites.module.css'

const iconByLabel = new Map(
  Object.values(amenityIcons).map((entry) => [entry.label as string, entry.Icon]),
)

/** The suite's amenities as labelled line icons, 50 px wide (spec 2.4). */
export function AmenityList({ amenities }: { readonly amenities: readonly Amenity[] }) {
  return (
    <ul role="list" className={styles.amenities}>
      {amenities.map((amenity) => {
        const Icon = iconByLabel.get(amenity)
        return (
          <li key={amenity} className={styles.amenity}>
            <span className={styles.amenityIcon}>{Icon ? <Icon size={26} /> : null}</span>
            {amenity}
          </li>
        )
      })}
    </ul>
  )
}
