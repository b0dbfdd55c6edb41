import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** A Debian package the cluster needs, how to find what it installs, and how to install it. */
interface Package {
  name: string
  /** The program, found or undefined. */
  find: () => string | undefined
  install: string
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/** The newest PostgreSQL server's bin folder (Debian: /usr/lib/postgresql/N/bin). */
function postgresBin(): string | undefined {
  const explicit = process.env.POSTGRES_BIN
  if (explicit !== undefined && existsSync(join(explicit, 'initdb'))) return explicit
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin')
}

export const postgresPackage: Package = {
  name: 'PostgreSQL',
  find: postgresBin,
  install: 'apt-get install -y postgresql',
}

export const caddyPackage: Package = {
  name: 'Caddy',
  find: () =>
    [process.env.CADDY_PATH, '/usr/bin/caddy', '/usr/local/bin/caddy'].find(
      (path) => path !== undefined && existsSync(path),
    ),
  install: 'apt-get install -y caddy',
}

/**
 * Finds a system package's program, or installs it when allowed: under CI (`CI=true`) or when
 * `install` is set, as root on Debian, with apt. Otherwise, or when that fails, throws one line
 * naming the package and the command that installs it. Nothing is downloaded from anywhere else.
 */
export function requirePackage(pkg: Package, install = process.env.CI === 'true'): string {
  const found = pkg.find()
  if (found !== undefined) return found
  if (install && isRoot() && existsSync('/usr/bin/apt-get')) {
    process.stderr.write(`${pkg.name} is not installed: ${pkg.install}\n`)
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', timeout: 300_000 })
      execFileSync('apt-get', ['install', '-y', '-qq', ...pkg.install.split(' ').slice(3)], {
        stdio: 'inherit',
        timeout: 600_000,
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    } catch {
      // reported below
    }
    const installed = pkg.find()
    if (installed !== undefined) return installed
  }
  throw new Error(`${pkg.name} is needed and not installed: run \`${pkg.install}\` (as root).`)
}
