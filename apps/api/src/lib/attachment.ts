import type { FastifyReply } from 'fastify';

/**
 * Sends `body` as a file to download: its media `type` (e.g. 'application/pdf',
 * 'text/csv; charset=utf-8'), `Content-Disposition: attachment` with `fileName` (plain ASCII,
 * made by the caller from numbers and fixed words), and `Cache-Control: private, no-store`: these
 * files are a person's own papers (tax invoices, credit notes, calendar entries), never kept by a
 * shared cache. The route's schema declares its error answers only; the 200 is the file itself,
 * sent as it is.
 */
export function sendAttachment(reply: FastifyReply, body: Buffer | string, type: string, fileName: string): FastifyReply {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body as never);
}
