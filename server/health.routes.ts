import type { FastifyInstance } from 'fastify'

export interface HealthDeps {
  /** Why the database cannot take enquiries now (known without a query), or undefined. */
  storageProblem: () => string | undefined
  /** A cheap query: resolves true when the database answers. */
  ping: () => Promise<boolean>
  /** Reports a failed ping to the storage watch (so the enquiry route refuses at once too). */
  recordFailure: (error: unknown) => void
}

/**
 * `GET /healthz`: the process is alive and answering (a supervisor restarts it when not): always
 * `200 { status: 'ok' }`, whatever the database does, since a restart cannot mend a database.
 * `GET /readyz`: whether this instance can take enquiries now, asked by the load balancer:
 * `200 { status: 'ready', database: 'ok' }` after a query answered, else `503` with the reason
 * and `Retry-After`, so the proxy sends visitors to another instance meanwhile.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  )

  app.get('/readyz', async (_request, reply) => {
    let problem = deps.storageProblem()
    if (problem === undefined) {
      try {
        if (!(await deps.ping())) problem = 'the database does not answer'
      } catch (error) {
        deps.recordFailure(error)
        app.log.warn({ err: error }, 'readiness check failed')
        problem = 'the database does not answer'
      }
    }
    reply.header('cache-control', 'no-store')
    if (problem === undefined) return reply.send({ status: 'ready', database: 'ok' })
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ status: 'not ready', database: 'unavailable', reason: problem })
  })
}
