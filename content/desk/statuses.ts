/**
 * An enquiry's statuses in the reservations desk (issue 42, DECISIONS "The reservations desk"):
 * the strings the database's `enquiries.status` and the desk API carry, and the labels staff
 * read. The life between them (who may move an enquiry from one to another) is the machine in
 * machines/enquiry-life; this module is only the vocabulary, so the desk API's types
 * (content/desk/api.ts) and the server can name a status without importing a machine.
 */
export const enquiryStatuses = [
  'new',
  'in-hand',
  'replied',
  'booked',
  'not-booked',
  'spam',
] as const

/** An enquiry's status as stored and as the desk API carries it. */
export type EnquiryStatus = (typeof enquiryStatuses)[number]

/**
 * Each status as staff read it. "In hand" is shown with the name of who holds the enquiry
 * (the desk adds it); booked, not booked and spam are the ends of an enquiry's life.
 */
export const statusLabels = {
  new: 'New',
  'in-hand': 'In hand',
  replied: 'Replied',
  booked: 'Booked',
  'not-booked': 'Not booked',
  spam: 'Spam',
} as const satisfies Readonly<Record<EnquiryStatus, string>>

/** Whether a stored or received string is one of the statuses (a database row, a query filter). */
export const isEnquiryStatus = (value: unknown): value is EnquiryStatus =>
  (enquiryStatuses as readonly unknown[]).includes(value)
