import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { media } from '../../../content/media/index.ts'
import { preloadLazyHydrated } from '../layout/lazy-hydrated.tsx'
import { Carousel } from './carousel.tsx'
import { CarouselRegion } from './carousel-region.tsx'

const slides = ['dining.bar-counter', 'dining.bar-evening', 'dining.bar-fireside'] as const

describe('Carousel', () => {
  it('prerenders every slide (a row that scrolls without JavaScript), in a labelled region with real dot buttons', () => {
    const html = renderToString(<CarouselRegion label="The bar" slides={slides} />)
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html).toContain('aria-label="The bar"')
    for (const key of slides) expect(html).toContain(media[key].alt)
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html).toContain('aria-label="3 of 3"')
    expect(html).not.toContain('swiper')
    expect(html.match(/<button/g)).toHaveLength(3)
    expect(html).toContain('aria-label="Show slide 2 of 3"')
    expect(html.match(/aria-current="true"/g)).toHaveLength(1)
    expect(html).toMatch(
      /aria-current="true"[^>]*aria-label="Show slide 1 of 3"|aria-label="Show slide 1 of 3"[^>]*aria-current="true"/,
    )
    // The server assumes reduced motion until the browser is asked: still, so no pause button.
    expect(html).not.toContain('Pause the slideshow')
    expect(html).toContain('data-autoplay="off"')
    expect(html).toContain('aria-live="polite"')
  })

  it('keeps one slide alone still, without dots or a pause button', () => {
    const html = renderToString(<CarouselRegion label="The bar" slides={['dining.bar-counter']} />)
    expect(html).toContain(media['dining.bar-counter'].alt)
    expect(html).not.toContain('<button')
  })

  it('is an island: its page prerenders the same markup once its code is loaded', async () => {
    await preloadLazyHydrated()
    const island = renderToString(<Carousel label="The bar" slides={slides} />)
    expect(island).toContain(renderToString(<CarouselRegion label="The bar" slides={slides} />))
  })
})
