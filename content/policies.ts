// Length: the policy documents' copy, one entry per document.
import { site } from './site.ts'
import { paths, type RoutePath } from './routes.ts'
import type { MediaKey } from './media/index.ts'
import { accessibilityStatement } from './accessibility.ts'

/**
 * The policy documents: the stay policy (check-in, payment, cancellation, amendments,
 * identity), privacy and terms, and the accessibility statement (accessibility.ts). Plain text
 * only: the view renders strings, never HTML, so nothing here needs the rich-text allow-list.
 */

export interface PolicySection {
  readonly heading: string
  readonly paragraphs?: readonly string[]
  readonly items?: readonly string[]
  /** Ways to act on the section at once: a phone number to call, an address to write to. */
  readonly links?: readonly { readonly label: string; readonly href: string }[]
}

export interface PolicyDocument {
  readonly path: RoutePath
  /** The banner image, when the page opens with one (also its share image). */
  readonly banner?: MediaKey
  readonly seo: { readonly title: string; readonly description: string }
  readonly eyebrow: string
  readonly title: string
  readonly lead: string
  /** ISO date of the last change, shown as "Last updated". */
  readonly updated: string
  readonly sections: readonly PolicySection[]
}

const email = site.email.address
const reservations = site.phones.reservations.display

/** Check-in and check-out, said once and reused by the tariff. */
export const checkInOut = {
  checkIn: `Check-in is from ${site.checkIn}.`,
  checkOut: `Check-out is by ${site.checkOut}.`,
  lateEarly:
    'Late check-out and early check-in depend on availability on the day and may carry an additional charge.',
  earlyArrival:
    'Arriving early in the morning? Reserve the previous night as well, so your suite is ready the moment you arrive.',
} as const

/** Payment and cancellation, said once and reused by the tariff. */
export const paymentAndCancellation = {
  payment: 'A payment of 70% of the total stay confirms your booking.',
  freeCancellation: 'Cancellation is free up to 15 days before your arrival date.',
  lateCancellation:
    'For cancellations 14 days or fewer before arrival, and for no-shows, the full amount of the booking is charged.',
  afterCheckIn:
    'A booking cannot be cancelled on or after the check-in date and time shown on your confirmation voucher.',
} as const

/** Identity and age rules of specification section 5. */
export const guestRules = {
  age: 'The primary guest must be at least 18 years old. Accompanying children are those aged 1 to 12.',
  photoId:
    'Every guest presents a valid photo ID at check-in. A tax card (PAN card) is not accepted as photo ID.',
  couples: 'A couple without suitable ID may be denied accommodation.',
  registration: 'A person, firm or entity may not register more than once for the same stay.',
  extraBeds: 'Extra beds are a folding cot or a mattress.',
} as const

export const stayPolicy = {
  path: paths.policy,
  /** The stay policy opens with a banner; privacy and terms with a plain heading. */
  banner: 'about.policy',
  seo: {
    title: 'Stay Policy: Check-in, Payment, Cancellation',
    description:
      'Check-in from 1:00 PM and check-out by 10:30 AM, 70% payment to confirm, free cancellation up to 15 days before arrival, amendments and ID rules.',
  },
  eyebrow: 'Before you arrive',
  title: 'Stay policy',
  lead: 'Everything that governs a booking at Trillium, set out plainly so there are no surprises at the gate. If anything here is unclear, our reservations team will happily talk it through.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Check-in and check-out',
      items: [
        checkInOut.checkIn,
        checkInOut.checkOut,
        checkInOut.lateEarly,
        checkInOut.earlyArrival,
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        `${paymentAndCancellation.payment} Your confirmation voucher shows the amount received and the balance of the stay.`,
      ],
    },
    {
      heading: 'Cancellation',
      items: [
        paymentAndCancellation.freeCancellation,
        paymentAndCancellation.lateCancellation,
        paymentAndCancellation.afterCheckIn,
      ],
      paragraphs: [
        'Bookings made under a special offer or package follow the terms printed with that offer where they differ.',
      ],
    },
    {
      heading: 'Amendments',
      paragraphs: [
        'You may ask to change your dates or suite at any time before arrival. Changes depend on availability; if we cannot move your booking to the dates you ask for, the cancellation policy above applies to the original booking.',
      ],
    },
    {
      heading: 'Rates',
      paragraphs: [
        'Rates can change without notice until a booking is confirmed. Once confirmed, the rate on your voucher is the rate you pay.',
      ],
    },
    {
      heading: 'Guests and identification',
      items: [
        guestRules.age,
        guestRules.photoId,
        guestRules.couples,
        guestRules.registration,
        guestRules.extraBeds,
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [
        `Write to ${email} or call reservations on ${reservations}. We answer every message ourselves.`,
      ],
    },
  ],
} as const satisfies PolicyDocument

