import ar from '@app/shared/i18n/ar.json';
import en from '@app/shared/i18n/en.json';
import { localeOf } from '@app/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguageId } from './language';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

export function initI18n(): typeof i18n {
  void i18n.use(initReactI18next).init({
    lng: localeOf(currentLanguageId()),
    fallbackLng: 'en',
    resources: { en: { translation: en }, ar: { translation: ar } },
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}
