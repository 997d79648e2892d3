import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

// The validation messages of the shared contracts (shared/schemas: account.ts, common.ts, job.ts, text.ts), in
// the pages' language (docs/decisions/0031). The schemas are the server's too, so they stay English and free
// of Lingui: the forms carry their English message, and the boxes that show it (FormField, the profile
// fields) look it up here. Each key is the English a schema writes, each value a descriptor with the same
// English; a test runs the student forms' schemas on wrong input and checks every message they give is here.
// A message not here (the server's answers, already in the pages' language; the administrators' words) is
// shown as it is.

// biome-ignore format: one message a line, as the schemas write them
const WORDS: Readonly<Record<string, MessageDescriptor>> = {
  // Required fields and formats (shared/schemas/account.ts, common.ts).
  'Please fill in all required fields': msg`Please fill in all required fields`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Please enter your password': msg`Please enter your password`,
  'Password must be at least 6 characters long': msg`Password must be at least 6 characters long`,
  'Password is too long': msg`Password is too long`,
  'Please enter the OTP': msg`Please enter the OTP`,
  'OTP must be 6 digits': msg`OTP must be 6 digits`,
  'Invalid reset link': msg`Invalid reset link`,
  'Please enter a valid phone number': msg`Please enter a valid phone number`,
  'Please enter your current city': msg`Please enter your current city`,
  'Please enter your area pincode': msg`Please enter your area pincode`,
  'Please enter a valid 6-digit pincode': msg`Please enter a valid 6-digit pincode`,
  'Please enter institution for all education details': msg`Please enter institution for all education details`,
  'Please select your current academic status': msg`Please select your current academic status`,
  'Please add at least one skill': msg`Please add at least one skill`,
  'Please add at least one keyword': msg`Please add at least one keyword`,
  'Please accept the terms and privacy policy': msg`Please accept the terms and privacy policy`,
  'At most 200 entries': msg`At most 200 entries`,
  'Each entry can be at most 100 characters': msg`Each entry can be at most 100 characters`,
  'The file is too large': msg`The file is too large`,
  'Cover letter can be at most 5000 characters': msg`Cover letter can be at most 5000 characters`,

  // Line breaks or control characters in a one-line field (shared/schemas/text.ts ONE_LINE_MESSAGE).
  'Name must be one line of plain text': msg`Name must be one line of plain text`,
  'Phone must be one line of plain text': msg`Phone must be one line of plain text`,
  'City must be one line of plain text': msg`City must be one line of plain text`,
  'Pincode must be one line of plain text': msg`Pincode must be one line of plain text`,
  'Section must be one line of plain text': msg`Section must be one line of plain text`,
  'Higher education must be one line of plain text': msg`Higher education must be one line of plain text`,
  'Institution must be one line of plain text': msg`Institution must be one line of plain text`,
  'Course must be one line of plain text': msg`Course must be one line of plain text`,
  'Year must be one line of plain text': msg`Year must be one line of plain text`,
  'Percentage must be one line of plain text': msg`Percentage must be one line of plain text`,
  'Each entry must be one line of plain text': msg`Each entry must be one line of plain text`,
  'File name must be one line of plain text': msg`File name must be one line of plain text`,
  'File type must be one line of plain text': msg`File type must be one line of plain text`,

  // Control characters in a text of several lines (PLAIN_TEXT_MESSAGE).
  'Future goals must be plain text, without control characters': msg`Future goals must be plain text, without control characters`,
  'Cover letter must be plain text, without control characters': msg`Cover letter must be plain text, without control characters`,

  // Longer than the field takes ("<label> is too long").
  'Name is too long': msg`Name is too long`,
  'Phone is too long': msg`Phone is too long`,
  'City is too long': msg`City is too long`,
  'Pincode is too long': msg`Pincode is too long`,
  'Future goals is too long': msg`Future goals is too long`,
  'Section is too long': msg`Section is too long`,
  'Higher education is too long': msg`Higher education is too long`,
  'Institution is too long': msg`Institution is too long`,
  'Course is too long': msg`Course is too long`,
  'Year is too long': msg`Year is too long`,
  'Percentage is too long': msg`Percentage is too long`,
  'File name is too long': msg`File name is too long`,
  'File type is too long': msg`File type is too long`,
};

/** zod's own words for a text over a bare .max() (the email's 254, a password's 1024). */
const TOO_BIG = /^Too big: expected string to have <=(\d+) characters$/;

/** The descriptor of a schema's English validation message, or undefined for a message this list does not know. */
export function validationWord(message: string): MessageDescriptor | undefined {
  if (Object.hasOwn(WORDS, message)) return WORDS[message];
  const tooBig = TOO_BIG.exec(message);
  if (tooBig) {
    const max = tooBig[1];
    return msg`Too big: expected string to have <=${max} characters`;
  }
  return undefined;
}

/** The English messages the list holds (for the tests). */
export const VALIDATION_MESSAGES: readonly string[] = Object.keys(WORDS);

/**
 * Shows a validation message in the pages' language: a schema's English message is translated, anything else
 * (the server's message, already translated; a message the forms wrote themselves) is shown as it is.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (message) => {
    if (!message) return message;
    const word = validationWord(message);
    return word ? i18n._(word) : message;
  };
}
