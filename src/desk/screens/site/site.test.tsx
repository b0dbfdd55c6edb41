import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe.ts'
import { FakeDeskApi } from '../../testing/fake-api.ts'
import { colleague, manager, renderDesk } from '../../testing/render-desk.tsx'
import { siteFigures } from '../../testing/site-figures.ts'

/*
 * The Site page against the fake API. The clock is 29 Nov 2026 20:00 UTC, which is already
 * 30 Nov 01:30 at the resort (Asia/Kolkata): its "today" is the 30th, whatever the browser's zone.
 * jsdom has no canvas, so the charts draw nothing and every figure is read from the tables.
 */
const now = Date.UTC(2026, 10, 29, 20, 0)
const last28 = { from: '2026-11-03', to: '2026-11-30' }
const last7 = { from: '2026-11-24', to: '2026-11-30' }
const charts = ['traffic', 'pages', 'sources', 'stays', 'vitals'] as const
const query = (range: { from: string; to: string }) => `?from=${range.from}&to=${range.to}`

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now })
})
afterEach(() => {
  vi.useRealTimers()
})

const heading = () => screen.findByRole('heading', { name: 'Site', level: 1 }, { timeout: 5000 })
const table = (name: string) => screen.findByRole('table', { name }, { timeout: 5000 })
const row = (tableElement: HTMLElement, header: string) =>
  within(tableElement).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement

