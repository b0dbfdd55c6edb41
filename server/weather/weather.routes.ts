import type { FastifyInstance } from 'fastify'
import type { WeatherService } from './weather.service.ts'

/** The message of spec section 8, answered with 503 when no reading was ever obtained. */
export const weatherUnavailableMessage = 'Weather data not available.'

/** How long a browser or proxy may reuse a reading (server/README.md: a minute). */
const readingMaxAgeSeconds = 60

/**
 * `GET /api/weather`: the cached reading `{ temp, condition, icon, time }`, or 503 `{ message }`
 * when there is no reading recent enough; other methods get 405 from the app's method policy.
 */
export function registerWeatherRoutes(app: FastifyInstance, weather: WeatherService): void {
  app.route({
    method: 'GET',
    url: '/api/weather',
    handler: async (_request, reply) => {
      const reading = await weather.current()
      if (reading === undefined) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .header('retry-after', '60')
          .send({ message: weatherUnavailableMessage })
      }
      return reply.header('cache-control', `public, max-age=${readingMaxAgeSeconds}`).send(reading)
    },
  })
}
