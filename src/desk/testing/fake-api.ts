/**
 * A stand-in for the desk's API at the fetch boundary, for the desk's component tests: each
 * route (`GET /api/desk/session`) answers with a status, a JSON body and headers, or with a
 * request the test settles later (`held`). Every request is recorded with its method, path,
 * headers and body, so a test checks what the desk sent. The real server is tested on its own
 * (tests/server), and end to end once both are together (tests/e2e/desk).
 */
export interface FakeAnswer {
  readonly status: number
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
}

export interface SentRequest {
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: unknown
  readonly credentials: RequestCredentials | undefined
}

type Handler = FakeAnswer | ((request: SentRequest) => FakeAnswer | Promise<FakeAnswer>)

export class FakeDeskApi {
  readonly sent: SentRequest[] = []
  private readonly routes = new Map<string, Handler[]>()

  /** Answers `METHOD /api/desk<path>` with `answer` (several calls: in turn, the last one repeats). */
  on(method: string, path: string, ...answers: Handler[]): this {
    this.routes.set(`${method} ${path}`, answers)
    return this
  }

  /**
   * Answers every chart of the Site page (`GET /api/desk/site/<chart>?from=&to=`) for one
   * range with `figures` (site-figures.ts), each as 200.
   */
  onSite(range: { from: string; to: string }, figures: object): this {
    const query = new URLSearchParams(range).toString()
    for (const [chart, body] of Object.entries(figures))
      this.on('GET', `/site/${chart}?${query}`, { status: 200, body })
    return this
  }

  /** A request the test answers later: `on(..., held.handler)`, then `held.answer(...)`. */
  static held(): { handler: Handler; answer: (answer: FakeAnswer) => void } {
    let release: (answer: FakeAnswer) => void = () => undefined
    const waiting = new Promise<FakeAnswer>((resolve) => (release = resolve))
    return { handler: () => waiting, answer: (answer) => release(answer) }
  }

  /** Whether the test gave an answer for this route. */
  has(method: string, path: string): boolean {
    return this.routes.has(`${method} ${path}`)
  }

  /** The requests sent to one path. */
  to(method: string, path: string): SentRequest[] {
    return this.sent.filter((r) => r.method === method && r.path === path)
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://desk.test')
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    )
    const text = typeof init?.body === 'string' ? init.body : undefined
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: `${url.pathname.replace(/^\/api\/desk/, '')}${url.search}`,
      headers,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      credentials: init?.credentials,
    }
    this.sent.push(request)
    const answers = this.routes.get(`${request.method} ${request.path}`)
    if (!answers || answers.length === 0)
      return Response.json(
        { message: `No fake answer for ${request.method} ${request.path}` },
        {
          status: 404,
        },
      )
    const handler = answers.length > 1 ? (answers.shift() as Handler) : (answers[0] as Handler)
    const answer = typeof handler === 'function' ? await handler(request) : handler
    return answer.status === 204
      ? new Response(null, { status: 204, ...(answer.headers ? { headers: answer.headers } : {}) })
      : Response.json(answer.body ?? {}, {
          status: answer.status,
          ...(answer.headers ? { headers: answer.headers } : {}),
        })
  }
}
