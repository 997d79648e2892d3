import contentDisposition from 'content-disposition';

/**
 * The Content-Disposition of a download: the exact name for browsers (RFC 6266 `filename*`, any script)
 * and an ASCII one for the rest. A name is never pasted into the header as it is: a Kannada file name
 * would be refused by Node's header check, and a quote would end the value.
 */
export function attachment(fileName: string): string {
  return contentDisposition(fileName);
}
