/** Viewports narrower than this see the promo (spec 9: the narrow check at 728 px). */
export const promoMaxWidth = 728

/**
 * Whether a viewport this wide may see the promotion: the machine's rule, kept apart from it so
 * the page can decide whether to load the modal at all without loading the machine's runtime.
 */
export function showsPromoModal(viewportWidth: number): boolean {
  return viewportWidth < promoMaxWidth
}
