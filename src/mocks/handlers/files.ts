import { http, HttpResponse } from 'msw'

// Sample pictures are static files drawn at build time (src/mocks/images); the
// back end serves only the sample attachments' downloads.
export const fileHandlers = [
  // Attachments of the sample mail: a short text stand-in, downloaded under the attachment's name.
  http.get('*/assets/files/:file', ({ params }) => {
    const name = String(params.file)
    if (!/^[^/\\]{1,255}$/.test(name)) return new HttpResponse(null, { status: 404 })
    return new HttpResponse(`${name}\n\nA sample attachment of the CEA Dashboard demo mailbox.\n`, {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    })
  }),
]
