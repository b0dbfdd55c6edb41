import { site } from '../../../content/site.ts'

/** The resort's postal address as an `<address>`, a line each (the name first when asked). */
export function PostalAddress({
  withName = false,
  className,
}: {
  readonly withName?: boolean
  readonly className?: string | undefined
}) {
  const { address } = site
  return (
    <address {...(className ? { className } : {})}>
      {withName ? (
        <>
          {site.displayName}
          <br />
        </>
      ) : null}
      {address.street}
      <br />
      {address.locality}, {address.region} {address.postalCode}
      <br />
      {address.countryName}
    </address>
  )
}
