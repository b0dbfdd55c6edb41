// Length: one subject, the spec's pages B in a browser, a test per page.
import { PDFDocument } from 'pdf-lib'
import { articles } from '../../content/blog/index.ts'
import {
  documents,
  enchantingBrochure,
  tariffDocument,
  trilliumBrochure,
} from '../../content/brochures.ts'
import { brochurePages } from '../../content/documents.ts'
import { landing } from '../../content/pages/landing.ts'
import { blogArticlePath, chromelessPaths, paths } from '../../content/routes.ts'
import { site } from '../../content/site.ts'
import { expect, openHydrated, test } from './fixtures.ts'

/** The JSON-LD entries of a prerendered page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(/<script data-head type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>)
}

/** Text the prerendered HTML of each page must carry before any script runs. */
const mustSay: Record<string, readonly string[]> = {
  [paths.about]: [
    '5400',
    'FEET ABOVE SEA LEVEL',
    'SERENE',
    'ENCHANTING HAVEN',
    'Our mission',
    'Our vision',
    '38-acre',
    'Opulence',
    'Comfort',
  ],
  [paths.contact]: [
    site.address.street,
    site.phones.tollFree.display,
    site.phones.reservations.display,
    site.email.address,
  ],
  [paths.policy]: [
    'Check-in is from 1:00 PM.',
    'Check-out is by 10:30 AM.',
    '70% of the total stay',
    '14 days or fewer before arrival',
    'at least 18 years old',
  ],
  [paths.privacy]: [
    'your e-mail address',
    'the page of this website you sent the enquiry from',
    site.email.address,
  ],
  [paths.terms]: ['Offers and packages', site.email.address],
  [paths.blog]: articles.map((a) => a.title.replace('&', '&amp;')),
  [paths.brochure]: ['Download'],
  [paths.landing]: [
    '5400 feet high',
    'E Brochure',
    'Website',
    'Tariff',
    'Gallery',
    '1,318',
    '#<!-- -->1',
  ],
  [paths.landingBrochure]: ['Download'],
  [paths.landingTariff]: [
    'Family Suite',
    '2,200',
    'Inclusions',
    'Policies',
    'See rates for your dates',
  ],
}

test.describe('pages B are prerendered with their content and head', () => {
  for (const [path, phrases] of Object.entries(mustSay)) {
    test(`${path}`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      for (const phrase of phrases) expect(html, phrase).toContain(phrase)
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/)
      expect(html).toContain(`<link data-head rel="canonical" href="`)
      const types = jsonLd(html).map((entry) => entry['@type'])
      expect(types).toContain('BreadcrumbList')
      if (path === paths.about) expect(types).toContain('AboutPage')
      if (path === paths.contact) expect(types).toContain('ContactPage')
      if (path === paths.blog) expect(types).toContain('Blog')
    })
  }
})

test('the About reveal sections slide in once they are scrolled into view, and stay', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, paths.about)
  const haven = page.getByRole('heading', { name: /SERENE/ })
  const revealOf = haven.locator('xpath=ancestor::*[@data-reveal][1]')
  await expect(revealOf).toHaveAttribute('data-reveal', 'hidden')
  await haven.scrollIntoViewIfNeeded()
  await expect(revealOf).toHaveAttribute('data-reveal', 'shown')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(revealOf).toHaveAttribute('data-reveal', 'shown')
  await expect(page.getByRole('heading', { name: /5400\s*FEET ABOVE SEA LEVEL/ })).toBeAttached()
})

test('chromeless pages show no site header, footer or skip link', async ({ page }) => {
  for (const path of chromelessPaths) {
    await openHydrated(page, path)
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Footer' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(0)
  }
  await openHydrated(page, paths.about)
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1)
})

test.describe('blog', () => {
  test('features the newest article and lists the rest in a two-column grid', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await openHydrated(page, paths.blog)
    const [featured, ...rest] = articles
    await expect(page.getByRole('heading', { level: 2, name: featured.title })).toBeVisible()
    const cards = page.locator('main ul[role="list"] > li')
    await expect(cards).toHaveCount(rest.length)
    const boxes = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().left),
    )
    expect(new Set(boxes.map(Math.round)).size).toBe(2)
    await page.getByRole('link', { name: rest[0].title }).click()
    await expect(page).toHaveURL(blogArticlePath(rest[0].id))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rest[0].title)
  })

  for (const article of articles) {
    test(`${article.id} renders its body and exactly one BlogPosting`, async ({
      request,
      page,
      consoleWatch,
    }) => {
      const response = await request.get(blogArticlePath(article.id))
      expect(response.status()).toBe(200)
      const entries = jsonLd(await response.text()).filter((e) => e['@type'] === 'BlogPosting')
      expect(entries).toHaveLength(1)
      const posting = entries[0]!
      expect(posting['headline']).toBe(article.title)
      expect(posting['datePublished']).toBe(article.datePublished)
      expect(posting['author']).toMatchObject({ name: article.author })
      expect(posting['publisher']).toMatchObject({ name: site.displayName })
      expect(String(posting['image'])).toMatch(/^https?:\/\//)
      await openHydrated(page, blogArticlePath(article.id))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
      const images = article.body.filter((b) => b.type === 'image').length
      await expect(page.locator('main article figure img')).toHaveCount(images)
      await expect(page.locator('main article script, main article [onclick]')).toHaveCount(0)
      expect(consoleWatch.problems).toEqual([])
    })
  }

  test('no BlogPosting is repeated on the blog list', async ({ request }) => {
    const entries = jsonLd(await (await request.get(paths.blog)).text())
    expect(entries.filter((e) => e['@type'] === 'BlogPosting')).toHaveLength(0)
  })

  test('an unknown article slug is the not-found page with HTTP 404', async ({ request, page }) => {
    const response = await request.get('/blog/articlepage/no-such-story')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('This path is lost in the mist')
    await page.goto('/blog/articlepage/no-such-story')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This path is lost in the mist',
    )
  })
})

