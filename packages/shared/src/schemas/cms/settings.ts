import { z } from '../zod.js';
import { ZLanguageIdSchema } from '../common.js';
import { isHttpsUrl } from '../../links.js';
import type { TPermission } from '../../permissions.js';

/** The site's settings: texts and links in both languages, and what the tax invoice prints. */
export const ZSettingQuerySchema = z.strictObject({ langId: ZLanguageIdSchema.default(2) });

/** Site-wide texts and links in one language. */
export const ZSettingsSchema = z.record(z.string(), z.string());

export const SETTING_KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9]*(\.(en|ar))?$/;
/** The settings a UAE tax invoice prints: the agency's legal name and address in both languages, and its TRN. */
export const INVOICE_SETTINGS = ['agencyLegalName', 'agencyAddress'] as const;
export const TRN_SETTING = 'agencyTrn';
/** A UAE Tax Registration Number: 15 digits. */
export const TRN_PATTERN = /^\d{15}$/;
/** The agency's licences the footer shows (MOHRE's recruitment licence, the trade licence): letters, digits, spaces, / and -. */
export const LICENCE_SETTINGS = ['agencyMohreLicence', 'agencyTradeLicence'] as const;
export const LICENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/;
/** Content staff edit the site's settings; what the tax invoice prints stays with those who manage the agency's settings. */
export const settingPermission = (key: string): TPermission =>
  key === TRN_SETTING || (INVOICE_SETTINGS as readonly string[]).includes(key.split('.')[0]!) ? 'settings.manage' : 'content.manage';
/** Settings that are links leave the site: only a full https:// address (or nothing) is accepted. */
export const isLinkSetting = (key: string) => /Link$/.test(key) || key.split('.')[0] === 'mapUrl';
export const ZSettingsInputSchema = z
  .record(z.string().regex(SETTING_KEY_PATTERN, 'validation.settingKeyInvalid'), z.string().trim().max(2000))
  .refine((settings) => Object.keys(settings).length <= 100, 'validation.tooLong')
  .superRefine((settings, context) => {
    const trn = settings[TRN_SETTING];
    if (trn !== undefined && !TRN_PATTERN.test(trn)) context.addIssue({ code: 'custom', message: 'validation.trnInvalid', path: [TRN_SETTING] });
    for (const key of INVOICE_SETTINGS.flatMap((name) => [`${name}.en`, `${name}.ar`])) {
      if (settings[key] === '') context.addIssue({ code: 'custom', message: 'validation.invoiceSettingRequired', path: [key] });
    }
    for (const [key, value] of Object.entries(settings)) {
      if (isLinkSetting(key) && value !== '' && !isHttpsUrl(value)) context.addIssue({ code: 'custom', path: [key], message: 'validation.httpsLinkInvalid' });
    }
    for (const key of LICENCE_SETTINGS) {
      const licence = settings[key];
      if (licence && !LICENCE_PATTERN.test(licence)) context.addIssue({ code: 'custom', path: [key], message: 'validation.licenceInvalid' });
    }
  });

/** The settings as a form holds them: a text in both languages under its name (`siteName: { en, ar }`), a link alone. */
const ZSettingsFormValuesSchema = z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())]));
const settingEntries = (values: z.infer<typeof ZSettingsFormValuesSchema>) =>
  Object.entries(values).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value] as const] : Object.entries(value).map(([language, text]) => [`${name}.${language}`, text] as const),
  );

/**
 * The settings form: only what differs from the `saved` settings is sent, so two editors at once do
 * not undo each other's work; that is checked as the server checks it.
 */
export const settingsFormSchema = (saved: Record<string, string>) =>
  ZSettingsFormValuesSchema.transform((values) => Object.fromEntries(settingEntries(values).filter(([key, value]) => value !== (saved[key] ?? '')))).pipe(
    ZSettingsInputSchema,
  );
