/**
 * Records as the API answers them, for component tests: each goes through its shared response
 * schema, so a fixture the server could not send fails where it is made.
 */
import {
  ROLE_PERMISSIONS,
  ZAddOrderWorkerSchema,
  ZAdminLaborSchema,
  ZContactInfoSchema,
  ZLaborCardSchema,
  ZOrderFinanceSchema,
  ZOrderSchema,
  ZPackageSchema,
  ZPublicLaborSchema,
  ZReferenceValueSchema,
  ZUserSchema,
  type TAddOrderWorker,
  type TAdminLabor,
  type TContactInfo,
  type TOrder,
  type TOrderFinance,
  type TPackage,
  type TPublicLabor,
  type TReferenceValue,
  type TUser,
  authApi,
  contentApi,
  lookupsApi,
  shortlistApi,
} from '@app/shared';
import type { TFakeServer } from './fake-server';

export const CLIENT_TOKEN = 'client-session';
export const ADMIN_TOKEN = 'admin-session';

const user = (role: TUser['role'], id: number, userName: string, email: string): TUser =>
  ZUserSchema.parse({
    id,
    role,
    userName,
    email,
    phoneNumber: '+971501234567',
    languageId: 2,
    isActive: true,
    lastLoginAt: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-01-10T08:00:00.000Z',
    staffRole: role === 'admin' ? 'manager' : null,
    permissions: role === 'admin' ? ROLE_PERMISSIONS.manager : [],
    secondFactorEnabled: role === 'admin',
    mustChangePassword: false,
    emailVerified: true,
  });

export const aClient = user('client', 21, 'Mariam Al Zaabi', 'mariam@example.com');
export const anAdmin = user('admin', 1, 'Office Admin', 'admin@example.com');

/**
 * The session the page's token opens: /api/auth/me answers with this user for that token, and
 * 401 for any other (as the server does).
 */
export function signedIn(server: TFakeServer, who: TUser, token: string) {
  server.on(authApi.me, (request) =>
    request.headers.get('Authorization') === `Bearer ${token}` ? request.ok(who) : request.refuse(401, 'errors.unauthorized'),
  );
  // A client's shortlist, which the hearts on workers read: empty unless the test answers otherwise.
  if (who.role === 'client') server.on(shortlistApi.list, (request) => request.ok({ laborIds: [], workers: [] }));
}

const named = (id: number, name: string, nameAr: string) => ({
  id,
  name,
  nameAr,
});

export const philippines = named(3, 'Philippines', 'الفلبين');
export const housemaid = named(5, 'Housemaid', 'عاملة منزلية');

export const aPublicLabor = (overrides: Partial<TPublicLabor> = {}): TPublicLabor =>
  ZPublicLaborSchema.parse({
    id: 42,
    code: 'LB-0042',
    name: 'Maria Santos',
    nameAr: 'ماريا سانتوس',
    photo: 'a'.repeat(32) + '.webp',
    thumbnail: 'b'.repeat(32) + '.webp',
    video: null,
    age: 31,
    gender: 'female',
    country: philippines,
    position: housemaid,
    religion: named(2, 'Christian', 'مسيحية'),
    educationLevel: named(4, 'Secondary', 'ثانوي'),
    maritalStatus: named(1, 'Single', 'عزباء'),
    languages: [named(1, 'English', 'الإنجليزية')],
    kids: 0,
    heightCm: 160,
    weightKg: 55,
    salaryAed: 1800,
    skills: [{ name: 'Cooking', nameAr: 'الطبخ' }],
    experiences: [],
    status: 'Available',
    availableFrom: null,
    createdAt: '2026-10-01T08:00:00.000Z',
    ...overrides,
  });

export const anAdminLabor = (overrides: Partial<TAdminLabor> = {}): TAdminLabor =>
  ZAdminLaborSchema.parse({
    ...aPublicLabor(),
    experiences: [
      {
        country: 'Kuwait',
        countryAr: 'الكويت',
        position: 'Housemaid',
        positionAr: 'عاملة منزلية',
        period: '2019-2022',
        periodAr: '',
        years: 3,
        region: 'gcc',
      },
    ],
    dateOfBirth: '1995-03-14',
    passportNumber: 'P1234567',
    passportIssueDate: '2022-01-10',
    passportExpiryDate: '2032-01-09',
    passportIssuePlace: 'Manila',
    address: 'Quezon City',
    isActive: true,
    updatedAt: '2026-10-01T08:00:00.000Z',
    ...overrides,
  });

