import type { DB } from '#server/db/database.js';
import { nowIso } from '#server/lib/ids.js';
import { DEFAULT_SETTINGS } from '#shared/constants.js';
import type { TPublicSettings, TSettings } from '#shared/schemas/settings.js';
import { findSettings, insertDefaultSettings, type SettingsRow, updateSettings } from './settings.repo.js';

function toSettings(row: SettingsRow): TSettings {
  return {
    maxApplicationsPerUser: row.max_applications_per_user,
    noResponseDays: row.no_response_days,
    listingExpiryDays: row.listing_expiry_days,
    emailNotifications: row.email_notifications === 1,
    autoApproval: row.auto_approval === 1,
    maintenanceMode: row.maintenance_mode === 1,
    registrationEnabled: row.registration_enabled === 1,
    platformName: row.platform_name,
    supportEmail: row.support_email,
  };
}

function toRow(settings: TSettings): Omit<SettingsRow, 'id'> {
  return {
    max_applications_per_user: settings.maxApplicationsPerUser,
    no_response_days: settings.noResponseDays,
    listing_expiry_days: settings.listingExpiryDays,
    email_notifications: Number(settings.emailNotifications),
    auto_approval: Number(settings.autoApproval),
    maintenance_mode: Number(settings.maintenanceMode),
    registration_enabled: Number(settings.registrationEnabled),
    platform_name: settings.platformName,
    support_email: settings.supportEmail,
    updated_at: nowIso(),
  };
}

export async function ensureSettings(db: DB): Promise<void> {
  await insertDefaultSettings(db, toRow(DEFAULT_SETTINGS));
}

export async function getSettings(db: DB): Promise<TSettings> {
  const row = await findSettings(db);
  return row ? toSettings(row) : DEFAULT_SETTINGS;
}

/** The settings the public pages see, from the full set (read through the version-checked cache). */
export function toPublicSettings(settings: TSettings): TPublicSettings {
  const { platformName, supportEmail, registrationEnabled, maintenanceMode } = settings;
  return { platformName, supportEmail, registrationEnabled, maintenanceMode };
}

export async function saveSettings(db: DB, settings: TSettings): Promise<TSettings> {
  await updateSettings(db, toRow(settings));
  return settings;
}
