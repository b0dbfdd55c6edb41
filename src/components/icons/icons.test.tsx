import { render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import * as icons from './index.ts'
import {
  amenityIcons,
  socialIcons,
  WeatherIcon,
  weatherGlyph,
  weatherLabel,
  WifiIcon,
  type IconProps,
} from './index.ts'

// Every export named *Icon except the frame and the code-driven weather icon.
const components = Object.entries(icons as Record<string, unknown>)
  .filter(([name]) => /Icon$/.test(name) && !['SvgIcon', 'WeatherIcon'].includes(name))
  .map(([name, value]) => [name, value as ComponentType<IconProps>] as const)

function svgOf(container: HTMLElement): SVGSVGElement {
  const svg = container.querySelector('svg')
  if (!svg) throw new Error('no <svg> rendered')
  return svg
}

describe('line icons', () => {
  it('covers the amenities, contact, social and control sets', () => {
    expect(components.length).toBeGreaterThanOrEqual(28)
    expect(Object.keys(amenityIcons)).toHaveLength(7)
    expect(Object.keys(socialIcons)).toEqual(
      expect.arrayContaining(['facebook', 'instagram', 'youtube', 'whatsapp']),
    )
  })

  it.each(components)(
    '%s draws a 24-unit, 1.5-stroke, currentColor, decorative glyph',
    (_name, Icon) => {
      const { container } = render(<Icon />)
      const svg = svgOf(container)
      expect(svg.getAttribute('viewBox')).toBe('0 0 24 24')
      expect(svg.getAttribute('stroke')).toBe('currentColor')
      expect(svg.getAttribute('stroke-width')).toBe('1.5')
      expect(svg.getAttribute('fill')).toBe('none')
      expect(svg.getAttribute('aria-hidden')).toBe('true')
      expect(svg.getAttribute('width')).toBe('24')
      expect(svg.querySelectorAll('path, circle, rect').length).toBeGreaterThan(0)
    },
  )

  it('draws every icon differently', () => {
    const drawings = components.map(([, Icon]) => svgOf(render(<Icon />).container).innerHTML)
    expect(new Set(drawings).size).toBe(drawings.length)
  })

  it('takes a size and, with a title, becomes a named image', () => {
    render(<WifiIcon size={50} title="Wi-Fi" />)
    const img = screen.getByRole('img', { name: 'Wi-Fi' })
    expect(img.getAttribute('width')).toBe('50')
    expect(img.getAttribute('aria-hidden')).toBeNull()
  })
})

describe('WeatherIcon', () => {
  const families = ['01d', '01n', '02d', '02n', '03d', '04d', '09d', '10d', '11d', '13d', '50d']

  it('gives each weather family its own glyph, with night versions of clear and few clouds', () => {
    const drawings = families.map(
      (code) => svgOf(render(<WeatherIcon code={code} />).container).innerHTML,
    )
    expect(new Set(drawings).size).toBe(families.length)
  })

  it('maps day and night codes of the other families to one glyph', () => {
    for (const family of ['03', '04', '09', '10', '11', '13', '50']) {
      expect(weatherGlyph(`${family}n`)).toBe(weatherGlyph(`${family}d`))
    }
    expect(weatherGlyph('01n')).not.toBe(weatherGlyph('01d'))
  })

  it('falls back to a cloud for a code it does not know', () => {
    expect(weatherGlyph('99x')).toBe('03')
    expect(weatherGlyph('')).toBe('03')
    const { container } = render(<WeatherIcon code="nonsense" />)
    expect(svgOf(container).querySelector('path')).not.toBeNull()
  })

  it('names the condition for assistive technology when asked', () => {
    render(<WeatherIcon code="10n" title={weatherLabel('10n')} />)
    expect(screen.getByRole('img', { name: 'Rain' })).toBeTruthy()
    expect(weatherLabel('50d')).toBe('Mist')
    expect(weatherLabel('xx')).toBe('Weather')
  })
})
