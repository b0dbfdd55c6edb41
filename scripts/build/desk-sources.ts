/**
 * The folders whose code and text belong to the reservations desk alone (issue 42), never to a
 * public page: the desk's front end, its shared shapes and content, and its machines. The
 * public build leaves them out of what it derives from the sources (the fonts' characters, the
 * short class names' table), so adding to the desk never moves a public page's bytes; the
 * desk's own build (vite.desk.config.ts) reads them.
 */
export const deskSources: readonly string[] = [
  'src/desk',
  'content/desk',
  'machines/desk-session',
  'machines/enquiry-life',
]

/** Whether a project-relative path (forward slashes) lies in one of the desk's folders. */
export const isDeskSource = (path: string): boolean =>
  deskSources.some((folder) => path === folder || path.startsWith(`${folder}/`))
