/** Business constants of SPEC.md section 9. */

export const LANGUAGE_ID = { arabic: 1, english: 2 } as const;
export const DEFAULT_LANGUAGE_ID = LANGUAGE_ID.english;

/** The public footer has three menu columns (SPEC.md section 2): two of links, one of plain text. */
export const FOOTER_COLUMNS = 3;

export const MENU_TYPE_ID = { main: 8, footer: 10 } as const;

/** The catalogue's age ranges: together they cover every age a worker may have (LABOR_MIN_AGE 18 to LABOR_MAX_AGE 60). */
export const AGE_RANGES = [
  { value: '18-25', min: 18, max: 25 },
  { value: '26-30', min: 26, max: 30 },
  { value: '31-35', min: 31, max: 35 },
  { value: '36-40', min: 36, max: 40 },
  { value: '41-45', min: 41, max: 45 },
  { value: '46-60', min: 46, max: 60 },
] as const;

export const LABOR_SORTS = ['latest', 'ageAsc', 'ageDesc'] as const;

export const ORDER_STATUSES = ['Pending', 'InProgress', 'Delivered', 'Rejected', 'Canceled', 'Hired'] as const;
/** What staff or the client do to an order (permissions.ts names who may). */
export const ORDER_ACTIONS = ['setInterview', 'approve', 'decline', 'reject', 'cancel', 'choosePayment', 'confirmPayment', 'deliver'] as const;
export type TOrderAction = (typeof ORDER_ACTIONS)[number];

/** UAE value-added tax on the agency's fees. */
export const VAT_RATE = 0.05;

/** Pending and In Progress orders are open; the others are closed, Hired excepted (a live placement). */
export const OPEN_ORDER_STATUSES = ['Pending', 'InProgress'] as const satisfies readonly (typeof ORDER_STATUSES)[number][];
/** The statuses that close an order without a placement (its invoice reversed by a credit note). */
export const VOID_ORDER_STATUSES = ['Canceled', 'Rejected'] as const satisfies readonly (typeof ORDER_STATUSES)[number][];
export const isVoided = (status: (typeof ORDER_STATUSES)[number]) => (VOID_ORDER_STATUSES as readonly string[]).includes(status);
/** Absconded: reported absent from her placement; she cannot be requested until staff clear it. */
export const LABOR_STATUSES = ['Available', 'NotAvailable', 'InService', 'Absconded'] as const;
export const PACKAGES = ['Main', 'Monthly'] as const;
export type TPackageKind = (typeof PACKAGES)[number];

/** UAE mobile number without the country code: 9 digits. */
export const PHONE_DIGITS = 9;
export const PHONE_PATTERN = /^\d{9}$/;
export const PHONE_COUNTRY_CODE = '971';

export const NOTIFICATION_AUTO_CLOSE_MS = 5000;
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

export const REFERENCE_LISTS = ['countries', 'religions', 'positions', 'maritalStatuses', 'languages', 'educationLevels'] as const;
export type TReferenceList = (typeof REFERENCE_LISTS)[number];

/** Between the items of a list in running text: the Arabic comma in Arabic. */
export const LIST_SEPARATOR = { en: ', ', ar: '، ' } as const;

/** The families' shortlist: how many workers one keeps, and how many are compared side by side (issue 20). */
export const SHORTLIST_MAX = 30;
export const SHORTLIST_COMPARE_MAX = 4;
