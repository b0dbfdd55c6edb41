import { lazyHydrated } from '../layout/lazy-hydrated.tsx'

/**
 * The enquiry form as the pages show it: prerendered in full, and a real form that posts without
 * scripts (with the puzzle the server stamped into the page), so its machine and the state-machine
 * runtime load only when the visitor reaches for it (focus, a pointer over it or down on it). What
 * they type meanwhile is kept (lazy-hydrated.tsx).
 */
export const EnquiryForm = lazyHydrated(() =>
  import('./enquiry-form.tsx').then((m) => m.EnquiryForm),
)
