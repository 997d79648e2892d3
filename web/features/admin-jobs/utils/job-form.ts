import { z } from 'zod';
import { JOB_TYPES } from '#shared/constants.js';
import type { TAdminJob, TJobInput } from '#shared/schemas/admin-jobs.js';

const required = (label: string, max = 200) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

// docs/spec/admin-side.md §5: title, company, location, domain, position, salary, duration and description are required;
// the email is typed as an email but may stay empty; expiry is optional.
export const ZJobForm = z.object({
  title: required('Title'),
  company: required('Company'),
  location: required('Location', 100),
  email: z.union([z.literal(''), z.email({ message: 'Please enter a valid email' })]),
  domain: required('Domain', 100),
  position: required('Position', 100),
  salary: z
    .string()
    .trim()
    .min(1, 'Salary is required')
    .regex(/^\d+$/, 'Salary must be a whole number of rupees')
    .refine((value) => Number(value) <= 10_000_000, 'Salary is too large'),
  type: z.enum(JOB_TYPES),
  duration: required('Duration', 100),
  description: required('Description', 10_000),
  requirements: z.string().max(50_000),
  isActive: z.boolean(),
  featured: z.boolean(),
  expiryDate: z.string(),
});
export type JobFormValues = z.infer<typeof ZJobForm>;

/** docs/spec/admin-side.md §5: requirements are entered one per line; blank lines are dropped. */
export function splitRequirements(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** docs/spec/admin-side.md §9: a new internship is Full-time, active and not featured. */
export function toJobFormValues(job?: TAdminJob | null): JobFormValues {
  return {
    title: job?.title ?? '',
    company: job?.company ?? '',
    location: job?.location ?? '',
    email: job?.email ?? '',
    domain: job?.domain ?? '',
    position: job?.position ?? '',
    salary: job ? String(job.salary) : '',
    type: job?.type ?? 'Full-time',
    duration: job?.duration ?? '',
    description: job?.description ?? '',
    requirements: job?.requirements.join('\n') ?? '',
    isActive: job?.isActive ?? true,
    featured: job?.featured ?? false,
    expiryDate: job?.expiryDate ? job.expiryDate.slice(0, 10) : '',
  };
}

export function toJobInput(values: JobFormValues): TJobInput {
  return {
    ...values,
    email: values.email.trim(),
    salary: Number(values.salary),
    requirements: splitRequirements(values.requirements),
    expiryDate: values.expiryDate || null,
  };
}
