import { describe, expect, it } from 'vitest';
import { splitRequirements, toJobFormValues, toJobInput, ZJobForm } from './job-form.js';

describe('internship form values', () => {
  it('splits requirements one per line and drops blank lines', () => {
    expect(splitRequirements('React\n\n  TypeScript  \r\nGit\n   \n')).toEqual(['React', 'TypeScript', 'Git']);
  });

  it('starts a new internship as Full-time, active, not featured, with no expiry', () => {
    const values = toJobFormValues();
    expect(values).toMatchObject({ type: 'Full-time', isActive: true, featured: false, expiryDate: '' });
  });

  it('turns the form into the API body: salary as a number, expiry null when empty', () => {
    const body = toJobInput({
      ...toJobFormValues(),
      title: 'Intern',
      salary: '15000',
      requirements: 'A\nB',
    });
    expect(body).toMatchObject({ salary: 15000, requirements: ['A', 'B'], expiryDate: null });
  });

  it('requires the spec fields and accepts an empty email', () => {
    const result = ZJobForm.safeParse(toJobFormValues());
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    for (const message of [
      'Title is required',
      'Company is required',
      'Location is required',
      'Domain is required',
      'Position is required',
      'Salary is required',
      'Duration is required',
      'Description is required',
    ]) {
      expect(messages).toContain(message);
    }
    expect(messages.some((message) => message.includes('email'))).toBe(false);
  });
});
