import { translate, type TLocale } from '@app/shared';
import type { TMail } from './mailer.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Escaped text whose web addresses become links. */
const htmlOf = (line: string) => escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" dir="ltr">${url}</a>`);

type TParams = Record<string, string | number>;
/** A catalogue key and its values, the same in both languages or written for each (names, dates). */
export type TParagraph = [key: string, params?: TParams | ((locale: TLocale) => TParams)];

/**
 * One message in both languages, the reader's first. Each paragraph is a catalogue key.
 */
export function bilingualMail(options: { to: string; firstLocale: TLocale; subjectKey: string; paragraphs: TParagraph[] }): TMail {
  const locales: TLocale[] = options.firstLocale === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const blocks = locales.map((locale) => ({
    locale,
    lines: [
      ...options.paragraphs.map(([key, params]) => translate(locale, key, typeof params === 'function' ? params(locale) : params)),
      translate(locale, 'mail.signature'),
    ],
  }));
  return {
    to: options.to,
    subject: locales.map((locale) => translate(locale, options.subjectKey)).join(' | '),
    text: blocks.map((block) => block.lines.join('\n\n')).join('\n\n----------\n\n'),
    html: blocks
      .map(
        (block) =>
          `<div lang="${block.locale}" dir="${block.locale === 'ar' ? 'rtl' : 'ltr'}">${block.lines.map((line) => `<p>${htmlOf(line)}</p>`).join('')}</div>`,
      )
      .join('<hr>'),
  };
}

/** One message in the reader's language only (staff's notices): each paragraph is a catalogue key. */
export function oneLanguageMail(options: { to: string; locale: TLocale; subject: string; paragraphs: TParagraph[] }): TMail {
  const { locale } = options;
  const lines = [
    ...options.paragraphs.map(([key, params]) => translate(locale, key, typeof params === 'function' ? params(locale) : params)),
    translate(locale, 'mail.signature'),
  ];
  return {
    to: options.to,
    subject: options.subject,
    text: lines.join('\n\n'),
    html: `<div lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">${lines.map((line) => `<p>${htmlOf(line)}</p>`).join('')}</div>`,
  };
}
