import { ConfigError } from '../content/env.ts'
import { buildApp } from './app.ts'
import { readServerConfig, type ServerConfig } from './config.ts'

/** How long shutdown waits for in-flight requests before giving up. */
const shutdownGraceMs = 10_000

/**
 * The server entry: reads and validates the environment once, builds the app, listens on
 * HOST:PORT, and on SIGTERM or SIGINT stops accepting connections, lets in-flight requests
 * finish (every acknowledged enquiry is already committed), then closes the database.
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

  const app = buildApp({ config })
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received, shutting down`)
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting')
      process.exit(1)
    }, shutdownGraceMs)
    force.unref()
    // Keep-alive connections that were busy when closing began become idle once their answer
    // is sent; close them as they do, or they would hold the server open until the grace ends.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50)
    sweep.unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ host: config.host, port: config.port })
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  )
  process.exit(1)
})
