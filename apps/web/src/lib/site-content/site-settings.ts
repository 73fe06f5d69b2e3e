// Layout data: it must not import the content features' api (its schemas would load with every page).
import { useSettings } from './api';

/** The texts of Site Settings the public site shows; each falls back to the catalogue's words when empty. */
export type TSiteText = 'siteName' | 'tagline' | 'footerAbout' | 'copyright' | 'heroCta' | 'whatsAppMessage' | 'openingHours';

export function useSiteText() {
  const settings = useSettings().data;
  return (name: TSiteText, fallback = ''): string => settings?.[name]?.trim() || fallback;
}
