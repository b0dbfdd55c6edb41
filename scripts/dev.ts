/**
 * `npm run dev`: the site in development on one port, with hot reload, server-rendered pages,
 * the real API and generated media (scripts/dev/dev-server.ts). `npm run dev -- --inspect`
 * also shows the machines panel; `--help` lists the options.
 */
import { resolve } from 'node:path'
import { ConfigError } from '../content/env.ts'
import { startDevServer } from './dev/dev-server.ts'
import { devUsage, DevOptionsError, readDevOptions } from './dev/options.ts'

const root = resolve(import.meta.dirname, '..')

function time(): string {
  return new Date().toLocaleTimeString('en-GB')
}

async function main(): Promise<void> {
  const options = readDevOptions(process.argv.slice(2), process.env)
  if (options.help) {
    console.log(devUsage)
    return
  }
  const dev = await startDevServer(root, options, process.env, (line) =>
    console.log(`${time()} ${line}`),
  )
  console.log(
    [
      '',
      `  Trillium in development   ${dev.url}/`,
      `  Reservations desk         ${dev.url}/desk (development only: ${dev.api.manager.email}, password "${dev.api.manager.password}")`,
      `  API                       /api/* and /healthz from server/app.ts, enquiries in ${dev.api.databasePath}`,
      `  Weather                   ${dev.weather.description}`,
      `  Machines                  ${options.inspect ? 'the Machines tab on every page opens the machines panel' : `${dev.url}/?inspect, or npm run dev -- --inspect`}`,
      '',
    ].join('\n'),
  )
  dev.vite.bindCLIShortcuts({ print: true })
  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    dev.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  if (error instanceof DevOptionsError || error instanceof ConfigError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
