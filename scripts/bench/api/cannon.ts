import { createRequire } from 'node:module'

/** The part of autocannon's request API the API benchmarks use (the package ships no types). */
export interface CannonRequest {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (request: CannonRequest) => CannonRequest
}

/** The part of autocannon's result the API benchmarks read. */
export interface CannonResult {
  duration: number
  '2xx': number
  non2xx: number
  errors: number
  timeouts: number
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; max: number }
  statusCodeStats?: Record<string, { count: number }>
}

/** autocannon 8's programmatic entry, typed for the options used here. */
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string
  connections: number
  duration?: number
  amount?: number
  overallRate?: number
  requests?: CannonRequest[]
}) => Promise<CannonResult>
