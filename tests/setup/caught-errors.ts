/**
 * Errors a test's render caught and turned into something else (a router's error page): the
 * dom setup fails the test that caused any, as it does for errors nothing caught.
 */
export const caughtErrors: unknown[] = []