export const privacyPolicy = {
  path: paths.privacy,
  seo: {
    title: 'Privacy Policy: Your Enquiries and Details',
    description:
      'What Trillium keeps when you send an enquiry, why we keep it, who sees it and how to have it deleted: a plain-language privacy policy for our website.',
  },
  eyebrow: 'Your information',
  title: 'Privacy policy',
  lead: 'We ask for as little as we need to answer you, and we use it for nothing else. This page explains exactly what that means for this website.',
  updated: '2026-12-02',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `This website belongs to ${site.displayName}, ${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, ${site.address.countryName}. When this page says "we", it means the resort.`,
      ],
    },
    {
      heading: 'What we keep when you send an enquiry',
      paragraphs: [
        'The enquiry form asks for a few details so that we can reply. When you send it, we store:',
      ],
      items: [
        'your name',
        'your e-mail address',
        'your phone number, if you give one',
        'your message',
        'the hotel you are asking about',
        'the page of this website you sent the enquiry from, so we know which suite, package or experience you mean',
        'the date and time the enquiry arrived',
      ],
    },
    {
      heading: 'Why we keep it, and where',
      paragraphs: [
        "Your enquiry is kept in the resort's own database and used for one purpose only: to answer you, by e-mail or phone, about the stay or event you asked about.",
        'So that no enquiry waits, the server also e-mails a copy of it to our reservations mailbox; it goes nowhere else.',
        'We do not add you to a mailing list, sell or rent your details, or share them with advertisers. Only members of our reservations team read enquiries.',
      ],
    },
    {
      heading: 'Bookings',
      paragraphs: [
        'Bookings are made on our booking engine, a separate service that opens when you choose Book Now. The details you enter there are handled under the terms shown on the booking engine.',
      ],
    },
    {
      heading: 'What the website itself records',
      paragraphs: [
        'The website sets no advertising or tracking cookies. Like any web server, ours keeps short technical logs (such as the page requested and the time) to keep the site running and secure. The weather card asks our own server for the weather at the resort; it does not ask for your location.',
        'The offers panel remembers, in your own browser, that you have already seen today’s offer so it does not interrupt you twice. That note stays on your device and expires at the end of the day.',
      ],
    },
    {
      heading: 'How we count visits',
      paragraphs: [
        'To learn which pages help guests plan a stay, the website counts its visits itself, the way privacy-minded tools such as Plausible do. It sets no cookie, stores nothing in your browser, and sends nothing to anyone else: the figures stay on our own server, and only our managers see them, as totals.',
        'When you leave a page or switch away from it, your browser sends our server one short message saying:',
      ],
      items: [
        'which pages of this website you looked at',
        'on the first page of a visit, the website that sent you (its name only, such as google.com) and any campaign label in the link you followed (utm_source, utm_medium and utm_campaign)',
        "whether your screen is a phone's, a tablet's or a computer's, judged from its width",
        'whether you went on to our booking engine, and from which button',
        'when you check availability: how many nights, how many guests and how many days ahead the stay would begin, never the dates',
        'that you sent an enquiry and what kind it was (a suite, an experience, an event), never what it said',
        'how quickly the page appeared and answered you',
      ],
    },
    {
      heading: 'How a visitor is counted without being known',
      paragraphs: [
        'To count how many different people visit in a day, our server mixes your internet address and the name of your browser with a random value that is replaced every night at midnight, India time, and then deleted. It keeps only the result, a code that cannot be turned back into your address, and that cannot be linked to your visits on any other day once that value is gone. Your address and the name of your browser are not kept.',
        'With JavaScript turned off, each page asks our server for a tiny invisible image instead, which counts one page view and nothing more.',
        'Search-engine crawlers and automated browsers are recognised by the name they give and are not counted.',
        'These messages are kept for 35 days. After that only daily totals remain (visits and page views per page, per website or campaign that sent them and per kind of device), which we keep for 25 months so that we can compare a month with the same month a year before. The speed measurements are kept for 35 days; after that only a summary per page and day remains (how quickly the pages answered, with no visit in it), also for 25 months.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep an enquiry while we are corresponding with you and for as long as it is useful for a stay you have booked. Once it is closed (you have booked, decided not to, or it was spam), it is erased by itself 24 months later, with our replies and notes about it.',
        'You can ask us to delete it at any time, sooner: write to us as the next section says, and every enquiry from your address goes, with our replies and notes; we keep only the fact that something was erased, never what it was.',
      ],
    },
    {
      heading: 'Seeing, correcting or deleting your details',
      paragraphs: [
        `Write to ${email} from the address you used in your enquiry and tell us what you would like: a copy of what we hold, a correction, or deletion. We will do it and confirm by reply.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change what we collect or how we use it, we will update this page and the date at the top.',
      ],
    },
  ],
} as const satisfies PolicyDocument

export const termsOfUse = {
  path: paths.terms,
  seo: {
    title: 'Terms and Conditions of Stay and Website',
    description:
      'The terms for using the Trillium Resort & Spa website and booking a stay: bookings, offers, rates, house rules on the estate, and how to reach us.',
  },
  eyebrow: 'The fine print',
  title: 'Terms and conditions',
  lead: 'These terms cover this website and the stays booked through it. They sit alongside our stay policy, which sets out check-in, payment and cancellation in detail.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Using this website',
      paragraphs: [
        `This website is published by ${site.displayName} to describe the resort and to take enquiries. You may browse it, share its pages and download our brochures and tariff for your own planning.`,
        'We keep the information here accurate and current, but descriptions, photographs and illustrations show the resort in general and may differ in small details from the suite you stay in.',
      ],
    },
    {
      heading: 'Enquiries',
      paragraphs: [
        'Sending an enquiry does not reserve a suite or hold a rate. We reply as soon as we can with availability and the options that fit your request. How we handle your details is set out in our privacy policy.',
      ],
    },
    {
      heading: 'Bookings and rates',
      items: [
        'Bookings are made on our booking engine, which shows the live rate for your dates before you pay.',
        paymentAndCancellation.payment,
        'Rates can change without notice until a booking is confirmed.',
        'Check-in, check-out, payment, cancellation and amendments follow our stay policy.',
      ],
    },
    {
      heading: 'Offers and packages',
      items: [
        'Offers are valid only for bookings made on this website or its booking engine, within the dates stated with each offer.',
        'Offers cannot be combined with each other or exchanged for cash, and do not apply on blackout dates.',
        'Bookings made under an offer cannot be modified.',
        'An offer that has ended is shown as ended and can no longer be booked.',
      ],
    },
    {
      heading: 'On the estate',
      items: [
        guestRules.age,
        guestRules.photoId,
        'Outdoor experiences such as the plantation breakfast, the gazebo dinner and bonfire evenings depend on the weather and may be moved or rescheduled for your safety.',
        'Please keep to marked paths on plantation walks and treks, and follow the guidance of the naturalist or guide with you.',
        'The coffee estate is a working farm: please do not pick coffee cherries or disturb the shade trees and the wildlife that live in them.',
      ],
    },
    {
      heading: 'Links to other sites',
      paragraphs: [
        'Our booking engine, social pages, maps and review site are run by other services under their own terms. We link to them for your convenience.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions about these terms: write to ${email} or call reservations on ${reservations}.`,
      ],
    },
  ],
} as const satisfies PolicyDocument

/** Every policy document, in footer order; the accessibility statement is the last. */
export const policyDocuments = [
  stayPolicy,
  privacyPolicy,
  termsOfUse,
  accessibilityStatement,
] as const
