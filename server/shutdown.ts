/** Requests still running this long after SIGTERM are cut (none of them was acknowledged). */
const drainMs = 3_000
/** The process exits by then whatever happens: within the 5 s an orchestrator usually gives. */
const hardStopMs = 4_700
/** How often keep-alive connections that have just become idle are closed while stopping. */
const idleSweepMs = 50

/** What the shutdown needs of the app: its log, its HTTP server and `close`. */
export interface StoppingApp {
  log: { info(message: string): void; error(details: unknown, message?: string): void }
  server: { closeIdleConnections(): void; closeAllConnections(): void }
  close(): Promise<unknown>
}

/**
 * The graceful shutdown of server/README.md, on SIGTERM or SIGINT: the app stops accepting
 * connections and closes (answering requests that still arrive on open connections with 503),
 * idle keep-alive connections are closed as they become idle, requests in flight may finish for
 * 3 s before every connection is cut, and the process exits 0 once the app has closed, or 1 at
 * 4.7 s whatever happens, within the 5 s an orchestrator gives.
 */
export function shutDown(app: StoppingApp, signal: string, exit: (code: number) => void): void {
  app.log.info(`${signal} received, shutting down`)
  const hard = setTimeout(() => {
    app.log.error('shutdown took too long, exiting')
    exit(1)
  }, hardStopMs)
  hard.unref()
  // Keep-alive connections that were busy when closing began become idle once their answer
  // is sent; close them as they do, or they would hold the server open.
  const sweep = setInterval(() => app.server.closeIdleConnections(), idleSweepMs)
  sweep.unref()
  // A client still sending its request (or not reading its answer) is cut after the drain.
  const cut = setTimeout(() => app.server.closeAllConnections(), drainMs)
  cut.unref()
  app.close().then(
    () => exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed')
      exit(1)
    },
  )
}
