import type { Server } from 'node:http'
import { startFakeWeatherProvider } from '../../tests/fakes/weather-provider.ts'

type Env = Readonly<Record<string, string | undefined>>

/** The weather source of a dev run: the environment's provider, or the local fake. */
export interface DevWeather {
  /** Variables to lay over the environment for the server's configuration. */
  env: Record<string, string>
  /** One line for the start-up banner. */
  description: string
  close(): Promise<void>
}

/**
 * With a WEATHER_API_KEY the dev server asks the real provider, as production does. Without
 * one it starts the fake provider of the end-to-end tests on `port` and points the server at it
 * with a placeholder key, so the weather card shows a reading on a machine without internet.
 */
export async function startDevWeather(env: Env, port: number): Promise<DevWeather> {
  if (env['WEATHER_API_KEY']?.trim())
    return {
      env: {},
      description: 'OpenWeatherMap with your WEATHER_API_KEY',
      close: () => Promise.resolve(),
    }
  let server: Server
  try {
    server = await startFakeWeatherProvider(port)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `The fake weather provider cannot listen on port ${port} (${reason}); pass --weather-port`,
    )
  }
  return {
    env: { WEATHER_API_KEY: 'dev-fake-weather', WEATHER_API_URL: `http://127.0.0.1:${port}` },
    description: `local fake provider on port ${port}, 19°C of mist (set WEATHER_API_KEY for real readings)`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