/** A worker as Add Order's list gives her: her card, whether she is shown, which documents expired. */
export const anAddOrderWorker = (overrides: Partial<TAddOrderWorker> = {}): TAddOrderWorker =>
  ZAddOrderWorkerSchema.parse({
    ...ZLaborCardSchema.parse(aPublicLabor()),
    isActive: true,
    expiredDocuments: [],
    ...overrides,
  });

export const PACKAGES: TPackage[] = ZPackageSchema.array().parse([
  {
    kind: 'Main',
    name: 'Main package',
    nameAr: 'الباقة الرئيسية',
    description: 'Two-year recruitment contract',
    descriptionAr: 'عقد استقدام لمدة سنتين',
    priceAed: 12500,
    minMonths: null,
    includes: ['Visa and medical'],
    includesAr: ['التأشيرة والفحص الطبي'],
    isActive: true,
    fullRefundMonths: 6,
    contractMonths: 24,
    refundDueDays: 14,
  },
  {
    kind: 'Monthly',
    name: 'Monthly package',
    nameAr: 'الباقة الشهرية',
    description: 'The worker on a monthly contract',
    descriptionAr: 'العاملة بعقد شهري',
    priceAed: 3000,
    minMonths: 3,
    includes: ['Replacement at any time'],
    includesAr: ['الاستبدال في أي وقت'],
    isActive: true,
    fullRefundMonths: 6,
    contractMonths: 24,
    refundDueDays: 14,
  },
]);

/** The agency's branches, as the contact service gives them in the asked language. */
export function contactInfo(languageId: number): TContactInfo {
  const arabic = languageId === 1;
  return ZContactInfoSchema.parse({
    branchs: [
      {
        id: 1,
        name: arabic ? 'فرع دبي' : 'Dubai branch',
        address: 'Al Barsha',
        workingHours: '9-6',
        telephones: [{ number: '+97142000000' }],
        whatsAppNumber: '+971500000000',
        email: 'dubai@example.com',
      },
      {
        id: 2,
        name: arabic ? 'فرع الشارقة' : 'Sharjah branch',
        address: 'Al Majaz',
        workingHours: '9-6',
        telephones: [{ number: '+97165000000' }],
        whatsAppNumber: '',
        email: 'sharjah@example.com',
      },
    ],
    facebookLink: '',
    twitterLink: '',
    linkedinLink: '',
    instagramLink: '',
  });
}

export function answersContactInfo(server: TFakeServer) {
  server.on(contentApi.contactInfo, (request) => request.ok(contactInfo(Number(request.query.get('langId')))));
}

export const anOrder = (overrides: Partial<TOrder> = {}): TOrder =>
  ZOrderSchema.parse({
    id: 7,
    number: 'ORD-2026-0007',
    status: 'Pending',
    version: 3,
    createdAt: '2026-11-20T09:00:00.000Z',
    package: { kind: 'Main', name: 'Main package', nameAr: 'الباقة الرئيسية' },
    priceAed: 12500,
    months: null,
    labor: {
      id: 42,
      code: 'LB-0042',
      name: 'Maria Santos',
      nameAr: 'ماريا سانتوس',
      thumbnail: 'b'.repeat(32) + '.webp',
      age: 31,
      gender: 'female',
      country: philippines,
      position: housemaid,
      salaryAed: 1800,
      status: 'Available',
      availableFrom: null,
    },
    interview: null,
    approvedAt: null,
    invoice: null,
    payment: null,
    history: [
      {
        at: '2026-11-20T09:00:00.000Z',
        action: 'request',
        actor: 'client',
        actorName: null,
        fromStatus: null,
        toStatus: 'Pending',
        note: '',
      },
    ],
    actions: [],
    namedByClient: false,
    balanceAed: 0,
    closingCredit: null,
    replaces: null,
    placement: null,
    ...overrides,
  });

