import { site } from '../site.ts'
import type { FaqItem } from './experiences.ts'

/** The four questions of the /spa page (spec 2.6). */
export const spaFaq = [
  {
    question: 'What spa services do you offer?',
    answer: `Massages and wellness therapies for one or for two, led by ${site.name}’s 90-minute signature wellness treatment. The spa team will help you choose when you book.`,
  },
  {
    question: `Is ${site.name} a good spa resort in Chikmagalur?`,
    answer: `We think so, and so do our guests: ${site.name} is ranked #${site.reviewSummary.rank} of ${site.reviewSummary.rankOf} hotels in Chikmagalur on the strength of ${String(site.reviewSummary.reviewCount).replace(/\B(?=(\d{3})+$)/g, ',')} reviews. The spa sits on a quiet coffee estate at ${site.elevationFeet} feet, where cool air and silence do half the work.`,
  },
  {
    question: 'What are the spa’s opening hours?',
    answer:
      'The spa is open every day from 9:00 AM to 5:00 PM. Advance booking is recommended, especially at weekends and in the holiday season.',
  },
  {
    question: 'Do you offer treatments for couples?',
    answer:
      'Yes. Couples can be treated side by side; our Misty Embrace package includes a 30-minute couples massage and Wellness Serenity a one-hour couple spa session.',
  },
] as const satisfies readonly FaqItem[]
