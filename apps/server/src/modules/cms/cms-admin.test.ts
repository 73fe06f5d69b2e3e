import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { adminHeaders, arabic, createTestApp, createClient } from '../../test/test-app.js';
import { cmsApi, contentApi, uploadsApi, type TMenuItemInput, type TPageInput, type TQuestionInput, type TSectionInput } from '@app/shared';
import { call, pathOf } from '../../test/call.js';

const entry = (title: string, body = '<p>Text</p>') => ({ title, seoDesc: 'About it', keywords: 'maids, dubai', summary: 'Short', body });
const article = (uniqueUrl: string, body: string) => ({
  uniqueUrl,
  kind: 'article' as const,
  en: entry('Hiring a nanny', body),
  ar: entry('توظيف مربية', body),
});

describe('editing content in the back office', () => {
  let app: TApp;
  let admin: Record<string, string>;
  const addPage = (body: TPageInput) => call(app, cmsApi.addPage, { body, headers: admin });
  const addSection = (pageId: number, body: TSectionInput) => call(app, cmsApi.addSection, { params: { id: pageId }, body, headers: admin });
  const menu = async (typeId: number) => (await call(app, cmsApi.menuItems, { params: { typeId }, headers: admin })).data;
  const answers = async (typeId: number) => (await call(app, cmsApi.answers, { query: { typeId }, headers: admin })).data;
  const answersCsv = (typeId: number, headers = admin) => call(app, cmsApi.answersCsv, { query: { typeId }, headers });
  const saveSettings = (body: Record<string, string>, headers = admin) => call(app, cmsApi.saveSettings, { body, headers });
  const deleteMedia = (id: number, headers = admin) => call(app, cmsApi.deleteMedia, { params: { id }, headers });
  beforeAll(async () => {
    app = await createTestApp();
    admin = await adminHeaders(app);
  });
  afterAll(async () => app.close());

  it('neutralises scripts and event handlers in a body, end to end', async () => {
    const hostile = '<p onclick="steal()">Hello<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>';
    const created = await addPage(article('hiring-a-nanny', hostile));
    expect(created.status).toBe(201);
    expect(created.message).toBe('Added successfully');
    const shown = (await call(app, cmsApi.pageByUrl, { body: { uniqueUrl: 'hiring-a-nanny', langId: 2 } })).data;
    const body = shown.pgPageLngs[0]!.body;
    expect(body).toContain('Hello');
    expect(body).not.toMatch(/script|onerror|onclick|javascript:/i);
  });

  it('strips markup from a menu title, and the public menu shows the clean title', async () => {
    const added = await call(app, cmsApi.addMenuItem, {
      params: { typeId: 8 },
      body: { url: '/Offers', titleEn: '<script>alert(1)</script>Offers', titleAr: 'العروض<img src=x onerror=alert(1)>' },
      headers: admin,
    });
    expect(added.status).toBe(201);
    const menu = (await call(app, contentApi.menu, { body: { typeId: 8 } })).data;
    const offers = menu.find((item) => item.url === '/Offers');
    expect(offers!.muMenuItemLngs).toEqual([
      { languageId: 1, title: 'العروض' },
      { languageId: 2, title: 'Offers' },
    ]);
  });

  it('keeps the sections of a hidden or future page as hidden as the page', async () => {
    const hidden = (await addPage({ ...article('draft-page', '<p>Draft</p>'), kind: 'page', isActive: false })).data;
    const future = (
      await addPage({
        ...article('next-week', '<p>Soon</p>'),
        kind: 'page',
        publishedAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      })
    ).data;
    for (const page of [hidden, future]) {
      const added = await addSection(page.id, { key: 'secret', en: { title: 'Not yet' }, ar: { title: 'ليس بعد' } });
      expect(added.status).toBe(201);
      const sectionId = added.data.sections[0]!.id;
      expect((await call(app, cmsApi.section, { query: { id: sectionId, langId: 2 } })).data).toBeNull();
      const all = await call(app, cmsApi.sections, { body: { pageId: page.id, langId: 2 } });
      expect(all.data).toEqual([]);
    }
  });

  it('edits a section and the public answer changes at once', async () => {
    const created = (await addPage({ ...article('about-us', '<p>About</p>'), kind: 'page' })).data;
    const withSection = await addSection(created.id, { key: 'hero', en: { title: 'Welcome' }, ar: { title: 'أهلًا' } });
    expect(withSection.status).toBe(201);
    const sectionId = withSection.data.sections[0]!.id;
    const edited = await call(app, cmsApi.updateSection, {
      params: { id: sectionId },
      body: { key: 'hero', en: { title: 'Welcome home', body: '<p>Hi</p>' }, ar: { title: 'أهلًا بكم' } },
      headers: { ...admin, ...arabic },
    });
    expect(edited.message).toBe('تم التحديث بنجاح');
    const section = (await call(app, cmsApi.section, { query: { id: sectionId, langId: 2 } })).data;
    expect(section.pgSectionLngs[0]).toMatchObject({ title: 'Welcome home', body: '<p>Hi</p>' });

    const toMissingPage = await addSection(999999, { key: 'hero', en: { title: 'Lost' }, ar: { title: 'ضائع' } });
    expect(toMissingPage.status).toBe(404);
    expect(toMissingPage.message).toBe('Page not found');
    const removed = await call(app, cmsApi.deleteSection, { params: { id: sectionId }, headers: admin });
    expect(removed.data.sections).toEqual([]);
    expect((await call(app, cmsApi.section, { query: { id: sectionId, langId: 2 } })).response.json().isDone).toBe(false);
  });

  it('refuses a duplicate address, a bad address and a parent from another menu, naming the field', async () => {
    await addPage(article('visa-guide', '<p>x</p>'));
    const duplicate = await addPage(article('visa-guide', '<p>y</p>'));
    expect(duplicate.status).toBe(409);
    expect(duplicate.errors).toEqual({ uniqueUrl: 'Another page already uses this address' });
    const bad = await addPage(article('Visa Guide!', '<p>y</p>'));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.errors)).toEqual(['uniqueUrl']);
    // An empty address is named as the titles are, not a bare "field is required".
    const empty = await addPage(article('', '<p>y</p>'));
    expect(empty.status).toBe(400);
    expect(empty.errors.uniqueUrl).toBe('Address is required');
    const footer = await menu(10);
    const wrongParent = await call(app, cmsApi.addMenuItem, {
      params: { typeId: 8 },
      body: { parentId: footer[0]!.id, url: '/x', titleEn: 'X', titleAr: 'س' },
      headers: admin,
    });
    expect(wrongParent.status).toBe(422);
    expect(Object.keys(wrongParent.errors)).toEqual(['parentId']);
  });

  it('is for admins only', async () => {
    const client = await createClient(app);
    expect((await call(app, cmsApi.adminPages, { as: client.token })).status).toBe(403);
    expect((await call(app, cmsApi.menuItems, { params: { typeId: 8 } })).status).toBe(401);
  });

  it('lists pages with both titles, searchable', async () => {
    const list = (await call(app, cmsApi.adminPages, { query: { search: 'visa' }, headers: admin })).data;
    expect(list.items.map((item) => item.uniqueUrl)).toEqual(['visa-guide']);
    expect(list.items[0]).toMatchObject({ title: 'Hiring a nanny', titleAr: 'توظيف مربية', kind: 'article' });
  });

  it('saves settings and the public settings show them in each language', async () => {
    const saved = await saveSettings({ 'tagline.en': 'Care you can trust', 'tagline.ar': 'رعاية تثق بها' });
    expect(saved.status).toBe(200);
    expect((await call(app, cmsApi.settings, { query: { langId: 1 } })).data.tagline).toBe('رعاية تثق بها');
    expect((await saveSettings({ 'bad key!': 'x' })).status).toBe(400);
  });

  it('refuses a fourth footer column in both languages, while items under a column are still added', async () => {
    const footer = await menu(10);
    const columns = footer.filter((item) => item.parentId === null);
    expect(columns).toHaveLength(3);
    const addToFooter = (body: TMenuItemInput, headers = admin) => call(app, cmsApi.addMenuItem, { params: { typeId: 10 }, body, headers });
    const legal = { parentId: null, titleEn: 'Legal', titleAr: 'قانوني', url: null };
    const fourth = await addToFooter(legal);
    expect(fourth.status).toBe(409);
    expect(fourth.errors).toEqual({ parentId: 'The footer has 3 columns and all are in use: add this link under one of them' });
    const inArabic = await addToFooter(legal, { ...admin, ...arabic });
    expect(inArabic.message).toBe('للتذييل 3 أعمدة وكلها مستخدمة: أضف هذا الرابط تحت أحدها');
    const child = await addToFooter({ parentId: columns[0]!.id, titleEn: 'Privacy', titleAr: 'الخصوصية', url: '/privacy' });
    expect(child.status).toBe(201);
    const moved = footer.find((item) => item.parentId !== null)!;
    const promote = await call(app, cmsApi.updateMenuItem, {
      params: { id: moved.id },
      body: { parentId: null, titleEn: 'Moved', titleAr: 'منقول', url: null },
      headers: admin,
    });
    expect(promote.status).toBe(409);
  });

  it('accepts only https links in link settings, with the message on the field in both languages', async () => {
    const bad = await saveSettings({
      facebookLink: 'not a url',
      instagramLink: 'http://instagram.com/x',
      'mapUrl.en': 'javascript:alert(1)',
      'tagline.en': 'fine',
    });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual({
      facebookLink: 'Enter a full link starting with https://',
      instagramLink: 'Enter a full link starting with https://',
      'mapUrl.en': 'Enter a full link starting with https://',
    });
    expect(bad.message).toBe('Enter a full link starting with https://');
    const inArabic = await saveSettings({ linkedinLink: 'www.linkedin.com' }, { ...admin, ...arabic });
    expect(inArabic.errors).toEqual({ linkedinLink: 'أدخل رابطًا كاملًا يبدأ بـ https://' });
    expect((await call(app, cmsApi.settings, { query: { langId: 2 } })).data.tagline).not.toBe('fine');
    const good = await saveSettings({ facebookLink: 'https://facebook.com/sakina', twitterLink: '' });
    expect(good.status).toBe(200);
    expect((await call(app, contentApi.contactInfo, { query: { langId: 2 } })).data.facebookLink).toBe('https://facebook.com/sakina');
  });

  it('adds and edits a branch, which the contact info then lists', async () => {
    const branch = {
      name: 'Sharjah',
      nameAr: 'الشارقة',
      address: 'Al Nahda',
      addressAr: 'النهضة',
      telephones: ['+971 6 555 0000'],
      whatsAppNumber: '971501112233',
      email: 'sharjah@sakina-workers.ae',
    };
    const addBranch = (body: typeof branch) => call(app, cmsApi.addBranch, { body, headers: admin });
    const added = (await addBranch(branch)).data;
    const id = added.find((row) => row.name === 'Sharjah')!.id;
    await call(app, cmsApi.updateBranch, { params: { id }, body: { ...branch, name: 'Sharjah branch' }, headers: admin });
    const contact = (await call(app, contentApi.contactInfo, { query: { langId: 2 } })).data;
    expect(contact.branchs.map((row) => row.name)).toContain('Sharjah branch');
    const bad = await addBranch({ ...branch, whatsAppNumber: 'abc', email: 'no' });
    expect(Object.keys(bad.errors).sort()).toEqual(['email', 'whatsAppNumber']);
    // Typed as people write it, stored as digits; and a new branch goes to the end of the list.
    const withPlusResponse = await addBranch({ ...branch, name: 'Ajman', whatsAppNumber: '+971 50 111 2233' });
    expect(withPlusResponse.response.json()).toMatchObject({ isDone: true });
    const withPlus = withPlusResponse.data;
    const ajman = withPlus.find((row) => row.name === 'Ajman')!;
    expect(ajman.whatsAppNumber).toBe('971501112233');
    expect(withPlus.at(-1)!.name).toBe('Ajman');
    expect(ajman.sortOrder).toBe(Math.max(...withPlus.map((row) => row.sortOrder)));
  });

  it('edits the questionnaire, and exports the answers as CSV that spreadsheets cannot run', async () => {
    const addQuestion = (body: TQuestionInput) => call(app, cmsApi.addQuestion, { body, headers: admin });
    /** The question named `textEn` in the questionnaire a save answers. */
    const added = async (body: TQuestionInput) => (await addQuestion(body)).data.find((question) => question.textEn === body.textEn)!;
    const tooFew = await addQuestion({
      typeId: 2,
      kind: 'single',
      textEn: 'Smoker?',
      textAr: 'مدخن؟',
      options: [{ textEn: 'No', textAr: 'لا' }],
    });
    expect(tooFew.errors).toEqual({ options: 'A choice question needs at least two choices' });
    const smoker = await added({
      typeId: 2,
      kind: 'single',
      textEn: 'Smoker?',
      textAr: 'مدخن؟',
      options: [
        { textEn: 'No', textAr: 'لا' },
        { textEn: 'Yes', textAr: 'نعم' },
      ],
    });
    const nameQuestion = await added({ typeId: 2, kind: 'text', textEn: 'Your name', textAr: 'اسمك' });
    const sent = await call(app, cmsApi.addAnswers, {
      body: [
        { questionId: smoker.id, optionId: smoker.options[1]!.id },
        { questionId: nameQuestion.id, answerText: '=HYPERLINK("http://evil")' },
      ],
    });
    expect(sent.status).toBe(201);
    const received = await answers(2);
    expect(received.items[0]!.answers).toEqual([
      expect.objectContaining({ questionEn: 'Smoker?', answerEn: 'Yes', answerAr: 'نعم' }),
      expect.objectContaining({ questionEn: 'Your name', answerEn: '=HYPERLINK("http://evil")' }),
    ]);
    const csv = (await answersCsv(2, { ...admin, ...arabic })).response;
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toContain('"مدخن؟"');
    expect(csv.body).toContain('"نعم"');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // The date in UAE local time, readable; 'YYYY-MM-DD HH:MM'.
    const submittedAt = new Date(Date.parse(received.items[0]!.createdAt) + 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(csv.body).toContain(`"${submittedAt}"`);

    const [no, yes] = [smoker.options[0]!, smoker.options[1]!];
    const fixTypo = { typeId: 2, kind: 'single', textEn: 'Do you smoke?', textAr: 'هل تدخن؟' } as const;
    const updateQuestion = (id: number, body: TQuestionInput, headers = admin) => call(app, cmsApi.updateQuestion, { params: { id }, body, headers });
    const edited = await updateQuestion(smoker.id, { ...fixTypo, options: [yes, no, { textEn: 'Sometimes', textAr: 'أحيانًا' }] });
    expect(edited.status).toBe(200);
    const afterEdit = (await answers(2)).items[0]!.answers[0];
    expect(afterEdit).toMatchObject({ questionEn: 'Do you smoke?', answerEn: 'Yes', answerAr: 'نعم' });

    const dropChosen = await updateQuestion(smoker.id, { ...fixTypo, options: [no, { textEn: 'Sometimes', textAr: 'أحيانًا' }] });
    expect(dropChosen.status).toBe(409);
    expect(dropChosen.errors).toEqual({ options: 'Applicants chose this choice: it cannot be removed. Edit its text instead' });
    const foreignChoice = await updateQuestion(nameQuestion.id, {
      typeId: 2,
      kind: 'single',
      textEn: 'Name',
      textAr: 'الاسم',
      options: [yes, no],
    });
    expect(foreignChoice.status).toBe(422);
    const deleteAnswered = await call(app, cmsApi.deleteQuestion, { params: { id: smoker.id }, headers: { ...admin, ...arabic } });
    expect(deleteAnswered.status).toBe(409);
    expect(deleteAnswered.message).toBe('أجاب المتقدمون عن هذا السؤال: قم بتعطيله بدلًا من ذلك');
    expect((await answers(2)).items[0]!.answers).toHaveLength(2);

    const phoneQuestion = await added({ typeId: 2, kind: 'text', textEn: 'Phone', textAr: 'الهاتف' });
    const colours = await added({
      typeId: 2,
      kind: 'multiple',
      textEn: 'Languages',
      textAr: 'اللغات',
      options: [
        { textEn: 'English', textAr: 'الإنجليزية' },
        { textEn: 'Arabic', textAr: 'العربية' },
      ],
    });
    await call(app, cmsApi.addAnswers, {
      body: [
        { questionId: smoker.id, optionId: smoker.options[0]!.id },
        { questionId: nameQuestion.id, answerText: '-2+3' },
        { questionId: phoneQuestion.id, answerText: '+63 917 555 1234' },
        { questionId: colours.id, optionId: colours.options[0]!.id },
        { questionId: colours.id, optionId: colours.options[1]!.id },
      ],
    });
    const csvAr = (await answersCsv(2, { ...admin, ...arabic })).response.body;
    expect(csvAr).toContain('"63 917 555 1234"');
    expect(csvAr).not.toContain(`"'+63`);
    expect(csvAr).toContain(`"'-2+3"`);
    expect(csvAr).toContain('"الإنجليزية، العربية"');
    expect((await answersCsv(2)).response.body).toContain('"English, Arabic"');
  });

  it('keeps a media file while a page uses it, and deletes it once unused', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const boundary = 'media-boundary';
    const multipart = (name: string, type: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const headers = { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const uploaded = await app.inject({ method: 'POST', url: pathOf(uploadsApi.media), headers, payload: multipart('../../team photo.png', 'image/png', png) });
    expect(uploaded.statusCode).toBe(201);
    const asset = uploaded.json().data;
    expect(asset).toMatchObject({ originalName: 'team photo.png', kind: 'image', isUsed: false });
    const svg = await app.inject({
      method: 'POST',
      url: pathOf(uploadsApi.media),
      headers,
      payload: multipart('x.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')),
    });
    expect(svg.statusCode).toBe(415);

    const page = (await addPage(article('our-team', `<p><img src="/media/${asset.fileName}" alt="Team"></p>`))).data;
    expect(page.en.body).toContain(asset.fileName);
    const listed = (await call(app, cmsApi.media, { headers: admin })).data.items.find((item) => item.id === asset.id)!;
    expect(listed.isUsed).toBe(true);
    expect((await deleteMedia(asset.id)).status).toBe(409);
    await call(app, cmsApi.updatePage, { params: { id: page.id }, body: article('our-team', '<p>No picture</p>'), headers: admin });
    expect((await deleteMedia(asset.id)).status).toBe(200);
    expect((await app.inject({ url: `/media/${asset.fileName}` })).statusCode).toBe(404);
  });

  it('knows an article picture and a section picture as uses, refuses their deletion naming the pages, and deletes a file once free', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#00a' } })
      .png()
      .toBuffer();
    const boundary = 'use-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = async () =>
      (
        await app.inject({
          method: 'POST',
          url: pathOf(uploadsApi.media),
          headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        })
      ).json().data;
    const [cover, banner, unused] = [await upload(), await upload(), await upload()];
    const created = (await addPage({ ...article('visa-renewal-guide', '<p>Text</p>'), imageId: cover.id })).data;
    const home = (await addPage({ ...article('our-services', '<p>Services</p>'), kind: 'page' })).data;
    const withSection = await addSection(home.id, {
      key: 'hero',
      imageId: banner.id,
      en: { title: 'Welcome' },
      ar: { title: 'أهلًا' },
    });
    expect(withSection.status).toBe(201);

    const items = (await call(app, cmsApi.media, { query: { pageSize: 100 }, headers: admin })).data.items;
    const of = (id: number) => items.find((item) => item.id === id)!;
    expect(of(cover.id)).toMatchObject({
      isUsed: true,
      uses: [{ pageId: created.id, pageKind: 'article', titleEn: 'Hiring a nanny', titleAr: 'توظيف مربية' }],
    });
    expect(of(banner.id)).toMatchObject({ isUsed: true, uses: [{ pageId: home.id, pageKind: 'page' }] });
    expect(of(unused.id)).toMatchObject({ isUsed: false, uses: [] });

    const refused = await deleteMedia(cover.id);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('This file is used on: Hiring a nanny. Remove it from there first');
    const refusedAr = await deleteMedia(cover.id, { ...admin, ...arabic });
    expect(refusedAr.message).toBe('هذا الملف مستخدم في: توظيف مربية. احذفه من هناك أولًا');
    expect((await call(app, cmsApi.adminPage, { params: { id: created.id }, headers: admin })).data.imageId).toBe(cover.id);
    expect((await deleteMedia(banner.id)).status).toBe(409);
    expect((await deleteMedia(unused.id)).status).toBe(200);
  });
});
