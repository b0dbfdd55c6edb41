import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** A free loopback port (there is a small window before the server takes it, fine for tests). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** The real server process, as `npm run serve` starts it. */
export interface RunningServer {
  child: ChildProcess
  origin: string
  /** Standard output and error as they arrived, interleaved. */
  output: () => string
  stdout: () => string
  stderr: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** How the process is started besides its environment. */
export interface ServerProcessOptions {
  /** Node flags before the script (`--cpu-prof`: Node 20 refuses it in NODE_OPTIONS). */
  nodeFlags?: readonly string[]
  /**
   * Standard output thrown away instead of read (`output()` and `stdout()` stay empty): a
   * benchmark's server logs every request, and reading that would cost the CPU it measures.
   */
  discardStdout?: boolean
  /** How long the server may take to answer `/healthz` (20 s unless said). */
  startTimeoutMs?: number
}

/**
 * Starts `server/main.ts` in its own Node process (`node --import tsx`, so the pid is the
 * server itself and a signal reaches it, not a wrapper) and waits until `/healthz` answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<RunningServer> {
  const port = env.PORT === undefined ? await freePort() : Number(env.PORT)
  const script = [...(options.nodeFlags ?? []), '--import', 'tsx', 'server/main.ts']
  const child = spawn(process.execPath, script, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', options.discardStdout === true ? 'ignore' : 'pipe', 'pipe'],
  })
  let output = ''
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    stdout += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    stderr += chunk.toString()
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (options.startTimeoutMs ?? 20_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`)
    try {
      const res = await fetch(`${origin}/healthz`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not start in time:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { child, origin, output: () => output, stdout: () => stdout, stderr: () => stderr, exited }
}
