import { z } from 'zod';
import { MAX_APPLICATIONS_RANGE } from '../constants.js';
import { NO_RESPONSE_DAYS } from '../hearing-back.js';
import { LISTING_EXPIRY_DAYS } from '../listing-expiry.js';
import { ZLine } from './text.js';

export const ZPublicSettings = z.object({
  platformName: z.string(),
  supportEmail: z.string(),
  registrationEnabled: z.boolean(),
  maintenanceMode: z.boolean(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

// docs/spec/admin-side.md §3 System settings, §5: maximum applications per user is 1..20.
export const ZSettings = z
  .object({
    maxApplicationsPerUser: z.coerce
      .number()
      .int()
      .min(MAX_APPLICATIONS_RANGE.min, 'Maximum applications per user must be between 1 and 20')
      .max(MAX_APPLICATIONS_RANGE.max, 'Maximum applications per user must be between 1 and 20'),
    /** Days after applying without an answer when an application closes as "No response" (docs/decisions/0033). */
    noResponseDays: z.coerce
      .number()
      .int()
      .min(NO_RESPONSE_DAYS.min, 'Days before closing without an answer must be between 1 and 60')
      .max(NO_RESPONSE_DAYS.max, 'Days before closing without an answer must be between 1 and 60'),
    /** Days from posting to closing for an internship posted without an expiry date (docs/decisions/0039). */
    listingExpiryDays: z.coerce
      .number()
      .int()
      .min(LISTING_EXPIRY_DAYS.min, 'Days before an internship closes must be between 1 and 365')
      .max(LISTING_EXPIRY_DAYS.max, 'Days before an internship closes must be between 1 and 365'),
    emailNotifications: z.boolean(),
    autoApproval: z.boolean(),
    maintenanceMode: z.boolean(),
    registrationEnabled: z.boolean(),
    platformName: ZLine('Platform name', { required: 'Platform name is required', max: 100 }),
    supportEmail: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ message: 'Please enter a valid support email' })),
  })
  .strict();
export type TSettings = z.infer<typeof ZSettings>;

/** PUT /api/admin/settings with every field. */
export const ZSettingsSaved = z.object({ message: z.string(), settings: ZSettings });
export type TSettingsSaved = z.infer<typeof ZSettingsSaved>;
