import type { PagesJson } from '../../../../content/desk/insights-api.ts'
import type { BookNowControl } from '../../../../content/count.schema.ts'
import { enquiryKindLabels } from '../../../../content/desk/enquiry-kinds.ts'
import { ChartSection } from './chart-section.tsx'
import { NumbersTable, type BarColumn } from './numbers-table.tsx'
import { rangeSlug } from './site-range.ts'
import { formatCount, formatRate } from './site-numbers.ts'
import type { ChartState } from './use-site-chart.ts'

type PageRow = PagesJson['items'][number]

/** A rate as the CSV keeps it: per cent with one decimal, empty without views. */
const csvRate = (part: number, of: number): string | number =>
  of === 0 ? '' : Math.round((part / of) * 1000) / 10

const pageColumns: readonly BarColumn<PageRow>[] = [
  { label: 'Page', csv: (r) => r.path },
  {
    label: 'Views',
    csv: (r) => r.views,
    text: (r) => formatCount(r.views),
    numeric: true,
    bar: (r) => r.views,
  },
  {
    label: 'Visitors',
    csv: (r) => r.visitors,
    text: (r) => formatCount(r.visitors),
    numeric: true,
  },
  {
    label: 'Book Now hand-offs',
    csv: (r) => r.bookNow,
    text: (r) => formatCount(r.bookNow),
    numeric: true,
  },
  {
    label: 'Hand-off rate (%)',
    csv: (r) => csvRate(r.bookNow, r.views),
    text: (r) => formatRate(r.bookNow, r.views),
    numeric: true,
  },
  {
    label: 'Enquiries',
    csv: (r) => r.enquiries,
    text: (r) => formatCount(r.enquiries),
    numeric: true,
  },
  {
    label: 'Enquiry rate (%)',
    csv: (r) => csvRate(r.enquiries, r.views),
    text: (r) => formatRate(r.enquiries, r.views),
    numeric: true,
  },
]

const controlNames: Readonly<Record<BookNowControl, string>> = {
  header: 'Header',
  'phone-bar': 'Phone bar',
  'side-menu': 'Side menu',
  sheet: 'Booking sheet',
  page: 'On the page',
}
type ControlRow = PagesJson['controls'][number]
const controlColumns: readonly BarColumn<ControlRow>[] = [
  { label: 'Control', csv: (r) => r.control, text: (r) => controlNames[r.control] ?? r.control },
  {
    label: 'Hand-offs',
    csv: (r) => r.bookNow,
    text: (r) => formatCount(r.bookNow),
    numeric: true,
    bar: (r) => r.bookNow,
  },
]

const kindLabels: Readonly<Record<string, string>> = enquiryKindLabels
const kindName = (kind: string): string => kindLabels[kind] ?? kind
type KindRow = PagesJson['enquiryKinds'][number]
const kindColumns: readonly BarColumn<KindRow>[] = [
  { label: 'About', csv: (r) => r.kind, text: (r) => kindName(r.kind) },
  {
    label: 'Enquiries',
    csv: (r) => r.enquiries,
    text: (r) => formatCount(r.enquiries),
    numeric: true,
    bar: (r) => r.enquiries,
  },
]

function PagesFigures({ data }: { data: PagesJson }) {
  const slug = rangeSlug(data.range)
  return (
    <>
      <NumbersTable
        caption="Top pages by views, with their Book Now hand-offs and enquiries"
        columns={pageColumns}
        rows={data.items}
        rowKey={(r) => r.path}
        fileName={`site-pages_${slug}`}
      />
      <div className="site-pair">
        <div>
          <h3>Hand-offs by control</h3>
          {data.controls.length === 0 ? (
            <p className="desk-empty">No Book Now hand-offs in this range.</p>
          ) : (
            <NumbersTable
              caption="Book Now hand-offs by the control that began them"
              columns={controlColumns}
              rows={data.controls}
              rowKey={(r) => r.control}
              fileName={`site-book-now-controls_${slug}`}
            />
          )}
        </div>
        <div>
          <h3>Enquiries by kind</h3>
          {data.enquiryKinds.length === 0 ? (
            <p className="desk-empty">No enquiries sent in this range.</p>
          ) : (
            <NumbersTable
              caption="Enquiries sent, by what they were about"
              columns={kindColumns}
              rows={data.enquiryKinds}
              rowKey={(r) => r.kind}
              fileName={`site-enquiry-kinds_${slug}`}
            />
          )}
        </div>
      </div>
    </>
  )
}

/** The pages with the most views, and how often each led to Book Now or to an enquiry. */
export function PagesSection(props: { state: ChartState<PagesJson>; retry: () => void }) {
  return (
    <ChartSection
      {...props}
      title="Top pages"
      lead="Rates are per page view: hand-offs to the booking engine, and enquiries sent from the page."
      isEmpty={(data) => data.items.length === 0}
    >
      {(data) => <PagesFigures data={data} />}
    </ChartSection>
  )
}