describe('the Site page (/desk/site, managers)', () => {
  it('reads each chart for the last 28 days ending today at the resort, and shows its figures', async () => {
    const api = new FakeDeskApi().onSite(last28, siteFigures(last28))
    renderDesk('/desk/site', { api, signedInAs: manager })
    await heading()
    expect(document.title).toBe('Site · Trillium desk')

    const pages = await table('Top pages by views, with their Book Now hand-offs and enquiries')
    const suites = within(row(pages, '/suites'))
    expect(suites.getByText('400')).toBeTruthy()
    expect(suites.getByText('300')).toBeTruthy()
    // 18 hand-offs and 6 enquiries over 400 views
    expect(suites.getByText('4.5%')).toBeTruthy()
    expect(suites.getByText('1.5%')).toBeTruthy()

    const perDay = await table(
      'Visitors and page views per day, 3 Nov 2026 to 30 Nov 2026, beside the period before',
    )
    expect(within(perDay).getAllByRole('row')).toHaveLength(29)
    expect(within(row(perDay, '3 Nov 2026')).getByText('6 Oct 2026')).toBeTruthy()
    expect(screen.getByText('1,234')).toBeTruthy()
    expect(screen.getByText('+23% on the period before (1,000)')).toBeTruthy()
    expect(screen.getByText('+15% on the period before (3,000)')).toBeTruthy()

    const sources = await table('Visits by source')
    expect(within(row(sources, 'www.google.com')).getByText('210')).toBeTruthy()
    const campaigns = await table('Visits by campaign')
    expect(within(row(campaigns, 'monsoon-escape')).getByText('37')).toBeTruthy()

    const lead = await table('Searches by days between the search and the arrival')
    expect(within(row(lead, '8–14 days')).getByText('42')).toBeTruthy()
    const nights = await table('Searches by number of nights')
    expect(within(row(nights, '2')).getByText('51')).toBeTruthy()

    const vitals = await table('75th percentile per day, all pages')
    const day = within(row(vitals, '30 Nov 2026'))
    expect(day.getByText('2,300 ms').parentElement?.textContent).toBe('2,300 ms good')
    expect(day.getByText('260 ms').parentElement?.textContent).toBe('260 ms needs improvement')
    expect(day.getByText('0.30').parentElement?.textContent).toBe('0.30 poor')
    const routes = await table('75th percentile per route over the range')
    expect(row(routes, '/suites').textContent).toContain('4,100 ms poor')

    for (const chart of charts)
      expect(api.to('GET', `/site/${chart}${query(last28)}`)).toHaveLength(1)
    await expectNoAxeViolations(document.body)
  })

  it('reads the range in the address, and a quick choice puts its range there and reads again', async () => {
    const october = { from: '2026-10-01', to: '2026-10-31' }
    const api = new FakeDeskApi()
      .onSite(october, siteFigures(october))
      .onSite(last7, siteFigures(last7))
    const { history } = renderDesk(`/desk/site${query(october)}`, { api, signedInAs: manager })
    await table('Visits by source')
    for (const chart of charts)
      expect(api.to('GET', `/site/${chart}${query(october)}`)).toHaveLength(1)
    expect(api.sent.some((r) => r.path.includes(last28.from))).toBe(false)

    const quick = screen.getByRole('list', { name: 'Quick ranges' })
    const week = within(quick).getByRole('button', { name: 'Last 7 days' })
    expect(week.getAttribute('aria-pressed')).toBe('false')
    await userEvent.setup().click(week)
    await waitFor(() => expect(history.location.search).toBe(`?from=${last7.from}&to=${last7.to}`))
    await waitFor(() => {
      for (const chart of charts)
        expect(api.to('GET', `/site/${chart}${query(last7)}`)).toHaveLength(1)
    })
    expect(
      await table(
        'Visitors and page views per day, 24 Nov 2026 to 30 Nov 2026, beside the period before',
      ),
    ).toBeTruthy()
    expect(
      within(quick).getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed'),
    ).toBe('true')
  })

  it('reads the speed figures again for the route chosen, keeping it in the address', async () => {
    const api = new FakeDeskApi().onSite(last28, siteFigures(last28))
    api.on('GET', `/site/vitals${query(last28)}&route=%2Fsuites`, {
      status: 200,
      body: { ...siteFigures(last28).vitals, route: '/suites' },
    })
    const { history } = renderDesk('/desk/site', { api, signedInAs: manager })
    await table('75th percentile per day, all pages')
    await userEvent.setup().selectOptions(screen.getByLabelText('Pages'), '/suites')
    expect(await table('75th percentile per day, /suites')).toBeTruthy()
    expect(new URLSearchParams(history.location.search).get('route')).toBe('/suites')
  })

  it('downloads a chart’s rows as CSV, made in the browser, named for the chart and the range', async () => {
    const api = new FakeDeskApi().onSite(last28, siteFigures(last28))
    renderDesk('/desk/site', { api, signedInAs: manager })
    await table('Top pages by views, with their Book Now hand-offs and enquiries')
    const blobs: Blob[] = []
    const names: string[] = []
    // jsdom has neither object URLs nor downloads: the browser's part is stood in for
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:site')
    URL.revokeObjectURL = () => undefined
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download)
    })
    await userEvent.setup().click(
      screen.getByRole('button', {
        name: 'Download CSV: Top pages by views, with their Book Now hand-offs and enquiries',
      }),
    )
    click.mockRestore()
    expect(names).toEqual(['site-pages_2026-11-03_2026-11-30.csv'])
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8')
    expect(await blobs[0]?.text()).toBe(
      'Page,Views,Visitors,Book Now hand-offs,Hand-off rate (%),Enquiries,Enquiry rate (%)\r\n' +
        '/suites,400,300,18,4.5,6,1.5\r\n' +
        '/spa,120,100,0,0,3,2.5\r\n',
    )
  })

  it('shows the server’s refusal of a range, and each chart tries again on its own', async () => {
    const long = { from: '2024-01-01', to: '2026-11-30' }
    const api = new FakeDeskApi().onSite(long, siteFigures(long))
    const refusal = { status: 400, body: { message: 'A range spans at most 762 days.' } }
    api.on('GET', `/site/traffic${query(long)}`, refusal, {
      status: 200,
      body: siteFigures(long).traffic,
    })
    renderDesk(`/desk/site${query(long)}`, { api, signedInAs: manager })
    expect(
      await screen.findByText(/A range spans at most 762 days\./, undefined, { timeout: 5000 }),
    ).toBeTruthy()
    // the other charts drew
    expect(await table('Visits by source')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('1,234')).toBeTruthy()
    expect(api.to('GET', `/site/traffic${query(long)}`)).toHaveLength(2)
    expect(api.to('GET', `/site/pages${query(long)}`)).toHaveLength(1)
  })

  it('says when nothing was counted', async () => {
    const figures = siteFigures(last28)
    const api = new FakeDeskApi().onSite(last28, {
      ...figures,
      traffic: { ...figures.traffic, totals: { visitors: 0, views: 0 } },
      pages: { ...figures.pages, items: [] },
    })
    renderDesk('/desk/site', { api, signedInAs: manager })
    expect(
      await screen.findAllByText('No visits counted in this range.', undefined, { timeout: 5000 }),
    ).toHaveLength(2)
  })
})

describe('the Site page for a reservations account', () => {
  it('is not linked, and says it is for managers, reading nothing', async () => {
    const api = new FakeDeskApi()
    renderDesk('/desk/site', { api, signedInAs: colleague })
    expect(
      await screen.findByRole('heading', { name: 'For managers', level: 1 }, { timeout: 5000 }),
    ).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Desk' })
    expect(within(nav).queryByRole('link', { name: 'Site' })).toBeNull()
    expect(api.sent.filter((r) => r.path.startsWith('/site'))).toEqual([])
  })

  it('is linked for a manager', async () => {
    const api = new FakeDeskApi().onSite(last28, siteFigures(last28))
    renderDesk('/desk/account', { api, signedInAs: manager })
    const nav = await screen.findByRole('navigation', { name: 'Desk' }, { timeout: 5000 })
    expect(within(nav).getByRole('link', { name: 'Site' }).getAttribute('href')).toBe('/desk/site')
  })
})
