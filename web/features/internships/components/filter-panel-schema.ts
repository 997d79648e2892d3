import { z } from 'zod';
import { MAX_SALARY, MAX_TEXT_LENGTH, normaliseSalary } from '../utils/list-query.js';

const salary = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || normaliseSalary(value) !== '', {
      message: `${label} must be a whole number of rupees up to ${MAX_SALARY.toLocaleString('en-IN')}`,
    })
    .transform((value) => normaliseSalary(value));

/** The panel's fields (docs/spec/student-side.md §2): domain, position, min salary, max salary. */
export const ZFilterPanelValues = z
  .object({
    domain: z.string().trim().max(MAX_TEXT_LENGTH),
    position: z.string().trim().max(MAX_TEXT_LENGTH),
    minSalary: salary('Minimum salary'),
    maxSalary: salary('Maximum salary'),
  })
  .refine(
    ({ minSalary, maxSalary }) => minSalary === '' || maxSalary === '' || Number(minSalary) <= Number(maxSalary),
    { message: 'Minimum salary cannot be more than the maximum salary', path: ['maxSalary'] },
  );

export type FilterPanelInput = z.input<typeof ZFilterPanelValues>;
export type FilterPanelValues = z.output<typeof ZFilterPanelValues>;
