/**
 * The name a resume is saved and mailed under: `{name}_Resume.pdf` (docs/spec/admin-side.md §7). The name
 * stays as the student wrote it, in any script; only characters no file system accepts, and control and
 * invisible formatting characters, are dropped.
 */
export function resumeFileName(name: string): string {
  const safe = name
    .replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Student'}_Resume.pdf`;
}