export const anInvoice = (overrides: Partial<NonNullable<TOrder['invoice']>> = {}): NonNullable<TOrder['invoice']> => ({
  number: 'INV-2026-0003',
  issuedAt: '2026-11-26T10:00:00.000Z',
  paidAed: 0,
  creditedAed: 0,
  creditNotes: [],
  seller: {
    legalName: 'Agency LLC',
    legalNameAr: 'الوكالة ذ.م.م',
    address: 'Dubai',
    addressAr: 'دبي',
    trn: '100000000000003',
  },
  buyer: {
    name: 'Mariam Al Zaabi',
    nameAr: 'مريم الزعابي',
    address: 'Villa 12, Al Barsha',
    emirate: 'dubai',
    email: 'mariam@example.com',
    phoneNumber: '+971501234567',
  },
  line: {
    package: { name: 'Main package', nameAr: 'الباقة الرئيسية' },
    months: null,
    labor: { name: 'Maria Santos', nameAr: 'ماريا سانتوس', code: 'LB-0042' },
  },
  description: 'Recruitment of Maria Santos',
  descriptionAr: 'استقدام ماريا سانتوس',
  subtotalAed: 12500,
  vatRate: 0.05,
  vatAed: 625,
  totalAed: 13125,
  ...overrides,
});

/**
 * An order's money as GET /api/orders/:id/finance answers it: by default the order's one invoice
 * (INV-2026-0003, AED 13,125 with VAT), nothing paid yet and no proof sent.
 */
export const anOrderFinance = (overrides: Partial<TOrderFinance> = {}): TOrderFinance => {
  const invoice = anInvoice();
  return ZOrderFinanceSchema.parse({
    orderId: 7,
    orderNumber: 'ORD-2026-0007',
    seller: invoice.seller,
    buyer: invoice.buyer,
    invoices: [
      {
        id: 11,
        number: invoice.number,
        kind: 'invoice',
        issuedAt: invoice.issuedAt,
        originalInvoiceNumber: null,
        description: invoice.description,
        descriptionAr: invoice.descriptionAr,
        months: null,
        periodStart: null,
        periodEnd: null,
        subtotalAed: invoice.subtotalAed,
        vatRate: invoice.vatRate,
        vatAed: invoice.vatAed,
        totalAed: invoice.totalAed,
        settledAed: 0,
        balanceAed: invoice.totalAed,
        paidAed: 0,
        refundedAed: 0,
        creditedAed: 0,
        refundAed: null,
        refundDueOn: null,
        state: 'unpaid',
        seller: invoice.seller,
        buyer: invoice.buyer,
        entries: [],
      },
    ],
    proofs: [],
    balanceAed: invoice.totalAed,
    ...overrides,
  });
};

const reference = (id: number, name: string, nameAr: string): TReferenceValue => ZReferenceValueSchema.parse({ id, name, nameAr, image: null, sortOrder: id });

/** The active values of each reference list (GET /api/lookups/:list). */
export const REFERENCE_LISTS: Record<string, TReferenceValue[]> = {
  countries: [reference(3, 'Philippines', 'الفلبين'), reference(4, 'Indonesia', 'إندونيسيا')],
  positions: [reference(5, 'Housemaid', 'عاملة منزلية'), reference(6, 'Nanny', 'مربية')],
  religions: [reference(1, 'Muslim', 'مسلمة'), reference(2, 'Christian', 'مسيحية')],
  educationLevels: [reference(4, 'Secondary', 'ثانوي'), reference(7, 'University', 'جامعي')],
  maritalStatuses: [reference(1, 'Single', 'عزباء'), reference(8, 'Married', 'متزوجة')],
  languages: [reference(1, 'English', 'الإنجليزية'), reference(9, 'Arabic', 'العربية')],
};

export function answersReferenceLists(server: TFakeServer) {
  server.on(lookupsApi.active, (request) => request.ok(REFERENCE_LISTS[request.params.list] ?? []));
}
