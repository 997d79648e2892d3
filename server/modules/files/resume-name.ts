/** `{name}_Resume.pdf` (spec 001 §7), reduced to characters that are safe in a header and a mail. */
export function resumeDownloadName(name: string): string {
  const safe = name.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'Student';
  return `${safe}_Resume.pdf`;
}
