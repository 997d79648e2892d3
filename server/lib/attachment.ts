import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { resumeFileName } from '#shared/file-names.js';

/**
 * The Content-Disposition of a download: the exact name for browsers (RFC 6266 `filename*`, any script)
 * and an ASCII one for the rest. A name is never pasted into the header as it is: a Kannada file name
 * would be refused by Node's header check, and a quote would end the value.
 */
export function attachment(fileName: string): string {
  return contentDisposition(fileName);
}

/** A student's resume: always a download named for its owner, never rendered (a sandbox if it were), never cached. */
export function sendResume(reply: FastifyReply, ownerName: string, data: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', attachment(resumeFileName(ownerName)))
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(data);
}
