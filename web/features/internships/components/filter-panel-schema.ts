import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { MAX_SALARY, MAX_TEXT_LENGTH, normaliseSalary } from '../utils/list-query.js';

// Indian grouping, which the three languages share (shared/languages.ts NUMBER_LOCALES): 1,00,00,000.
const maxAmount = MAX_SALARY.toLocaleString('en-IN');

/**
 * The panel's error messages. The schema names them by key and the panel shows them in the pages'
 * language (the schema is made once, before any language is chosen).
 */
export const FILTER_PANEL_ERRORS = {
  minSalaryInvalid: msg`Minimum salary must be a whole number of rupees up to ${maxAmount}`,
  maxSalaryInvalid: msg`Maximum salary must be a whole number of rupees up to ${maxAmount}`,
  minAboveMax: msg`Minimum salary cannot be more than the maximum salary`,
} satisfies Record<string, MessageDescriptor>;
export type FilterPanelError = keyof typeof FILTER_PANEL_ERRORS;

export function isFilterPanelError(message: string | undefined): message is FilterPanelError {
  return message !== undefined && Object.hasOwn(FILTER_PANEL_ERRORS, message);
}

const salary = (error: FilterPanelError) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || normaliseSalary(value) !== '', { message: error })
    .transform((value) => normaliseSalary(value));

/** The panel's fields (docs/spec/student-side.md §2): domain, position, min salary, max salary. */
export const ZFilterPanelValues = z
  .object({
    domain: z.string().trim().max(MAX_TEXT_LENGTH),
    position: z.string().trim().max(MAX_TEXT_LENGTH),
    minSalary: salary('minSalaryInvalid'),
    maxSalary: salary('maxSalaryInvalid'),
  })
  .refine(
    ({ minSalary, maxSalary }) => minSalary === '' || maxSalary === '' || Number(minSalary) <= Number(maxSalary),
    { message: 'minAboveMax' satisfies FilterPanelError, path: ['maxSalary'] },
  );

export type FilterPanelInput = z.input<typeof ZFilterPanelValues>;
export type FilterPanelValues = z.output<typeof ZFilterPanelValues>;
