/**
 * The one place that says who the resort is. Changing the brand is an edit of this module:
 * route paths derive from `slug`, and every view, structured-data entry and server message
 * reads its identity from here.
 *
 * Phone numbers and the e-mail address are format-valid PLACEHOLDERS (marked `placeholder`),
 * to be replaced with the resort's real contacts before launch.
 */
export const site = {
  name: 'Trillium',
  displayName: 'Trillium Resort & Spa, Chikmagalur',
  slug: 'trillium',
  tagline: 'A boutique coffee-estate resort, 5400 feet above the sea',
  foundingYear: 2019,
  copyrightYear: 2024,
  address: {
    street: 'Mullayanagiri Road, Kaimara',
    locality: 'Chikmagalur',
    region: 'Karnataka',
    postalCode: '577101',
    country: 'IN',
    countryName: 'India',
  },
  coordinates: { latitude: 13.3918, longitude: 75.7241 },
  elevationFeet: 5400,
  plantationAcres: 38,
  phones: {
    /** PLACEHOLDER: a format-valid Indian toll-free number. */
    tollFree: { display: '1800 425 8787', tel: '+9118004258787', placeholder: true },
    /** PLACEHOLDER: a format-valid Indian mobile number for reservations and chat. */
    reservations: { display: '+91 98450 12345', tel: '+919845012345', placeholder: true },
    /** PLACEHOLDER: a second reservations line. */
    reservationsAlt: { display: '+91 94480 67890', tel: '+919448067890', placeholder: true },
  },
  /** PLACEHOLDER: the reservations mailbox. */
  email: { address: 'reservations@trilliumresort.example', placeholder: true },
  chatText: 'I would like to know more about Trillium resorts',
  social: {
    facebook: 'https://www.facebook.com/trilliumresortchikmagalur',
    instagram: 'https://www.instagram.com/trilliumresortchikmagalur',
    linkedin: 'https://www.linkedin.com/company/trillium-resort-chikmagalur',
    youtube: 'https://www.youtube.com/@trilliumresortchikmagalur',
    maps: 'https://maps.google.com/?q=13.3918,75.7241',
    reviews: 'https://www.tripadvisor.in/Hotel_Review-Trillium_Resort_Chikmagalur',
    gallery: 'https://photos.trilliumresort.example/gallery',
  },
  /** Default origins; deploy-time environment variables override them (see content/env.ts). */
  defaults: {
    siteUrl: 'http://localhost:3000',
    mediaBaseUrl: '/media',
    bookingEngineUrl: 'https://booking.trilliumresort.example/trillium',
  },
  /** Properties a guest can enquire about; the enquiry form preselects the first. */
  hotels: ['Trillium Resort & Spa, Chikmagalur'],
  checkIn: '1:00 PM',
  checkOut: '10:30 AM',
  reviewSummary: {
    reviewCount: 1318,
    rank: 1,
    rankOf: 81,
    awardYears: [2020, 2021, 2022, 2024],
  },
} as const

export type Site = typeof site

/** The chat link of DECISIONS.md: wa.me with the reservations number and the prefilled text. */
export const chatHref = `https://wa.me/${site.phones.reservations.tel.replace('+', '')}?text=${encodeURIComponent(site.chatText)}`

/** The toll-free number as a tel: link. */
export const tollFreeHref = `tel:${site.phones.tollFree.tel}`
