import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'

/*
 * The real server over a built site, with the weather provider replaced by the local fake (no
 * request leaves the machine), for the benchmarks: `npm run bench` (Lighthouse) and
 * `npm run bench:images` (the image variants a browser picks).
 */

const root = resolve(import.meta.dirname, '../..')

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within 30 s`)
}

/**
 * Rejects when something already listens on `port`. The health checks cannot tell: a server left
 * over from an earlier run answers them while the new one exits, and the benchmark would then
 * measure whatever site that old server serves.
 */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is taken (a server left over from an earlier run?): stop it, or benchmark on another port`
            : `Port ${port} cannot be used: ${error.message}`,
        ),
      ),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePort()))
  })
}

function startProcess(script: string, env: Record<string, string>): ChildProcess {
  return spawn('npx', ['tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
}

function stopProcess(child: ChildProcess): void {
  // The child is `npx`, which starts node in its own process group: end the whole group.
  if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}

export interface RunningSite {
  readonly origin: string
  stop(): void
}

/**
 * Starts the server on `port` over `distDir` (the built client, `dist/client` by default) and
 * the fake weather provider on the next port, and resolves once both answer their health
 * checks. `env` adds to or overrides the server's environment (a database of the benchmark's
 * own, SITE_URL). `stop()` ends both process groups.
 */
export async function serveSite(
  port: number,
  tmp: string,
  distDir?: string,
  env: Record<string, string> = {},
): Promise<RunningSite> {
  const weatherPort = port + 1
  await assertPortFree(port)
  await assertPortFree(weatherPort)
  const weather = startProcess('tests/fakes/weather-provider.ts', {
    FAKE_WEATHER_PORT: String(weatherPort),
  })
  const server = startProcess('server/main.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: join(tmp, `bench-${Date.now()}.db`),
    WEATHER_API_KEY: 'bench-key',
    WEATHER_API_URL: `http://127.0.0.1:${weatherPort}`,
    ...(distDir === undefined ? {} : { DIST_DIR: distDir }),
    ...env,
  })
  const stop = () => {
    stopProcess(server)
    stopProcess(weather)
  }
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(`http://127.0.0.1:${weatherPort}/healthz`, weather)
    await waitForHealth(`${origin}/healthz`, server)
  } catch (error) {
    stop()
    throw error
  }
  return { origin, stop }
}
