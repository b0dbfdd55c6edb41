/** The widget shows only on windows wider than this (spec 2.10). */
export const offersMinWidth = 768

/**
 * Whether a window this wide shows the offers widget: the machine's rule, kept apart from it so
 * the page can decide whether to load the widget at all without loading the machine's runtime.
 */
export function showsOffersWidget(viewportWidth: number): boolean {
  return viewportWidth > offersMinWidth
}
