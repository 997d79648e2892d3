/**
 * A name as a person gave it, fit to save a file under: any script kept, with the joiners Kannada and
 * Devanagari words need; only characters no file system accepts, control characters and other invisible
 * formatting (bidirectional overrides that could disguise an extension) dropped; spaces collapsed.
 */
export function cleanFileName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]|(?![\u200C\u200D])\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The name a resume is saved and mailed under: `{name}_Resume.pdf` (docs/spec/admin-side.md §7). */
export function resumeFileName(name: string): string {
  return `${cleanFileName(name) || 'Student'}_Resume.pdf`;
}
