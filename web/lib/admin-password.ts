import { MIN_ADMIN_PASSWORD_LENGTH } from '#shared/constants.js';

/**
 * What every administrator's new password must be, said under the forms that set one (the security tab,
 * an invitation). The server checks both (docs/decisions/0003): the length, and the 10,000 most common
 * passwords refused.
 */
export const ADMIN_PASSWORD_HINT = `At least ${MIN_ADMIN_PASSWORD_LENGTH} characters, and not one of the most common passwords. A short sentence of your own is long and easy to remember.`;
