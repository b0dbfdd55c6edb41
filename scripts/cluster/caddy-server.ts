import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:tls'
import { join, resolve } from 'node:path'
import { caddyPackage, requirePackage } from './system-packages.ts'

/** The project's Caddy configuration. */
export const caddyfile = resolve(import.meta.dirname, '../../deploy/Caddyfile')

/** Caddy running deploy/Caddyfile with a local authority, in front of the given instances. */
export interface CaddyServer {
  origin: string
  /** The local authority's root certificate (PEM), for clients that check the certificate. */
  ca: string
  child: ChildProcess
  output: () => string
  stop(): Promise<void>
}

/**
 * Starts Caddy (Debian's package, installed when missing under CI) with deploy/Caddyfile on
 * `https://localhost:httpsPort`, `tls internal`, its state in `dir` (never the user's), and waits
 * until it answers TLS and its local authority's root certificate is written.
 */
export async function startCaddy(options: {
  dir: string
  upstreams: string[]
  httpsPort: number
  httpPort: number
}): Promise<CaddyServer> {
  const caddy = requirePackage(caddyPackage)
  mkdirSync(options.dir, { recursive: true })
  let output = ''
  const child = spawn(caddy, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: options.dir,
      XDG_DATA_HOME: join(options.dir, 'data'),
      XDG_CONFIG_HOME: join(options.dir, 'config'),
      SITE_ADDRESS: `localhost:${options.httpsPort}`,
      HTTPS_PORT: String(options.httpsPort),
      HTTP_PORT: String(options.httpPort),
      UPSTREAMS: options.upstreams.join(' '),
      TLS: 'internal',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const root = join(options.dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt')
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited at start:\n${output}`)
    if (existsSync(root) && (await handshakes(options.httpsPort, readFileSync(root, 'utf8')))) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`caddy did not start in time:\n${output}`)
    }
    await new Promise((done) => setTimeout(done, 100))
  }
  return {
    origin: `https://localhost:${options.httpsPort}`,
    ca: readFileSync(root, 'utf8'),
    child,
    output: () => output,
    stop: async () => {
      // ended already (Ctrl-C at the terminal reaches Caddy too, and may end it first): its
      // 'exit' has been and gone, and waiting for it would wait for ever
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * Whether a TLS handshake for `localhost` on `port` succeeds with a certificate of the local
 * authority `ca`. Caddy listens, and writes the authority's root, before it has issued the site's
 * own certificate: a client that connects in between meets a TLS "internal error" alert.
 */
function handshakes(port: number, ca: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1', servername: 'localhost', ca })
    socket.once('secureConnect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => {
      socket.destroy()
      done(false)
    })
  })
}
