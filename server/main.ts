import { readFileSync } from 'node:fs'
import { ConfigError } from '../content/env.ts'
import { buildApp } from './app.ts'
import { readServerConfig, type ServerConfig } from './config.ts'
import { connectionCeiling } from './connections.ts'
import { shutDown } from './shutdown.ts'
import { builtOrigin, startupMessage } from './startup.ts'

/** The soft limit on open files (Linux), or undefined where it cannot be read. */
function openFileLimit(): number | undefined {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))
    return line?.[1] === undefined ? undefined : Number(line[1])
  } catch {
    return undefined
  }
}

/**
 * The server entry: reads and validates the environment once, builds the app, listens on
 * HOST:PORT. On SIGTERM or SIGINT it stops accepting connections, answers requests that arrive
 * on open connections with 503, closes idle keep-alive connections at once, lets requests in
 * flight finish for up to 3 s (every acknowledged enquiry is already committed), cuts what is
 * left, closes the database and exits 0, all within 5 s.
 */
async function main(): Promise<void> {
  let config: ServerConfig
  try {
    config = readServerConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(78) // EX_CONFIG
    }
    throw error
  }
  const fdLimit = openFileLimit()
  const ceiling = connectionCeiling(config.maxConnections, fdLimit)

  let app
  // An instance started while PostgreSQL is starting up or unreachable (a host's reboot, a
  // database restarted beside it) waits for it for a while instead of exiting at once.
  const waitForDatabaseUntil = Date.now() + 30_000
  let waiting = false
  for (;;) {
    try {
      app = await buildApp({ config: { ...config, maxConnections: ceiling } })
      break
    } catch (error) {
      const where =
        config.databaseUrl === undefined
          ? config.databasePath
          : 'the PostgreSQL server of DATABASE_URL'
      const reason = error instanceof Error ? error.message : String(error)
      if (
        config.databaseUrl !== undefined &&
        Date.now() < waitForDatabaseUntil &&
        /starting up|shutting down|ECONNREFUSED|Connection terminated|connect/i.test(reason)
      ) {
        if (!waiting)
          process.stderr.write(`The database (${where}) is not ready (${reason}); waiting for it\n`)
        waiting = true
        await new Promise((resolve) => setTimeout(resolve, 500))
        continue
      }
      process.stderr.write(`The database (${where}) could not be opened: ${reason}\n`)
      process.exit(1)
    }
  }
  if (ceiling < config.maxConnections) {
    app.log.warn(
      `MAX_CONNECTIONS lowered from ${config.maxConnections} to ${ceiling}: the process may open only ${fdLimit} files`,
    )
  }
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    shutDown(app, signal, (code) => process.exit(code))
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ host: config.host, port: config.port })
  const address = app.server.address()
  if (address !== null && typeof address !== 'string') {
    const built = builtOrigin(config.distDir)
    if (built !== undefined && built !== config.siteUrl) {
      app.log.warn(
        { builtOrigin: built, siteUrl: config.siteUrl },
        'pages built for another origin',
      )
    }
    process.stderr.write(
      startupMessage({
        address,
        siteUrl: config.siteUrl,
        builtOrigin: built,
        distDir: config.distDir,
      }),
    )
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  )
  process.exit(1)
})
