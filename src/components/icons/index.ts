/*
 * The site's own line-icon set. Every icon is a separate named export with no module side
 * effects, so a page that imports two icons bundles two icons.
 */
export { SvgIcon, type IconProps } from './icon.tsx'
export * from './line-icons.tsx'
export { WeatherIcon, weatherGlyph, weatherLabel } from './weather-icon.tsx'
