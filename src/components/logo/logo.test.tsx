import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../../../content/site.ts'
import { Logo } from './logo.tsx'
import { markOnDark, markOnLight } from './mark.ts'

function fills(svg: Element): string[] {
  return Array.from(svg.querySelectorAll('path, text'), (el) => el.getAttribute('fill') ?? '')
}

describe('Logo', () => {
  it('is one image named after the resort, with the mark and the wordmark', () => {
    render(<Logo />)
    const logo = screen.getByRole('img', { name: site.displayName })
    expect(logo.querySelectorAll('path')).toHaveLength(6)
    expect(logo.textContent).toContain(site.name)
    expect(logo.textContent).toContain('RESORT & SPA')
  })

  it('draws its petals in blue and green, lifted for dark backgrounds', () => {
    const light = render(<Logo title="light" />)
    expect(fills(screen.getByRole('img', { name: 'light' }))).toEqual(
      expect.arrayContaining([...markOnLight.petals, '#1d2f4f']),
    )
    light.unmount()
    render(<Logo tone="on-dark" title="dark" />)
    const dark = fills(screen.getByRole('img', { name: 'dark' }))
    expect(dark).toEqual(expect.arrayContaining([...markOnDark.petals, '#f7f4ee']))
    expect(dark).not.toContain(markOnLight.petals[0])
  })

  it('keeps its proportions at any height, and can show the mark alone', () => {
    const { container } = render(<Logo height={32} markOnly title="mark" />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('height')).toBe('32')
    expect(Number(svg?.getAttribute('width'))).toBeCloseTo((32 * 46) / 43, 5)
    expect(container.querySelector('text')).toBeNull()
  })
})
