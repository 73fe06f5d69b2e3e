import { LANGUAGE_ID, MENU_TYPE_ID } from '@app/shared';

export type TMenuSeed = { en: string; ar: string; url: string | null; children?: TMenuSeed[] };

// Each profession opens the catalogue filtered to it: the ids are the seeded positions' (reference-data.ts), in order.
const services: TMenuSeed[] = [
  { en: 'Housemaids', ar: 'عاملات منزليات', url: '/Workers?profession=1' },
  { en: 'Nannies', ar: 'مربيات أطفال', url: '/Workers?profession=2' },
  { en: 'Cooks', ar: 'طباخات', url: '/Workers?profession=3' },
  { en: 'Drivers', ar: 'سائقون', url: '/Workers?profession=4' },
  { en: 'Caregivers', ar: 'مرافقات رعاية', url: '/Workers?profession=5' },
];

export const menuSeed: Record<number, TMenuSeed[]> = {
  [MENU_TYPE_ID.main]: [
    { en: 'Home', ar: 'الرئيسية', url: '/' },
    { en: 'Find a worker', ar: 'ابحث عن عاملة', url: '/Workers' },
    { en: 'Services', ar: 'خدماتنا', url: '/Services', children: services.slice(0, 4) },
    // The approved package prices are shown where families look (the regulations fine an agency that hides them).
    { en: 'Prices', ar: 'الأسعار', url: '/Prices' },
    { en: 'Articles', ar: 'المقالات', url: '/Articles' },
    { en: 'Work with us', ar: 'انضم إلينا', url: '/Apply' },
    { en: 'Contact Us', ar: 'اتصل بنا', url: '/ContactUs' },
  ],
  [MENU_TYPE_ID.footer]: [
    {
      en: 'Quick links',
      ar: 'روابط سريعة',
      url: null,
      children: [
        { en: 'Home', ar: 'الرئيسية', url: '/' },
        { en: 'Articles', ar: 'المقالات', url: '/Articles' },
        { en: 'Work with us', ar: 'انضم إلينا', url: '/Apply' },
        { en: 'Contact Us', ar: 'اتصل بنا', url: '/ContactUs' },
      ],
    },
    { en: 'Our services', ar: 'خدماتنا', url: '/Services', children: services },
    {
      en: 'Opening hours',
      ar: 'أوقات الدوام',
      url: null,
      // The hours themselves are the openingHours setting, which the footer shows at the top of this column.
      children: [{ en: 'Al Qusais, Dubai, United Arab Emirates', ar: 'القصيص، دبي، الإمارات العربية المتحدة', url: null }],
    },
  ],
};

export const menuLanguages = { en: LANGUAGE_ID.english, ar: LANGUAGE_ID.arabic } as const;

export const branchSeed = [
  {
    name: 'Dubai head office',
    nameAr: 'المكتب الرئيسي - دبي',
    address: 'Office 204, Al Qusais Plaza, Damascus Street, Al Qusais, Dubai',
    addressAr: 'مكتب 204، القصيص بلازا، شارع دمشق، القصيص، دبي',
    workingHours: 'Saturday to Thursday 8:00 to 20:00, Friday 16:00 to 20:00',
    workingHoursAr: 'السبت إلى الخميس 8:00 إلى 20:00، الجمعة 16:00 إلى 20:00',
    telephones: ['+971 4 263 5500', '+971 4 263 5501'],
    whatsAppNumber: '971501234567',
    email: 'dubai@sakina-workers.ae',
    sortOrder: 1,
    emirate: 'dubai' as const,
  },
  {
    name: 'Abu Dhabi branch',
    nameAr: 'فرع أبوظبي',
    address: 'Office 12, Mezzanine floor, Hamdan Street, Abu Dhabi',
    addressAr: 'مكتب 12، طابق الميزانين، شارع حمدان، أبوظبي',
    workingHours: 'Saturday to Thursday 8:30 to 19:00',
    workingHoursAr: 'السبت إلى الخميس 8:30 إلى 19:00',
    telephones: ['+971 2 622 0199'],
    whatsAppNumber: '971529876543',
    email: 'abudhabi@sakina-workers.ae',
    sortOrder: 2,
    emirate: 'abuDhabi' as const,
  },
];

export const socialLinkSeed = {
  facebookLink: 'https://www.facebook.com/sakina.workers',
  twitterLink: 'https://x.com/sakina_workers',
  linkedinLink: 'https://www.linkedin.com/company/sakina-workers',
  instagramLink: 'https://www.instagram.com/sakina.workers',
};
