type Env = Readonly<Record<string, string | undefined>>

/** What `npm run dev` was asked for, from its flags and the environment. */
export interface DevOptions {
  host: string
  port: number
  /** Port of the local fake weather provider, started when no WEATHER_API_KEY is set. */
  weatherPort: number
  /** Attach every live actor to the machines panel and the Stately inspector. */
  inspect: boolean
  help: boolean
}

export const devUsage = `npm run dev [-- options]

  --inspect             show the machines panel on every page and allow the Stately inspector
                        (also: ?inspect in the page's address, or VITE_XSTATE_INSPECT=1)
  --port <n>            port of the dev server (default: PORT, else 5173)
  --host <address>      address to listen on (default: HOST, else 127.0.0.1)
  --weather-port <n>    port of the fake weather provider (default: port + 1)
  --help                this text`

export class DevOptionsError extends Error {}

function portNumber(name: string, raw: string): number {
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < 1 || value > 65_535)
    throw new DevOptionsError(`${name} must be a port number from 1 to 65535, got "${raw}"`)
  return value
}

/**
 * Reads the flags of `npm run dev` (`--name value` or `--name=value`) over the environment's
 * PORT and HOST; an unknown flag or a bad port throws with the usage.
 */
export function readDevOptions(argv: readonly string[], env: Env): DevOptions {
  let port = env['PORT']?.trim() ? portNumber('PORT', env['PORT'].trim()) : 5173
  let host = env['HOST']?.trim() || '127.0.0.1'
  let weatherPort: number | undefined
  let inspect = env['VITE_XSTATE_INSPECT'] === '1'
  let help = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const [name, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined]
    const value = (): string => {
      const next = inline ?? argv[++i]
      if (next === undefined || next === '') throw new DevOptionsError(`${name} needs a value`)
      return next
    }
    if (name === '--inspect') inspect = true
    else if (name === '--help' || name === '-h') help = true
    else if (name === '--port') port = portNumber(name, value())
    else if (name === '--host') host = value()
    else if (name === '--weather-port') weatherPort = portNumber(name, value())
    else throw new DevOptionsError(`Unknown option "${arg}"\n\n${devUsage}`)
  }
  return {
    host,
    port,
    weatherPort: weatherPort ?? (port < 65_535 ? port + 1 : port - 1),
    inspect,
    help,
  }
}
