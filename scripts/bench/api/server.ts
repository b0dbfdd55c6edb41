import type { ChildProcess } from 'node:child_process'
import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startServerProcess } from '../../../tests/server/server-process.ts'

/** A server process started for a benchmark. */
export interface BenchServer {
  child: ChildProcess
  pid: number
  origin: string
  /** SIGTERM, then waits for the exit (the server's own shutdown: a CPU profile is written). */
  stop(): Promise<void>
}

/**
 * Starts `server/main.ts` as production runs it (`LOG_LEVEL=info`, one log line per request,
 * its standard output discarded rather than read by the benchmark, which shares the CPU), with
 * `env` on top of a bare environment, and waits until `/healthz` answers. `nodeFlags` go to
 * Node's command line before the script (`--cpu-prof --cpu-prof-dir=.tmp/prof`); the profile is
 * written when the server exits on SIGTERM.
 */
export async function startBenchServer(
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
): Promise<BenchServer> {
  const server = await startServerProcess(
    { LOG_LEVEL: 'info', ...env },
    { nodeFlags, discardStdout: true },
  )
  // what goes wrong in it shows as it happens
  server.child.stderr?.pipe(process.stderr)
  return {
    child: server.child,
    pid: server.child.pid ?? 0,
    origin: server.origin,
    stop: async () => {
      if (server.child.exitCode === null) server.child.kill('SIGTERM')
      await server.exited
    },
  }
}

/** A local OpenWeatherMap stand-in that counts how often the server asks it. */
export async function fakeWeather(): Promise<{
  base: string
  calls: () => number
  stop: () => void
}> {
  let calls = 0
  const server = createHttpServer((_request, response) => {
    calls += 1
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        weather: [{ main: 'Clouds', icon: '04d' }],
        main: { temp: 19.4 },
        dt: Math.floor(Date.now() / 1000),
      }),
    )
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { base: `http://127.0.0.1:${port}`, calls: () => calls, stop: () => server.close() }
}
