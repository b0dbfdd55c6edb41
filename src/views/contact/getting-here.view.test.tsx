import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GettingHereSection } from './getting-here.tsx'

describe('Getting here on Contact', () => {
  it('is a section to link to, with every way to come and its distance and time', () => {
    const { container } = render(<GettingHereSection />)
    expect(container.querySelector('section#getting-here')).not.toBeNull()
    for (const heading of [
      'By road from Bengaluru',
      'Shivamogga Airport',
      'Mangaluru International Airport',
      'Kempegowda International Airport, Bengaluru',
      'By rail',
    ])
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeTruthy()
    expect(screen.getByText(/about 100 km/)).toBeTruthy()
  })

  it('draws its own map, with nothing loaded from anywhere', () => {
    const { container } = render(<GettingHereSection />)
    const map = screen.getByRole('img', { name: /Where Trillium is/ })
    expect(map.tagName.toLowerCase()).toBe('svg')
    expect(
      within(container)
        .queryAllByRole('img')
        .every((el) => el.tagName === 'svg'),
    ).toBe(true)
    const html = container.innerHTML
    expect(html).not.toMatch(/<img|<iframe|<image|xlink:href|url\(/)
    for (const name of ['Trillium', 'Shivamogga airport', 'Mangaluru airport', 'Kadur'])
      expect(within(map).getAllByText(name)).toHaveLength(2) // the halo and the words
  })

  it('opens the coordinates in the map app (geo:) and on the web, as plain links', () => {
    render(<GettingHereSection />)
    expect(screen.getByRole('link', { name: 'Open in your map app' }).getAttribute('href')).toMatch(
      /^geo:13\.3918,75\.7241/,
    )
    expect(screen.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')).toMatch(
      /^https:\/\/maps\.google\.com\/\?q=13\.3918,75\.7241$/,
    )
  })
})
