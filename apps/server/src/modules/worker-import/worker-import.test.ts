import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { and, count, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  translate,
  WORKER_IMPORT_COLUMNS,
  type TWorkerImportPreview,
  type TWorkerImportResult,
  healthApi,
  laborsApi,
  workerImportApi,
} from '@app/shared';
import type { TApp } from '../../app-type.js';
import { auditLog, laborExperiences, laborLanguages, labors } from '../../db/schema/index.js';
import { bornYearsAgo, laborInput } from '../../test/labors.js';
import { adminHeaders, arabic, createTestApp, staffHeaders } from '../../test/test-app.js';
import { inflateEntry, zipEntries } from './zip.js';
import { call, pathOf } from '../../test/call.js';

const BOUNDARY = 'import-boundary';

/** A multipart body of one file, as a browser sends it. */
const multipart = (fileName: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const PREVIEW = pathOf(workerImportApi.preview);
/** Where a file is imported, in `mode`: any text, one the declaration refuses too. */
const commitUrl = (mode: string, query: Record<string, string> = {}) => apiPath(workerImportApi.commit.path, {}, { mode, ...query });

type TRow = Partial<Record<(typeof WORKER_IMPORT_COLUMNS)[number], string>>;

/** A complete worker as a row of the file, with reference values by name; each gets her own passport number. */
let passports = 0;
const goodRow = (overrides: TRow = {}): TRow => ({
  name: 'Analyn Reyes',
  nameAr: 'أنالين رييس',
  dateOfBirth: bornYearsAgo(29),
  gender: 'female',
  nationality: 'Philippines',
  position: 'Housemaid',
  religion: 'المسيحية',
  education: 'Secondary school',
  maritalStatus: 'عزباء',
  languages: 'English; Tagalog',
  passportNumber: `IMP${100_000 + passports++}`,
  passportIssueDate: '2023-01-10',
  passportExpiryDate: '2033-01-09',
  passportIssuePlace: 'Manila',
  address: '7 Mabini Street, "Blue gate", Cebu',
  kids: '٢',
  heightCm: '160',
  weightKg: '',
  salaryAed: '1,900',
  skills: 'Cleaning; Ironing',
  experiences: 'UAE / Housemaid / 2 years; Kuwait / Nanny / 1 year',
  ...overrides,
});

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvOf = (rows: TRow[], columns: readonly string[] = WORKER_IMPORT_COLUMNS, bom = true) =>
  Buffer.from(
    `${bom ? '\uFEFF' : ''}${[columns, ...rows.map((row) => columns.map((column) => row[column as keyof TRow] ?? ''))].map((cells) => cells.map(csvField).join(',')).join('\r\n')}\r\n`,
  );

/** A ZIP of one stored-or-deflated entry, written by hand: for archives no spreadsheet program would make. */
function zipOf(name: string, content: Buffer) {
  const data = deflateRawSync(content);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A ZIP of these files, deflated, as spreadsheet programs write it; `declare` may state another inflated size than the true one. */
function zipFiles(files: Array<[name: string, content: Buffer]>, declare: (name: string, size: number) => number = (_, size) => size) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const data = deflateRawSync(content, { level: 9 });
    const fileName = Buffer.from(name);
    const header = (signature: number, size: number) => {
      const buffer = Buffer.alloc(size);
      buffer.writeUInt32LE(signature, 0);
      return buffer;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(content), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declare(name, content.length), 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(content), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declare(name, content.length), 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The template's header and one good row as an XLSX whose first sheet's XML is then rewritten:
 * the few hundred bytes a hostile file needs to declare or hold a sheet no reader should build.
 */
async function hostileXlsx(rewrite: (sheetXml: string) => string, declare?: (name: string, size: number) => number) {
  const row = goodRow();
  const bytes = await writeXlsxFile([
    WORKER_IMPORT_COLUMNS.map((column) => ({ value: column })),
    WORKER_IMPORT_COLUMNS.map((column) => ({ value: row[column] ?? '' })),
  ] as never).toBuffer();
  const files = zipEntries(bytes, 100).map((entry): [string, Buffer] => {
    const content = inflateEntry(bytes, entry, 10_000_000, () => new Error('too big') as never);
    return [entry.name, entry.name === 'xl/worksheets/sheet1.xml' ? Buffer.from(rewrite(content.toString('utf8'))) : content];
  });
  return zipFiles(files, declare);
}
const withDimension = (ref: string) => (xml: string) => xml.replace('<sheetData>', `<dimension ref="${ref}"/><sheetData>`);
const withCell = (ref: string) => (xml: string) =>
  xml.replace('</sheetData>', `<row r="${ref.replace(/^[A-Z]+/, '')}"><c r="${ref}" t="inlineStr"><is><t>x</t></is></c></row></sheetData>`);
/** Rows that say nothing about where they are, each the same: they pack a thousand to one. */
const repeatedRows = (count: number) => (xml: string) =>
  xml.replace('</sheetData>', `${'<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(count)}</sheetData>`);

describe('importing workers from a CSV or XLSX file', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let takenPassport: string;
  let takenCode: string;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    admin = await adminHeaders(app);
    const added = await call(app, laborsApi.add, { body: await laborInput(app), headers: admin });
    expect(added.status, added.response.body).toBe(201);
    ({ passportNumber: takenPassport, code: takenCode } = added.data);
  });
  afterAll(async () => app.close());

  const send = (url: string, fileName: string, bytes: Buffer, headers: Record<string, string> = admin) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(fileName, bytes),
    });
  const workerCount = async () => (await app.db.select({ value: count() }).from(labors))[0]!.value;
  const importAudits = async () => (await app.db.select({ value: count() }).from(auditLog).where(eq(auditLog.action, 'import')))[0]!.value;

  it('gives the template as CSV (UTF-8 with its BOM) and as XLSX with a help sheet in both languages; each previews as one valid row', async () => {
    const csv = await call(app, workerImportApi.template, { query: { format: 'csv' }, headers: admin });
    expect(csv.status).toBe(200);
    expect(csv.response.headers['content-type']).toContain('text/csv');
    expect(csv.response.headers['content-disposition']).toContain('attachment');
    expect(csv.response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.response.body.split('\r\n')[0]).toBe(`\uFEFF${WORKER_IMPORT_COLUMNS.join(',')}`);
    const fromCsv: TWorkerImportPreview = (await send(PREVIEW, 'template.csv', csv.response.rawPayload)).json().data;
    expect(fromCsv).toMatchObject({ format: 'csv', validCount: 1, invalidCount: 0, ignoredColumns: [] });
    // As Excel saves "Unicode text": UTF-16 with its BOM, tab-separated; a blank line keeps the rows' numbers.
    const tabbed = csv.response.body.replace('\uFEFF', '').replace(/"[^"]*"|,/g, (cell) => (cell === ',' ? '\t' : cell.slice(1, -1)));
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tabbed.replace('\r\n', '\r\n\r\n'), 'utf16le')]);
    const fromUtf16: TWorkerImportPreview = (await send(PREVIEW, 'template.txt', utf16)).json().data;
    expect(fromUtf16).toMatchObject({ format: 'csv', validCount: 1, rows: [{ row: 3, values: fromCsv.rows[0]!.values }] });

    const xlsx = await call(app, workerImportApi.template, { query: { format: 'xlsx' }, headers: admin });
    expect(xlsx.status).toBe(200);
    const sheets = await readXlsxFile(xlsx.response.rawPayload);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Workers', 'Help']);
    expect(sheets[0]!.data[0]).toEqual([...WORKER_IMPORT_COLUMNS]);
    const help = sheets[1]!.data.find((row) => row[0] === 'passportNumber')!;
    expect(String(help[2])).toMatch(/passport/i);
    expect(String(help[3])).toMatch(/[\u0600-\u06FF]/);
    const fromXlsx: TWorkerImportPreview = (await send(PREVIEW, 'template.xlsx', xlsx.response.rawPayload)).json().data;
    expect(fromXlsx).toMatchObject({ format: 'xlsx', validCount: 1, invalidCount: 0 });
    expect(fromXlsx.rows[0]!.values.nationality).toBe(fromCsv.rows[0]!.values.nationality);
  });

  const mixedFile = () =>
    csvOf(
      [
        goodRow({ name: '=HYPERLINK("http://x.example","click")' }),
        goodRow({ nationality: 'Atlantis', languages: 'English; Klingon' }),
        goodRow({ passportNumber: 'IMP100000' }),
        goodRow({ passportNumber: takenPassport.toLowerCase() }),
        goodRow({ name: '', dateOfBirth: '1990-02-31', salaryAed: 'a lot', experiences: 'Oman / Cook' }),
        goodRow({ passportExpiryDate: '2024-01-01', passportIssueDate: '2014-01-02' }),
        goodRow({ nameAr: 'ليلى', gender: 'أنثى' }),
      ],
      [...WORKER_IMPORT_COLUMNS.filter((column) => column !== 'weightKg'), 'notes'],
    );

  it('previews a file of good and bad rows with each row’s errors by column, saving nothing', async () => {
    passports = 0;
    const before = await workerCount();
    const response = await send(PREVIEW, 'workers.csv', mixedFile(), { ...admin, ...arabic });
    expect(response.statusCode, response.body).toBe(200);
    const preview: TWorkerImportPreview = response.json().data;
    expect(preview).toMatchObject({ format: 'csv', validCount: 2, invalidCount: 5, ignoredColumns: ['notes'] });
    const errorsOf = (row: number) => preview.rows.find((entry) => entry.row === row)!.errors.map((error) => [error.column, error.key, error.params]);
    expect(preview.rows.map((entry) => entry.row)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(preview.rows[0]!.values).toMatchObject({ name: '=HYPERLINK("http://x.example","click")', address: '7 Mabini Street, "Blue gate", Cebu', kids: '٢' });
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([
      ['nationality', 'workerImport.unknownValue', { value: 'Atlantis' }],
      ['languages', 'workerImport.unknownValue', { value: 'Klingon' }],
    ]);
    expect(errorsOf(4)).toEqual([['passportNumber', 'workerImport.passportRepeated', { row: 2 }]]);
    expect(errorsOf(5)).toEqual([['passportNumber', 'labors.passportTaken', { code: takenCode }]]);
    expect(errorsOf(6)).toEqual(
      expect.arrayContaining([
        ['name', 'validation.nameRequired', {}],
        ['dateOfBirth', 'validation.dateInvalid', {}],
        ['salaryAed', 'validation.salaryRequired', {}],
        ['experiences', 'validation.experiencePeriodRequired', {}],
      ]),
    );
    expect(errorsOf(7)).toEqual([['passportExpiryDate', 'labors.passportExpired', {}]]);
    expect(errorsOf(8)).toEqual([]);
    expect(await workerCount()).toBe(before);
  });

  it('shows every problem of a row in one preview: its fields and its passport together; a negative salary says so', async () => {
    const file = csvOf([
      goodRow({ passportNumber: 'IMPALL1' }),
      goodRow({ passportNumber: takenPassport, experiences: '' }),
      goodRow({ passportNumber: 'impall1', experiences: '' }),
      goodRow({ passportExpiryDate: '2024-01-01', passportIssueDate: '2014-01-02', experiences: '' }),
      goodRow({ salaryAed: '-50' }),
    ]);
    const response = await send(PREVIEW, 'workers.csv', file, { ...admin, ...arabic });
    expect(response.statusCode, response.body).toBe(200);
    const preview: TWorkerImportPreview = response.json().data;
    const errorsOf = (row: number) => preview.rows.find((entry) => entry.row === row)!.errors.map((error) => [error.column, error.key]);
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([
      ['experiences', 'validation.experienceRequired'],
      ['passportNumber', 'labors.passportTaken'],
    ]);
    expect(errorsOf(4)).toEqual([
      ['experiences', 'validation.experienceRequired'],
      ['passportNumber', 'workerImport.passportRepeated'],
    ]);
    expect(errorsOf(5)).toEqual([
      ['experiences', 'validation.experienceRequired'],
      ['passportExpiryDate', 'labors.passportExpired'],
    ]);
    expect(errorsOf(6)).toEqual([['salaryAed', 'validation.salaryPositive']]);
    expect(translate('en', 'validation.salaryPositive')).toBe('Salary must be a positive number');
  });

  it("'all' saves nothing when one row fails: 409 with each failing row's errors, localised", async () => {
    passports = 0;
    const before = [await workerCount(), await importAudits()];
    const response = await send(commitUrl('all'), 'workers.csv', mixedFile(), { ...admin, ...arabic });
    expect(response.statusCode, response.body).toBe(409);
    const body = response.json();
    expect(body.code).toBe('workerImport.rowsInvalid');
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['3.nationality', '4.passportNumber', '6.name', '7.passportExpiryDate']));
    expect(body.errors['3.nationality']).toContain('Atlantis');
    expect([await workerCount(), await importAudits()]).toEqual(before);
  });

  it("'validOnly' saves the valid rows hidden with a placeholder photo, in one go with their audit, and reports the skipped ones", async () => {
    passports = 0;
    const file = mixedFile();
    const before = await workerCount();
    const response = await send(commitUrl('validOnly'), 'workers.csv', file);
    expect(response.statusCode, response.body).toBe(201);
    const result: TWorkerImportResult = response.json().data;
    expect(result.saved.map((entry) => entry.row)).toEqual([2, 8]);
    expect(result.skipped.map((entry) => entry.row)).toEqual([3, 4, 5, 6, 7]);
    expect(await workerCount()).toBe(before + 2);

    const [first] = await app.db.select().from(labors).where(eq(labors.id, result.saved[0]!.id));
    expect(first).toMatchObject({
      code: result.saved[0]!.code,
      name: '=HYPERLINK("http://x.example","click")',
      address: '7 Mabini Street, "Blue gate", Cebu',
      isActive: false,
      kids: 2,
      salaryAed: 1900,
      weightKg: null,
      passportNumber: 'IMP100000',
      skills: ['Cleaning', 'Ironing'],
    });
    expect(fs.existsSync(path.join(app.uploads.uploadDir, first!.photo))).toBe(true);
    const spoken = await app.db.select().from(laborLanguages).where(eq(laborLanguages.laborId, first!.id));
    expect(spoken).toHaveLength(2);
    const jobs = await app.db.select().from(laborExperiences).where(eq(laborExperiences.laborId, first!.id)).orderBy(laborExperiences.sortOrder);
    expect(jobs.map((job) => [job.country, job.position, job.period])).toEqual([
      ['UAE', 'Housemaid', '2 years'],
      ['Kuwait', 'Nanny', '1 year'],
    ]);
    const [second] = await app.db.select().from(labors).where(eq(labors.id, result.saved[1]!.id));
    expect(second).toMatchObject({ nameAr: 'ليلى', gender: 'female' });

    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.entity, 'labor')));
    const batch = audits.find((entry) => entry.entityId === null)!;
    expect(batch.changes).toEqual({ count: [null, 2], codes: [null, result.saved.map((entry) => entry.code)] });
    expect(audits.filter((entry) => entry.entityId === String(first!.id))).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain('IMP100000');

    // The same file again: every row's passport is now taken, so nothing is valid.
    const again = await send(commitUrl('validOnly'), 'workers.csv', file);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('workerImport.nothingValid');
  });

  it("'all' saves an XLSX file whose rows are all valid, with dates as spreadsheet dates and Arabic text", async () => {
    const rows = [goodRow(), goodRow({ name: 'Siti Aminah', nameAr: 'سيتي أمينة', nationality: 'إندونيسيا', religion: 'Islam' })];
    const header = WORKER_IMPORT_COLUMNS.map((column) => (column === 'nameAr' ? 'NAMEAR' : column));
    const data = [
      header,
      ...rows.map((row) =>
        WORKER_IMPORT_COLUMNS.map((column) =>
          column === 'dateOfBirth' ? { value: new Date(`${row.dateOfBirth}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' } : (row[column] ?? ''),
        ),
      ),
    ];
    const bytes = await writeXlsxFile(data as never).toBuffer();
    const before = await workerCount();
    const response = await send(commitUrl('all'), 'workers.xlsx', bytes);
    expect(response.statusCode, response.body).toBe(201);
    const result: TWorkerImportResult = response.json().data;
    expect(result.saved).toHaveLength(2);
    expect(result.skipped).toEqual([]);
    expect(await workerCount()).toBe(before + 2);
    const [siti] = await app.db.select().from(labors).where(eq(labors.id, result.saved[1]!.id));
    expect(siti).toMatchObject({ nameAr: 'سيتي أمينة', dateOfBirth: rows[1]!.dateOfBirth, isActive: false });
  });

  const tooManyRows = () => csvOf(Array.from({ length: 501 }, () => goodRow()));

  it.each([
    ['a PNG image', 'photo.csv', () => Buffer.from('89504e470d0a1a0a0000000d4948445200', 'hex'), 415, 'workerImport.fileType'],
    ['an empty file', 'empty.csv', () => Buffer.alloc(0), 400, 'workerImport.empty'],
    ['a header without rows', 'header.csv', () => csvOf([]), 400, 'workerImport.empty'],
    ['more than 500 rows', 'many.csv', tooManyRows, 400, 'workerImport.tooManyRows'],
    ['required columns missing', 'short.csv', () => csvOf([goodRow()], ['name', 'gender']), 400, 'workerImport.missingColumns'],
    ['a column twice', 'twice.csv', () => csvOf([goodRow()], [...WORKER_IMPORT_COLUMNS, 'Name']), 400, 'workerImport.columnRepeated'],
    ['an unclosed quote', 'quote.csv', () => Buffer.from(`${WORKER_IMPORT_COLUMNS.join(',')}\n"Maria,1990-01-01\n`), 400, 'workerImport.csvBroken'],
    ['a broken XLSX', 'broken.xlsx', () => Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]), 400, 'workerImport.xlsxBroken'],
    [
      'an XLSX that inflates to 25 MB',
      'bomb.xlsx',
      () => zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(25 * 1024 * 1024, 0x20)),
      400,
      'workerImport.tooComplex',
    ],
    ['a ZIP that is not a spreadsheet', 'notes.xlsx', () => zipOf('notes.xml', Buffer.from('<notes/>')), 400, 'workerImport.xlsxBroken'],
    ['over 2 MB', 'big.csv', () => Buffer.alloc(2 * 1024 * 1024 + 1, 0x41), 413, 'workerImport.tooLarge'],
    // Hostile files of a few hundred bytes: each once stopped or froze the server (issue 31).
    ['an XLSX declaring a sheet A1:XFD1048576', 'dimension.xlsx', () => hostileXlsx(withDimension('A1:XFD1048576')), 400, 'workerImport.sheetTooLarge'],
    ['an XLSX with a cell on row 1,048,576', 'last-row.xlsx', () => hostileXlsx(withCell('A1048576')), 400, 'workerImport.sheetTooLarge'],
    ['an XLSX with a cell in column XFD', 'last-column.xlsx', () => hostileXlsx(withCell('XFD2')), 400, 'workerImport.tooManyColumns'],
    ['an XLSX of 150,000 rows packed a thousand to one', 'packed.xlsx', () => hostileXlsx(repeatedRows(150_000)), 400, 'workerImport.tooComplex'],
    [
      'an XLSX of 150,000 packed rows whose directory understates their size',
      'understated.xlsx',
      () => hostileXlsx(repeatedRows(150_000), (name, size) => (name.includes('sheet1') ? 1000 : size)),
      400,
      'workerImport.sheetTooLarge',
    ],
    [
      'a CSV with a million columns',
      'wide.csv',
      () => Buffer.from(`${WORKER_IMPORT_COLUMNS.join(',')}\n${','.repeat(1_000_000)}x\n`),
      400,
      'workerImport.tooManyColumns',
    ],
    ['random bytes', 'random.xlsx', () => Buffer.from(Array.from({ length: 1500 }, (_, index) => (index * 7919 + 13) % 251)), 415, 'workerImport.fileType'],
  ])('refuses %s with a clear refusal, saving nothing', async (_, fileName, bytes, status, code) => {
    const before = await workerCount();
    const file = await bytes();
    for (const url of [PREVIEW, commitUrl('validOnly')]) {
      const response = await send(url, fileName, file);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ isDone: false, code });
    }
    expect(await workerCount()).toBe(before);
  });

  it('reads and checks files in a thread of its own: the health check answers in its usual time while hostile and large files are read', async () => {
    const rows = Array.from({ length: 500 }, () => goodRow());
    const large = await writeXlsxFile([
      WORKER_IMPORT_COLUMNS.map((column) => ({ value: column })),
      ...rows.map((row) => WORKER_IMPORT_COLUMNS.map((column) => ({ value: row[column] ?? '' }))),
    ] as never).toBuffer();
    // One is read while two wait: the most the import takes at once (import-pool.ts).
    const files = [await hostileXlsx(withCell('XFD1048576')), await hostileXlsx(repeatedRows(150_000), () => 1000), large];
    // The thread is started by a first file (under Vitest it loads TypeScript through tsx first).
    expect((await send(PREVIEW, 'one.csv', csvOf([goodRow()]))).statusCode).toBe(200);
    let reading = true;
    const answers = Promise.all(files.map((file, index) => send(PREVIEW, `file-${index}.xlsx`, file))).finally(() => (reading = false));
    const latencies: number[] = [];
    while (reading) {
      const started = performance.now();
      expect((await call(app, healthApi.get)).status).toBe(200);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const statuses = (await answers).map((response) => response.json().code ?? response.statusCode);
    expect(statuses).toEqual(['workerImport.sheetTooLarge', 'workerImport.sheetTooLarge', 200]);
    expect((await answers)[0]!.json().message).toBe(translate('en', 'workerImport.sheetTooLarge', { rows: '1,048,576', columns: '16,384', max: 500 }));
    expect(latencies.length).toBeGreaterThan(3);
    // Read on this thread these files hold it about 0.1 s each, so a time cannot tell the threads
    // apart on a busy machine; pool.test.ts proves the thread with a task that never ends. Here the
    // server answers throughout: a health check that waited a second would be a stopped server.
    expect(Math.max(...latencies)).toBeLessThan(1000);
  });

  it('refuses a request without a file, and a commit without a known mode or with extra fields, with 400', async () => {
    const noFile = await app.inject({
      method: 'POST',
      url: PREVIEW,
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    for (const url of [pathOf(workerImportApi.commit), commitUrl('some'), commitUrl('all', { dryRun: '1' })]) {
      expect((await send(url, 'workers.csv', csvOf([goodRow()]))).statusCode, url).toBe(400);
    }
    expect((await call(app, workerImportApi.template, { query: new URLSearchParams('format=xls'), headers: admin })).status).toBe(400);
  });

  it('is for staff who manage workers: 401 signed out, 403 for the content role', async () => {
    const content = await staffHeaders(app, 'content');
    const sales = await staffHeaders(app, 'sales');
    const file = csvOf([goodRow()]);
    expect((await send(PREVIEW, 'w.csv', file, {})).statusCode).toBe(401);
    expect((await send(commitUrl('all'), 'w.csv', file, {})).statusCode).toBe(401);
    expect((await call(app, workerImportApi.template, { query: { format: 'csv' } })).status).toBe(401);
    expect((await send(PREVIEW, 'w.csv', file, content)).statusCode).toBe(403);
    expect((await send(commitUrl('all'), 'w.csv', file, content)).statusCode).toBe(403);
    expect((await call(app, workerImportApi.template, { query: { format: 'xlsx' }, headers: content })).status).toBe(403);
    expect((await send(PREVIEW, 'w.csv', file, sales)).statusCode).toBe(200);
  });
});