test.describe('documents', () => {
  for (const document of documents) {
    test(`${document.fileName}: a PDF with one page per page image, linked to open in a new tab`, async ({
      page,
      request,
    }) => {
      const response = await request.get(`/media/${document.fileName}`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/pdf')
      const pdf = await PDFDocument.load(await response.body())
      expect(pdf.getPageCount()).toBe(document.pages.length)

      await openHydrated(page, document.path)
      const images = page.locator('main ol li img')
      await expect(images).toHaveCount(document.pages.length)
      const links = page.locator(`a[href$="/${document.fileName}"]`)
      expect(await links.count()).toBeGreaterThanOrEqual(1)
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank')
      }
      const first = await images.first().getAttribute('src')
      const image = await request.get(first ?? '')
      expect(image.status()).toBe(200)
      expect(image.headers()['content-type']).toContain('image/svg+xml')
    })
  }

  test('the brochures have 15 and 18 pages', () => {
    expect(trilliumBrochure.pages).toHaveLength(15)
    expect(enchantingBrochure.pages).toHaveLength(18)
    expect(brochurePages.trillium.document.pageCount).toBe(15)
    expect(brochurePages.enchanting.document.pageCount).toBe(18)
  })

  test('the download opens the PDF in a new tab under its fixed file name', async ({
    page,
    context,
  }) => {
    await openHydrated(page, paths.brochure)
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('link', { name: /^Download\b/ })
        .first()
        .click(),
    ])
    await expect.poll(() => tab.url()).toMatch(/\/media\/trillium-brochure\.pdf$/)
    await tab.close()
  })
})

test.describe('landing and tariff', () => {
  test('the landing page links to the brochure, website, tariff and gallery, socials and reservations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openHydrated(page, paths.landing)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('5400 feet high')
    await expect(page.getByRole('link', { name: /E Brochure/ })).toHaveAttribute(
      'href',
      paths.landingBrochure,
    )
    await expect(page.getByRole('link', { name: /^Website/ })).toHaveAttribute('href', paths.home)
    await expect(page.getByRole('link', { name: /^Tariff/ })).toHaveAttribute(
      'href',
      paths.landingTariff,
    )
    const gallery = page.getByRole('link', { name: /^Gallery/ })
    await expect(gallery).toHaveAttribute('href', site.social.gallery)
    await expect(gallery).toHaveAttribute('target', '_blank')
    for (const social of landing.social)
      await expect(page.getByRole('link', { name: social.label })).toHaveCount(1)
    await expect(page.locator(`a[href="tel:${site.phones.reservations.tel}"]`)).toBeVisible()
    await expect(page.getByText('1,318 reviews', { exact: false })).toBeVisible()
    await page.getByRole('link', { name: /^Tariff/ }).click()
    await expect(page).toHaveURL(paths.landingTariff)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tariff')
  })

  test('the tariff prints no rate and sends visitors to the booking engine', async ({ page }) => {
    await openHydrated(page, paths.landingTariff)
    const text = await page.locator('main').innerText()
    expect(text).not.toMatch(/₹|\bRs\.?\s?\d|\bINR\b|per night/i)
    await expect(page.getByRole('row')).toHaveCount(1 + 5)
    const engine = page.getByRole('link', { name: 'See rates for your dates' })
    expect(await engine.getAttribute('href')).toMatch(/^https?:\/\//)
    await expect(page.locator('main ol li img')).toHaveCount(tariffDocument.pages.length)
  })
})

test('the contact page sends an enquiry to the real server and thanks the visitor', async ({
  page,
}) => {
  await openHydrated(page, paths.contact)
  const form = page.getByRole('form', { name: 'Enquiry' })
  await form.getByLabel('Name').fill('Asha Rao')
  await form.getByLabel('Email').fill(`asha.${Date.now()}@example.org`)
  await form.getByLabel('Phone').fill('+919845012345')
  await form.getByLabel('Message').fill('We would love two nights in the Coffee Suite in December.')
  const question = form.getByLabel(/What is \d+ \+ \d+\?/)
  const label = (await form.locator('label', { hasText: /What is/ }).innerText()).match(
    /(\d+) \+ (\d+)/,
  )
  await question.fill(String(Number(label?.[1]) + Number(label?.[2])))
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/enquiry') && r.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  expect((await sent).status()).toBe(201)
  await expect(page.getByText('Thank you for your enquiry.')).toBeVisible()
})

test('pages B fit a 375 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  for (const path of [...Object.keys(mustSay), blogArticlePath(articles[0].id)]) {
    await openHydrated(page, path)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})
