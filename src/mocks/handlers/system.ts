import { http, HttpResponse } from 'msw'

/** Beyond SPEC §7: a health check, so a client can tell which back end answers. */
export const systemHandlers = [
  http.get('*/api/health', () => HttpResponse.json({ status: 'ok', backend: 'simulated' })),
]
