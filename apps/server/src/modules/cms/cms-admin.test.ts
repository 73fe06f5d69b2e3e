import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { adminHeaders, arabic, bearer, createTestApp, createClient } from '../../test/test-app.js';
import { cmsApi, contentApi } from '@app/shared';
import { call } from '../../test/call.js';

const entry = (title: string, body = '<p>Text</p>') => ({ title, seoDesc: 'About it', keywords: 'maids, dubai', summary: 'Short', body });
const article = (uniqueUrl: string, body: string) => ({ uniqueUrl, kind: 'article', en: entry('Hiring a nanny', body), ar: entry('توظيف مربية', body) });

describe('editing content in the back office', () => {
  let app: TApp;
  let admin: Record<string, string>;
  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, headers = admin) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  beforeAll(async () => {
    app = await createTestApp();
    admin = await adminHeaders(app);
  });
  afterAll(async () => app.close());

  it('neutralises scripts and event handlers in a body, end to end', async () => {
    const hostile = '<p onclick="steal()">Hello<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>';
    const created = await send('POST', '/api/admin/pages', article('hiring-a-nanny', hostile));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Added successfully');
    const shown = (await call(app, cmsApi.pageByUrl, { body: { uniqueUrl: 'hiring-a-nanny', langId: 2 } })).data;
    const body = shown.pgPageLngs[0]!.body;
    expect(body).toContain('Hello');
    expect(body).not.toMatch(/script|onerror|onclick|javascript:/i);
  });

  it('strips markup from a menu title, and the public menu shows the clean title', async () => {
    const added = await send('POST', '/api/admin/menus/8', {
      url: '/Offers',
      titleEn: '<script>alert(1)</script>Offers',
      titleAr: 'العروض<img src=x onerror=alert(1)>',
    });
    expect(added.statusCode).toBe(201);
    const menu = (await call(app, contentApi.menu, { body: { typeId: 8 } })).data;
    const offers = menu.find((item) => item.url === '/Offers');
    expect(offers!.muMenuItemLngs).toEqual([
      { languageId: 1, title: 'العروض' },
      { languageId: 2, title: 'Offers' },
    ]);
  });

  it('keeps the sections of a hidden or future page as hidden as the page', async () => {
    const hidden = (await send('POST', '/api/admin/pages', { ...article('draft-page', '<p>Draft</p>'), kind: 'page', isActive: false })).json().data;
    const future = (
      await send('POST', '/api/admin/pages', {
        ...article('next-week', '<p>Soon</p>'),
        kind: 'page',
        publishedAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      })
    ).json().data;
    for (const page of [hidden, future]) {
      const added = await send('POST', `/api/admin/pages/${page.id}/sections`, { key: 'secret', en: { title: 'Not yet' }, ar: { title: 'ليس بعد' } });
      expect(added.statusCode).toBe(201);
      const sectionId = added.json().data.sections[0].id;
      expect((await call(app, cmsApi.section, { query: { id: sectionId, langId: 2 } })).data).toBeNull();
      const all = await call(app, cmsApi.sections, { body: { pageId: page.id, langId: 2 } });
      expect(all.data).toEqual([]);
    }
  });

  it('edits a section and the public answer changes at once', async () => {
    const created = (await send('POST', '/api/admin/pages', { ...article('about-us', '<p>About</p>'), kind: 'page' })).json().data;
    const withSection = await send('POST', `/api/admin/pages/${created.id}/sections`, { key: 'hero', en: { title: 'Welcome' }, ar: { title: 'أهلًا' } });
    expect(withSection.statusCode).toBe(201);
    const sectionId = withSection.json().data.sections[0].id;
    const edited = await send(
      'PUT',
      `/api/admin/sections/${sectionId}`,
      { key: 'hero', en: { title: 'Welcome home', body: '<p>Hi</p>' }, ar: { title: 'أهلًا بكم' } },
      { ...admin, ...arabic },
    );
    expect(edited.json().message).toBe('تم التحديث بنجاح');
    const section = (await call(app, cmsApi.section, { query: { id: sectionId, langId: 2 } })).data;
    expect(section.pgSectionLngs[0]).toMatchObject({ title: 'Welcome home', body: '<p>Hi</p>' });

    const toMissingPage = await send('POST', '/api/admin/pages/999999/sections', { key: 'hero', en: { title: 'Lost' }, ar: { title: 'ضائع' } });
    expect(toMissingPage.statusCode).toBe(404);
    expect(toMissingPage.json().message).toBe('Page not found');
    const removed = await send('DELETE', `/api/admin/sections/${sectionId}`);
    expect(removed.json().data.sections).toEqual([]);
    expect((await call(app, cmsApi.section, { query: { id: sectionId, langId: 2 } })).response.json().isDone).toBe(false);
  });

  it('refuses a duplicate address, a bad address and a parent from another menu, naming the field', async () => {
    await send('POST', '/api/admin/pages', article('visa-guide', '<p>x</p>'));
    const duplicate = await send('POST', '/api/admin/pages', article('visa-guide', '<p>y</p>'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ uniqueUrl: 'Another page already uses this address' });
    const bad = await send('POST', '/api/admin/pages', article('Visa Guide!', '<p>y</p>'));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['uniqueUrl']);
    // An empty address is named as the titles are, not a bare "field is required".
    const empty = await send('POST', '/api/admin/pages', article('', '<p>y</p>'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.uniqueUrl).toBe('Address is required');
    const footer = (await send('GET', '/api/admin/menus/10')).json().data;
    const wrongParent = await send('POST', '/api/admin/menus/8', { parentId: footer[0].id, url: '/x', titleEn: 'X', titleAr: 'س' });
    expect(wrongParent.statusCode).toBe(422);
    expect(Object.keys(wrongParent.json().errors)).toEqual(['parentId']);
  });

  it('is for admins only', async () => {
    const client = await createClient(app);
    expect((await send('GET', '/api/admin/pages', undefined, bearer(client.token))).statusCode).toBe(403);
    expect((await call(app, cmsApi.menuItems, { params: { typeId: 8 } })).status).toBe(401);
  });

  it('lists pages with both titles, searchable', async () => {
    const list = (await send('GET', '/api/admin/pages?search=visa')).json().data;
    expect(list.items.map((item: { uniqueUrl: string }) => item.uniqueUrl)).toEqual(['visa-guide']);
    expect(list.items[0]).toMatchObject({ title: 'Hiring a nanny', titleAr: 'توظيف مربية', kind: 'article' });
  });

  it('saves settings and the public settings show them in each language', async () => {
    const saved = await send('PUT', '/api/admin/settings', { 'tagline.en': 'Care you can trust', 'tagline.ar': 'رعاية تثق بها' });
    expect(saved.statusCode).toBe(200);
    expect((await call(app, cmsApi.settings, { query: { langId: 1 } })).data.tagline).toBe('رعاية تثق بها');
    expect((await send('PUT', '/api/admin/settings', { 'bad key!': 'x' })).statusCode).toBe(400);
  });

  it('refuses a fourth footer column in both languages, while items under a column are still added', async () => {
    const footer = (await send('GET', '/api/admin/menus/10')).json().data as Array<{ id: number; parentId: number | null }>;
    const columns = footer.filter((item) => item.parentId === null);
    expect(columns).toHaveLength(3);
    const fourth = await send('POST', '/api/admin/menus/10', { parentId: null, titleEn: 'Legal', titleAr: 'قانوني', url: null });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().errors).toEqual({ parentId: 'The footer has 3 columns and all are in use: add this link under one of them' });
    const inArabic = await send('POST', '/api/admin/menus/10', { parentId: null, titleEn: 'Legal', titleAr: 'قانوني', url: null }, { ...admin, ...arabic });
    expect(inArabic.json().message).toBe('للتذييل 3 أعمدة وكلها مستخدمة: أضف هذا الرابط تحت أحدها');
    const child = await send('POST', '/api/admin/menus/10', { parentId: columns[0]!.id, titleEn: 'Privacy', titleAr: 'الخصوصية', url: '/privacy' });
    expect(child.statusCode).toBe(201);
    const moved = footer.find((item) => item.parentId !== null)!;
    const promote = await send('PUT', `/api/admin/menu-items/${moved.id}`, { parentId: null, titleEn: 'Moved', titleAr: 'منقول', url: null });
    expect(promote.statusCode).toBe(409);
  });

  it('accepts only https links in link settings, with the message on the field in both languages', async () => {
    const bad = await send('PUT', '/api/admin/settings', {
      facebookLink: 'not a url',
      instagramLink: 'http://instagram.com/x',
      'mapUrl.en': 'javascript:alert(1)',
      'tagline.en': 'fine',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      facebookLink: 'Enter a full link starting with https://',
      instagramLink: 'Enter a full link starting with https://',
      'mapUrl.en': 'Enter a full link starting with https://',
    });
    expect(bad.json().message).toBe('Enter a full link starting with https://');
    const inArabic = await send('PUT', '/api/admin/settings', { linkedinLink: 'www.linkedin.com' }, { ...admin, ...arabic });
    expect(inArabic.json().errors).toEqual({ linkedinLink: 'أدخل رابطًا كاملًا يبدأ بـ https://' });
    expect((await call(app, cmsApi.settings, { query: { langId: 2 } })).data.tagline).not.toBe('fine');
    const good = await send('PUT', '/api/admin/settings', { facebookLink: 'https://facebook.com/sakina', twitterLink: '' });
    expect(good.statusCode).toBe(200);
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
    const addedResponse = await send('POST', '/api/admin/branches', branch);
    const added = addedResponse.json().data;
    const id = added.find((row: { name: string }) => row.name === 'Sharjah').id;
    await send('PUT', `/api/admin/branches/${id}`, { ...branch, name: 'Sharjah branch' });
    const contact = (await call(app, contentApi.contactInfo, { query: { langId: 2 } })).data;
    expect(contact.branchs.map((row: { name: string }) => row.name)).toContain('Sharjah branch');
    const bad = await send('POST', '/api/admin/branches', { ...branch, whatsAppNumber: 'abc', email: 'no' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'whatsAppNumber']);
    // Typed as people write it, stored as digits; and a new branch goes to the end of the list.
    const withPlusResponse = await send('POST', '/api/admin/branches', { ...branch, name: 'Ajman', whatsAppNumber: '+971 50 111 2233' });
    expect(withPlusResponse.json()).toMatchObject({ isDone: true });
    const withPlus = withPlusResponse.json().data as Array<{ name: string; whatsAppNumber: string; sortOrder: number }>;
    const ajman = withPlus.find((row) => row.name === 'Ajman')!;
    expect(ajman.whatsAppNumber).toBe('971501112233');
    expect(withPlus.at(-1)!.name).toBe('Ajman');
    expect(ajman.sortOrder).toBe(Math.max(...withPlus.map((row) => row.sortOrder)));
  });

  it('edits the questionnaire, and exports the answers as CSV that spreadsheets cannot run', async () => {
    const tooFew = await send('POST', '/api/admin/questions', {
      typeId: 2,
      kind: 'single',
      textEn: 'Smoker?',
      textAr: 'مدخن؟',
      options: [{ textEn: 'No', textAr: 'لا' }],
    });
    expect(tooFew.json().errors).toEqual({ options: 'A choice question needs at least two choices' });
    const list = (
      await send('POST', '/api/admin/questions', {
        typeId: 2,
        kind: 'single',
        textEn: 'Smoker?',
        textAr: 'مدخن؟',
        options: [
          { textEn: 'No', textAr: 'لا' },
          { textEn: 'Yes', textAr: 'نعم' },
        ],
      })
    ).json().data;
    const name = (await send('POST', '/api/admin/questions', { typeId: 2, kind: 'text', textEn: 'Your name', textAr: 'اسمك' })).json().data;
    const smoker = list.find((question: { textEn: string }) => question.textEn === 'Smoker?');
    const nameQuestion = name.find((question: { textEn: string }) => question.textEn === 'Your name');
    const sent = await call(app, cmsApi.addAnswers, {
      body: [
        { questionId: smoker.id, optionId: smoker.options[1].id },
        { questionId: nameQuestion.id, answerText: '=HYPERLINK("http://evil")' },
      ],
    });
    expect(sent.status).toBe(201);
    const answers = (await send('GET', '/api/admin/answers?typeId=2')).json().data;
    expect(answers.items[0].answers).toEqual([
      expect.objectContaining({ questionEn: 'Smoker?', answerEn: 'Yes', answerAr: 'نعم' }),
      expect.objectContaining({ questionEn: 'Your name', answerEn: '=HYPERLINK("http://evil")' }),
    ]);
    const csv = await send('GET', '/api/admin/answers.csv?typeId=2', undefined, { ...admin, ...arabic });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toContain('"مدخن؟"');
    expect(csv.body).toContain('"نعم"');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // The date in UAE local time, readable; 'YYYY-MM-DD HH:MM'.
    const submittedAt = new Date(Date.parse(answers.items[0].createdAt) + 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(csv.body).toContain(`"${submittedAt}"`);

    const [no, yes] = smoker.options;
    const fixTypo = { typeId: 2, kind: 'single', textEn: 'Do you smoke?', textAr: 'هل تدخن؟' };
    const edited = await send('PUT', `/api/admin/questions/${smoker.id}`, { ...fixTypo, options: [yes, no, { textEn: 'Sometimes', textAr: 'أحيانًا' }] });
    expect(edited.statusCode).toBe(200);
    const afterEdit = (await send('GET', '/api/admin/answers?typeId=2')).json().data.items[0].answers[0];
    expect(afterEdit).toMatchObject({ questionEn: 'Do you smoke?', answerEn: 'Yes', answerAr: 'نعم' });

    const dropChosen = await send('PUT', `/api/admin/questions/${smoker.id}`, { ...fixTypo, options: [no, { textEn: 'Sometimes', textAr: 'أحيانًا' }] });
    expect(dropChosen.statusCode).toBe(409);
    expect(dropChosen.json().errors).toEqual({ options: 'Applicants chose this choice: it cannot be removed. Edit its text instead' });
    const foreignChoice = await send('PUT', `/api/admin/questions/${nameQuestion.id}`, {
      typeId: 2,
      kind: 'single',
      textEn: 'Name',
      textAr: 'الاسم',
      options: [yes, no],
    });
    expect(foreignChoice.statusCode).toBe(422);
    const deleteAnswered = await send('DELETE', `/api/admin/questions/${smoker.id}`, undefined, { ...admin, ...arabic });
    expect(deleteAnswered.statusCode).toBe(409);
    expect(deleteAnswered.json().message).toBe('أجاب المتقدمون عن هذا السؤال: قم بتعطيله بدلًا من ذلك');
    expect((await send('GET', '/api/admin/answers?typeId=2')).json().data.items[0].answers).toHaveLength(2);

    const phoneQuestion = (await send('POST', '/api/admin/questions', { typeId: 2, kind: 'text', textEn: 'Phone', textAr: 'الهاتف' }))
      .json()
      .data.find((question: { textEn: string }) => question.textEn === 'Phone');
    const colours = (
      await send('POST', '/api/admin/questions', {
        typeId: 2,
        kind: 'multiple',
        textEn: 'Languages',
        textAr: 'اللغات',
        options: [
          { textEn: 'English', textAr: 'الإنجليزية' },
          { textEn: 'Arabic', textAr: 'العربية' },
        ],
      })
    )
      .json()
      .data.find((question: { textEn: string }) => question.textEn === 'Languages');
    await call(app, cmsApi.addAnswers, {
      body: [
        { questionId: smoker.id, optionId: smoker.options[0].id },
        { questionId: nameQuestion.id, answerText: '-2+3' },
        { questionId: phoneQuestion.id, answerText: '+63 917 555 1234' },
        { questionId: colours.id, optionId: colours.options[0].id },
        { questionId: colours.id, optionId: colours.options[1].id },
      ],
    });
    const csvAr = (await send('GET', '/api/admin/answers.csv?typeId=2', undefined, { ...admin, ...arabic })).body;
    expect(csvAr).toContain('"63 917 555 1234"');
    expect(csvAr).not.toContain(`"'+63`);
    expect(csvAr).toContain(`"'-2+3"`);
    expect(csvAr).toContain('"الإنجليزية، العربية"');
    expect((await send('GET', '/api/admin/answers.csv?typeId=2')).body).toContain('"English, Arabic"');
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
    const uploaded = await app.inject({ method: 'POST', url: '/api/admin/media', headers, payload: multipart('../../team photo.png', 'image/png', png) });
    expect(uploaded.statusCode).toBe(201);
    const asset = uploaded.json().data;
    expect(asset).toMatchObject({ originalName: 'team photo.png', kind: 'image', isUsed: false });
    const svg = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers,
      payload: multipart('x.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')),
    });
    expect(svg.statusCode).toBe(415);

    const page = (await send('POST', '/api/admin/pages', article('our-team', `<p><img src="/media/${asset.fileName}" alt="Team"></p>`))).json().data;
    expect(page.en.body).toContain(asset.fileName);
    const listed = (await send('GET', '/api/admin/media')).json().data.items.find((item: { id: number }) => item.id === asset.id);
    expect(listed.isUsed).toBe(true);
    expect((await send('DELETE', `/api/admin/media/${asset.id}`)).statusCode).toBe(409);
    await send('PUT', `/api/admin/pages/${page.id}`, article('our-team', '<p>No picture</p>'));
    expect((await send('DELETE', `/api/admin/media/${asset.id}`)).statusCode).toBe(200);
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
          url: '/api/admin/media',
          headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        })
      ).json().data;
    const [cover, banner, unused] = [await upload(), await upload(), await upload()];
    const created = (await send('POST', '/api/admin/pages', { ...article('visa-renewal-guide', '<p>Text</p>'), imageId: cover.id })).json().data;
    const home = (await send('POST', '/api/admin/pages', { ...article('our-services', '<p>Services</p>'), kind: 'page' })).json().data;
    const withSection = await send('POST', `/api/admin/pages/${home.id}/sections`, {
      key: 'hero',
      imageId: banner.id,
      en: { title: 'Welcome' },
      ar: { title: 'أهلًا' },
    });
    expect(withSection.statusCode).toBe(201);

    const items = (await send('GET', '/api/admin/media?pageSize=100')).json().data.items as Array<{ id: number; isUsed: boolean; uses: unknown[] }>;
    const of = (id: number) => items.find((item) => item.id === id)!;
    expect(of(cover.id)).toMatchObject({
      isUsed: true,
      uses: [{ pageId: created.id, pageKind: 'article', titleEn: 'Hiring a nanny', titleAr: 'توظيف مربية' }],
    });
    expect(of(banner.id)).toMatchObject({ isUsed: true, uses: [{ pageId: home.id, pageKind: 'page' }] });
    expect(of(unused.id)).toMatchObject({ isUsed: false, uses: [] });

    const refused = await send('DELETE', `/api/admin/media/${cover.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This file is used on: Hiring a nanny. Remove it from there first');
    const refusedAr = await send('DELETE', `/api/admin/media/${cover.id}`, undefined, { ...admin, ...arabic });
    expect(refusedAr.json().message).toBe('هذا الملف مستخدم في: توظيف مربية. احذفه من هناك أولًا');
    expect((await send('GET', `/api/admin/pages/${created.id}`)).json().data.imageId).toBe(cover.id);
    expect((await send('DELETE', `/api/admin/media/${banner.id}`)).statusCode).toBe(409);
    expect((await send('DELETE', `/api/admin/media/${unused.id}`)).statusCode).toBe(200);
  });
});
