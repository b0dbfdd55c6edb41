/**
 * The id of Contact's getting-here section, on its own so the footer and About can link to it
 * without bringing the section's copy into every page's first-load JavaScript.
 */
export const gettingHereId = 'getting-here'
