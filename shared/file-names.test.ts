import { describe, expect, it } from 'vitest';
import { cleanFileName, resumeFileName } from './file-names.js';

describe('file names', () => {
  it('keeps the name as written, in any script', () => {
    expect(resumeFileName('Asha Rao')).toBe('Asha Rao_Resume.pdf');
    expect(resumeFileName('ಅನನ್ಯಾ ಹೆಗ್ಡೆ')).toBe('ಅನನ್ಯಾ ಹೆಗ್ಡೆ_Resume.pdf');
    expect(resumeFileName('प्रिया शर्मा')).toBe('प्रिया शर्मा_Resume.pdf');
  });

  it('keeps a sheet name in Kannada whole, joiners and all, and drops a path', () => {
    expect(cleanFileName('ಮೈಸೂರು ಇಂಟರ್ನ್\u200Cಶಿಪ್.xlsx')).toBe('ಮೈಸೂರು ಇಂಟರ್ನ್\u200Cಶಿಪ್.xlsx');
    // A right-to-left override would show 'cv_fdp.exe' as 'cv_exe.pdf'.
    expect(cleanFileName('cv_\u202Efdp.exe')).toBe('cv_fdp.exe');
    expect(cleanFileName('..\\jobs/2026.xlsx')).toBe('..jobs2026.xlsx');
  });

  it('drops what no file system accepts and what cannot be seen, and names a nameless file', () => {
    expect(resumeFileName(' Asha  R. / "Dev" ')).toBe('Asha R. Dev_Resume.pdf');
    expect(resumeFileName('A\u200Bsha\u0007')).toBe('Asha_Resume.pdf');
    expect(resumeFileName('  <>|  ')).toBe('Student_Resume.pdf');
  });
});
