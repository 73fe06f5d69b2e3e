import { apiPath, routeOf, type cvApi, type TCvDigits, type TCvLanguage } from '@app/shared';

/** The public CV's route named without its schemas: the worker's page loads no zod before its first paint. */
const publicCv = routeOf<typeof cvApi.labor>('GET', '/api/labors/:id/cv');

/** A worker's CV in one language, or both; Arabic-Indic digits only asked for when chosen. */
export type TCvChoice = { lang: TCvLanguage; digits?: TCvDigits };

/** The choices offered: English, Arabic, Arabic with Arabic-Indic digits, both side by side (their labels' keys). */
export const CV_CHOICES = [
  { lang: 'en', label: 'cv.english' },
  { lang: 'ar', label: 'cv.arabic' },
  { lang: 'ar', digits: 'arabic', label: 'cv.arabicIndic' },
  { lang: 'both', label: 'cv.both' },
] as const satisfies ReadonlyArray<TCvChoice & { label: string }>;

/** The address of a catalogue worker's CV, which anyone may open (and share). */
export const publicCvPath = (laborId: number, { lang, digits }: TCvChoice) =>
  apiPath(publicCv.path, { id: laborId }, { lang, digits: digits === 'arabic' ? digits : undefined });

/** The message a WhatsApp share opens with: the CV's full address. */
export const whatsAppShareHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
