import { describe, expect, it } from 'vitest'
import { sitePaths } from './families.build-time.ts'
import { isMediaKey } from './media/index.ts'
import { paths } from './routes.ts'
import { accessibilityStatement } from './accessibility.ts'
import { policyDocuments, privacyPolicy, stayPolicy, termsOfUse } from './policies.ts'
import { site } from './site.ts'
import { seoSpec, shapeProblems, type ShapeSpec } from './strict-shape.ts'

const spec: ShapeSpec = {
  path: (v) => ((sitePaths as unknown[]).includes(v) ? undefined : `no route ${String(v)}`),
  'banner?': (v) => (typeof v === 'string' && isMediaKey(v) ? undefined : `no media ${String(v)}`),
  seo: seoSpec(site.name),
  eyebrow: 'string',
  title: 'string',
  lead: 'string',
  updated: (v) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))
      ? undefined
      : 'ISO date',
  sections: [
    {
      heading: 'string',
      'paragraphs?': ['string'],
      'items?': ['string'],
      'links?': [
        {
          label: 'string',
          href: (v) =>
            typeof v === 'string' && /^(tel:\+?\d+|mailto:\S+@\S+)$/.test(v)
              ? undefined
              : `not a tel: or mailto: link: ${String(v)}`,
        },
      ],
    },
  ],
}

const text = (doc: (typeof policyDocuments)[number]) =>
  doc.sections
    .flatMap((s) => [
      s.heading,
      ...('paragraphs' in s ? s.paragraphs : []),
      ...('items' in s ? s.items : []),
      ...('links' in s ? s.links.map((l) => l.label) : []),
    ])
    .join('\n')

describe('policy documents', () => {
  it.each(policyDocuments.map((d) => [d.path, d] as const))(
    '%s has exactly the expected shape',
    (_, doc) => {
      expect(shapeProblems(doc, spec)).toEqual([])
      for (const section of doc.sections) {
        expect('paragraphs' in section || 'items' in section, section.heading).toBe(true)
      }
    },
  )

  it('cover the three policy routes and the accessibility statement once each', () => {
    expect(policyDocuments.map((d) => d.path)).toEqual([
      paths.policy,
      paths.privacy,
      paths.terms,
      '/accessibility',
    ])
  })

  it('the accessibility statement names its standard, its tests with their date, its limits and a contact with a response time', () => {
    const statement = text(accessibilityStatement)
    expect(statement).toContain('WCAG) 2.2 at level AA')
    expect(statement).toMatch(/Automated checks run on every change/)
    expect(statement).toMatch(/A sweep of every page .* was last run on 28 November 2026/)
    expect(statement).toContain('28 November 2026')
    expect(accessibilityStatement.updated).toBe('2026-11-29')
    expect(accessibilityStatement.sections.map((s) => s.heading)).toContain('Known limitations')
    expect(statement).toContain(site.phones.tollFree.display)
    expect(statement).toContain(site.email.address)
    expect(statement).toContain('We reply within two working days')
    // the enquiry form's Send is blocked, not disabled (DECISIONS; issue 44)
    expect(statement).toMatch(/Send enquiry button is never greyed out/)
    expect(statement).toMatch(/every message shows at once .* focus moves to the first field/)
    const links = accessibilityStatement.sections.flatMap((s) => ('links' in s ? s.links : []))
    expect(links.map((l) => l.href)).toEqual([
      `tel:${site.phones.tollFree.tel}`,
      `tel:${site.phones.reservations.tel}`,
      `mailto:${site.email.address}`,
    ])
  })

  it('state the stay rules of the specification', () => {
    const stay = text(stayPolicy)
    expect(stay).toContain('Check-in is from 1:00 PM')
    expect(stay).toContain('Check-out is by 10:30 AM')
    expect(stay).toMatch(/Late check-out and early check-in depend on availability/)
    expect(stay).toMatch(/Reserve the previous night/)
    expect(stay).toContain('70% of the total stay confirms')
    expect(stay).toContain('free up to 15 days before your arrival')
    expect(stay).toMatch(/Rates can change without notice/)
    expect(stay).toMatch(/at least 18 years old/)
    expect(stay).toMatch(/aged 1 to 12/)
    expect(stay).toMatch(/tax card \(PAN card\) is not accepted as photo ID/)
    expect(stay).toMatch(/couple without suitable ID may be denied/)
    expect(stay).toMatch(/may not register more than once/)
    expect(stay).toMatch(/folding cot or a mattress/)
    expect(stay).toMatch(/cannot be cancelled on or after the check-in date/)
    expect(stay).toMatch(/cancellation policy above applies/)
  })

  it('leave no gap in the cancellation window: 15 days or more is free, 14 or fewer is charged', () => {
    const stay = text(stayPolicy)
    expect(stay).toContain('14 days or fewer before arrival')
    expect(stay).not.toMatch(/under 14 days|less than 14 days/i)
  })

  it('say in the privacy policy what the enquiry form stores and how to have it deleted', () => {
    const privacy = text(privacyPolicy)
    for (const field of [
      'name',
      'e-mail address',
      'phone number',
      'message',
      'hotel',
      'page of this website',
    ]) {
      expect(privacy).toContain(field)
    }
    expect(privacy).toContain(site.email.address)
    expect(privacy).toMatch(/delet/)
    expect(privacy).toMatch(/database/)
    expect(text(termsOfUse)).toContain(site.email.address)
  })
})
