import { paths } from './routes.ts'
import { site } from './site.ts'
import type { PolicyDocument } from './policies.ts'

const { tollFree, reservations } = site.phones
const email = site.email.address

/** How soon the reservations team answers a report of an accessibility problem. */
export const accessibilityResponse = 'within two working days'

/**
 * The accessibility statement (DECISIONS, Accessibility; issue 34): the standard the site aims
 * at, how it is tested and when it was last checked, what is known to fall short, and whom to
 * tell. It says only what the tests and the checks in docs/accessibility.md show; the
 * conformance report there takes each WCAG 2.2 success criterion in turn.
 */
export const accessibilityStatement = {
  path: paths.accessibility,
  seo: {
    title: 'Accessibility Statement: WCAG 2.2 AA',
    description:
      'How the Trillium website aims to meet WCAG 2.2 AA, how it is tested by keyboard, zoom and screen-reader checks, its known limits, and whom to contact.',
  },
  eyebrow: 'For every guest',
  title: 'Accessibility statement',
  lead: 'We want every guest to be able to plan a stay with us, whether they use a keyboard, a screen reader, voice control or a screen zoomed to 400%. This page says how far the website gets there, how we check it, and whom to tell when something does not work for you.',
  updated: '2026-11-29',
  sections: [
    {
      heading: 'The standard we aim at',
      paragraphs: [
        'This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard that EN 301 549 and the European Accessibility Act refer to, and that India’s Guidelines for Indian Government Websites follow.',
        'We consider it partially conformant: most of the success criteria are met, and the ones that are not yet fully met are listed below under Known limitations.',
      ],
    },
    {
      heading: 'What you can expect',
      items: [
        'Every page and every dialog can be used with a keyboard alone, including choosing dates in the booking calendar and sending an enquiry.',
        'The control that has focus always shows a visible ring, also in Windows high-contrast (forced colours) mode, and is never hidden under the header, the Book Now bar or the offers tab.',
        'Pages reflow to a width of 320 pixels without scrolling sideways, and on a short screen (a window zoomed to 400%) the header scrolls away so the page keeps most of the height.',
        'Slideshows and the limited-offers panel have a pause control that comes first, stop as soon as keyboard focus enters them, stay stopped until you start them again, and never move if your device asks for reduced motion.',
        'The security question on the enquiry form takes the answer as you would write it: in digits, with or without spaces, or in words such as “fifteen”. A wrong answer brings a new question and keeps everything you typed, and there is no time limit while you type.',
        'The enquiry form’s Send enquiry button is never greyed out. If something is missing or wrong when you press it, every message shows at once beside its field, focus moves to the first field to fix, and nothing is sent. It is unavailable only for the moment your enquiry is on its way, when it reads “Submitting...”.',
        'What you type into the enquiry form while the page is still loading is kept, and the question you are answering does not change under you.',
      ],
    },
    {
      heading: 'How we test it',
      paragraphs: [
        'Automated checks run on every change to the website: the axe accessibility engine with the WCAG 2.2 A and AA rules at phone and laptop widths; keyboard walks through pages at 320, 390, 768 and 1280 pixels wide, and through every dialog, that check each focused control is visible, not covered and shows its ring; reflow at 320 pixels and at 320 by 256 pixels; the WCAG text-spacing settings; the slideshow and offers-panel rules; the booking and enquiry journeys by keyboard alone; and what a screen reader announces for the form’s messages and the booking dialog, checked with a virtual screen reader and the browser’s accessibility tree.',
        'Every change runs these checks on a page of each kind. A sweep of every page (the keyboard walks at all four widths and in high-contrast mode, reflow and text spacing, and the axe engine at phone and laptop widths) was last run on 28 November 2026. The criterion-by-criterion report behind this statement is kept with the website’s code.',
      ],
    },
    {
      heading: 'Known limitations',
      items: [
        'The booking engine that opens when you choose Check Availability is a separate service run by its provider; this statement does not cover it.',
        'The brochure and tariff PDFs are pictures of their pages, without a text layer that a screen reader could read. The suites, packages, offers and policies they describe are on the website’s own pages, and our reservations team will send any detail by e-mail or read it to you.',
        'The website has not yet been tested by people who use screen readers, nor with NVDA, JAWS, VoiceOver or TalkBack themselves: screen-reader behaviour is checked with a virtual screen reader and the browser’s accessibility tree only.',
        'On screens wider than 768 pixels the opened limited-offers panel covers part of the page beside it until you close it with its Limited offers tab.',
      ],
    },
    {
      heading: 'Tell us when something does not work',
      paragraphs: [
        `If any part of this website is hard to use for you, or you need information from it in another form, please tell us. Call reservations toll-free on ${tollFree.display} or on ${reservations.display}, or write to ${email}. We reply ${accessibilityResponse}, and we can always take a booking or an enquiry by phone or e-mail instead.`,
      ],
      links: [
        { label: `Call toll-free ${tollFree.display}`, href: `tel:${tollFree.tel}` },
        { label: `Call reservations ${reservations.display}`, href: `tel:${reservations.tel}` },
        { label: `Write to ${email}`, href: `mailto:${email}` },
      ],
    },
  ],
} as const satisfies PolicyDocument
