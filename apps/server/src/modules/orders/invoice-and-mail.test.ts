import { formatUaePhone, clientProfileApi, cmsApi, ordersApi, paymentsApi } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { branches, labors, users } from '../../db/schema/index.js';
import { act, addWorker, onlineInterview, orderAt, requestWorker } from '../../test/orders.js';
import { invitationOf } from '../../test/calendar.js';
import { arabic, createMailingTestApp, createClient } from '../../test/test-app.js';
import { call } from '../../test/call.js';

describe('the tax invoice and the order e-mails', () => {
  let app: TApp;
  let admin: Record<string, string>;
  let smtp: Awaited<ReturnType<typeof createMailingTestApp>>['smtp'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, admin, smtp, close } = await createMailingTestApp({ PUBLIC_URL: 'https://sakina.example' }));
  });
  afterAll(() => close());

  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  it('tells a walk-in client whose order the staff added, as if they had placed it', async () => {
    const laborId = await addWorker(app, admin, 'Walk In Worker');
    const newClient = { userName: 'walk.in.mailed', email: 'walk.in.mailed@example.ae', phoneNumber: '501112299' };
    const response = await call(app, ordersApi.adminAdd, { body: { newClient, laborId, package: 'Main' }, headers: admin });
    expect(response.status).toBe(201);
    const mail = await smtp.waitFor((received) => received.to.includes(newClient.email));
    expect(mail.text).toContain('is placed');
    expect(mail.text).toContain(response.data.number);
  });

  const saveProfile = (token: string, overrides: Record<string, unknown> = {}) =>
    call(app, clientProfileApi.update, {
      as: token,
      body: {
        fullName: 'Mariam Abdullah Khan',
        fullNameAr: 'مريم عبدالله خان',
        emiratesId: '784-1990-1234567-1',
        emiratesIdExpiry: '2030-05-01',
        nationality: null,
        emirate: 'dubai',
        address: 'Villa 12, Street 4, Al Barsha',
        languageId: 2,
        ...overrides,
      },
    });

  it('builds a UAE tax invoice from the settings and the visa details, fixed when issued, and credits it when the client cancels', async () => {
    const client = await createClient(app);
    expect((await saveProfile(client.token)).status).toBe(200);
    const laborId = await addWorker(app, admin, 'Maria Santos');
    await app.db.update(labors).set({ nameAr: 'ماريا سانتوس' }).where(eq(labors.id, laborId));
    const approved = await orderAt(app, admin, client, laborId, 'Approved');
    const invoice = approved.invoice!;
    expect(invoice).toMatchObject({ paidAed: 0, creditedAed: 0, creditNotes: [] });
    const seller = {
      legalName: 'Sakina Domestic Workers Services L.L.C.',
      legalNameAr: 'سكينة لخدمات العمالة المنزلية ذ.م.م.',
      address: expect.stringContaining('Dubai'),
      addressAr: expect.stringContaining('دبي'),
      trn: expect.stringMatching(/^\d{15}$/),
    };
    expect(invoice.seller).toEqual(seller);
    // The buyer is her full legal name from the visa details, with her address and phone as she wrote them.
    const buyer = {
      name: 'Mariam Abdullah Khan',
      nameAr: 'مريم عبدالله خان',
      address: 'Villa 12, Street 4, Al Barsha',
      emirate: 'dubai',
      email: client.email,
      phoneNumber: client.phoneNumber,
    };
    expect(invoice.buyer).toEqual(buyer);
    expect(invoice.line.labor).toMatchObject({ name: 'Maria Santos', nameAr: 'ماريا سانتوس' });
    expect(invoice.totalAed).toBeCloseTo(invoice.subtotalAed * 1.05, 2);
    expect(approved.actions).toContain('choosePayment');
    expect(approved.closingCredit).toMatchObject({ invoiceNumber: invoice.number, creditAed: invoice.totalAed, refundAed: 0 });

    // She edits her name and address, the agency its TRN and address: the issued invoice still reads as it was issued.
    expect((await saveProfile(client.token, { fullName: 'Mariam K.', address: 'Flat 3, Marina' })).status).toBe(200);
    const settings = await call(app, cmsApi.saveSettings, {
      body: { agencyTrn: '100555444300003', 'agencyAddress.en': 'Office 9, Abu Dhabi' },
      headers: admin,
    });
    expect(settings.status, settings.response.body).toBe(200);
    const later = (await call(app, ordersApi.get, { as: client.token, params: { id: approved.id } })).data;
    expect(later.invoice).toMatchObject({ number: invoice.number, buyer, seller });
    const finance = (await call(app, paymentsApi.orderFinance, { as: client.token, params: { id: approved.id } })).data;
    expect(finance.buyer).toEqual(buyer);
    expect(finance.invoices[0]).toMatchObject({ buyer, seller });

    // The client cancels: the invoice stands, reversed by a tax credit note naming it, to the same parties; nothing was paid.
    const canceled = (await act(app, { token: client.token }, later, { action: 'cancel', note: '' })).data;
    expect(canceled.status).toBe('Canceled');
    expect(canceled.invoice).toMatchObject({
      number: invoice.number,
      paidAed: 0,
      creditedAed: invoice.totalAed,
      creditNotes: [expect.stringMatching(/^CN-\d{4}-\d{6}$/)],
    });
    expect(canceled.closingCredit).toBeNull();
    expect(canceled.actions).not.toContain('choosePayment');
    const afterCancel = (await call(app, paymentsApi.orderFinance, { as: client.token, params: { id: approved.id } })).data;
    expect(afterCancel.invoices.map((document: { state: string }) => document.state)).toEqual(['credited', 'credited']);
    expect(afterCancel.invoices[1]).toMatchObject({
      kind: 'creditNote',
      originalInvoiceNumber: invoice.number,
      totalAed: invoice.totalAed,
      subtotalAed: invoice.subtotalAed,
      vatAed: invoice.vatAed,
      refundAed: 0,
      description: 'Order canceled: its invoice is reversed',
      buyer,
      seller,
    });
    const creditNote = canceled.invoice!.creditNotes[0]!;
    const mail = await smtp.waitFor((received) => received.to.includes(client.email) && received.text.includes(creditNote));
    expect(mail.text).toContain(`Invoice ${invoice.number} is cancelled by our tax credit note ${creditNote}.`);
    expect(mail.text).toContain(`أُلغيت الفاتورة ${invoice.number} بإشعارنا الدائن الضريبي ${creditNote}.`);
    expect(mail.text).not.toMatch(/void/i);
  });

  it('lets the admin set the invoice settings, refusing a TRN that is not 15 digits', async () => {
    const bad = await call(app, cmsApi.saveSettings, { body: { agencyTrn: '12345' }, headers: { ...admin, ...arabic } });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual({ agencyTrn: 'الرقم الضريبي مكوّن من 15 رقمًا' });
    const empty = await call(app, cmsApi.saveSettings, { body: { 'agencyLegalName.ar': '' }, headers: admin });
    expect(empty.errors).toEqual({ 'agencyLegalName.ar': 'The tax invoice needs this' });
    const saved = await call(app, cmsApi.saveSettings, { body: { agencyTrn: '100999888700003' }, headers: admin });
    expect(saved.status).toBe(200);
    const order = await orderAt(app, admin, await createClient(app), await addWorker(app, admin), 'Approved');
    expect(order.invoice!.seller.trn).toBe('100999888700003');
  });

  it('mails the placed order, the interview and its move and cancellation in one calendar identity, in Arabic first', async () => {
    const client = await createClient(app);
    await app.db.update(users).set({ languageId: 1 }).where(eq(users.id, client.id));
    const laborId = await addWorker(app, admin, 'Siti Rahayu');
    await app.db.update(labors).set({ nameAr: 'سيتي رحايو' }).where(eq(labors.id, laborId));
    const [branch] = await app.db.select().from(branches).limit(1);
    let order = await requestWorker(app, client.token, laborId);

    const placed = await smtp.waitFor((mail) => mail.to.includes(client.email) && mail.text.includes('تم تسجيل طلبك'));
    expect(placed.text).toContain(order.number);
    expect(placed.text).toContain(`https://sakina.example/ClientOrder/${order.id}`);

    const office = { action: 'setInterview' as const, interviewAt: '2030-11-27T11:00:00+04:00', interviewType: 'office' as const, branchId: branch!.id };
    const interviewSet = await act(app, { admin }, order, office);
    expect(interviewSet.status, interviewSet.response.body).toBe(200);
    order = interviewSet.data;
    const invited = await smtp.waitFor((mail) => mail.to.includes(client.email) && mail.text.includes('interview.ics'));
    expect(invited.text.indexOf('مرحبًا')).toBeLessThan(invited.text.indexOf('Hello'));
    expect(invited.text).toContain('الأربعاء 27 نوفمبر 2030، 11:00 (بتوقيت الإمارات)');
    expect(invited.text).toContain('Wednesday 27 November 2030, 11:00 (UAE time)');
    expect(invited.text).toContain('سيتي رحايو');
    expect(invited.text).toContain(`في ${branch!.nameAr}: ${branch!.addressAr}`);
    expect(invited.text).toContain(`At ${branch!.name}: ${branch!.address}`);
    expect(invited.text).not.toMatch(/branch branch/i);
    expect(invited.text).toContain(`<a href="https://sakina.example/ClientOrder/${order.id}"`);
    // What a mail client reads: an invitation (METHOD:REQUEST) from the agency that the client is
    // asked to answer, so it offers accept and decline; in the client's language, at UAE time.
    const first = invitationOf(invited);
    expect(first.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(first).toMatchObject({
      method: 'REQUEST',
      uid: `interview-${order.number}@sakina-workers.ae`,
      sequence: 0,
      status: 'CONFIRMED',
      start: new Date('2030-11-27T07:00:00Z'),
      end: new Date('2030-11-27T07:30:00Z'),
      timeZone: 'Asia/Dubai',
      localStart: '2030-11-27T11:00:00',
      summary: `مقابلة مع سيتي رحايو: الطلب ${order.number}`,
      location: `${branch!.nameAr}: ${branch!.addressAr}`,
      organizer: { email: 'no-reply@sakina-workers.ae', name: 'سكينة للعمالة المنزلية' },
      attendees: [{ email: client.email, name: client.userName, role: 'REQ-PARTICIPANT', rsvp: 'TRUE', partstat: 'NEEDS-ACTION' }],
    });
    expect(first.description).toContain('الأربعاء 27 نوفمبر 2030، 11:00 (بتوقيت الإمارات)');
    expect(first.description).toContain(`https://sakina.example/ClientOrder/${order.id}`);
    expect(Math.abs(first.stamp.getTime() - Date.now())).toBeLessThan(60_000);
    expect(first.file).toContain('METHOD:REQUEST');

    order = (await act(app, { admin }, order, { ...onlineInterview(), interviewAt: '2030-11-28T09:30:00+04:00' })).data;
    const moved = await smtp.waitFor((mail) => mail.to.includes(client.email) && mail.text.includes('Your interview was moved'));
    expect(moved.text).toContain('تم تغيير موعد مقابلتك');
    expect(moved.text).toContain('Thursday 28 November 2030, 09:30 (UAE time)');
    // The same event, moved: a calendar replaces it because the sequence is higher.
    expect(invitationOf(moved)).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      start: new Date('2030-11-28T05:30:00Z'),
      localStart: '2030-11-28T09:30:00',
      location: 'https://meet.example.com/abc',
      attendees: [expect.objectContaining({ email: client.email, rsvp: 'TRUE' })],
    });

    await act(app, { admin }, order, { action: 'reject', note: 'The worker asked to stay with her current family' });
    const rejected = await smtp.waitFor((mail) => mail.to.includes(client.email) && mail.text.includes('was rejected'));
    expect(rejected.text).toContain("The agency's reason: The worker asked to stay with her current family");
    const cancel = invitationOf(rejected);
    expect(cancel.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: first.uid, sequence: 2, start: new Date('2030-11-28T05:30:00Z') });
    expect(cancel.attendees).toEqual([expect.objectContaining({ email: client.email })]);
    expect(mailsTo(client.email)).toHaveLength(4);
  });

  it('mails the approval with the tax invoice and the delivery, in English first', async () => {
    const client = await createClient(app);
    expect((await saveProfile(client.token)).status).toBe(200);
    let order = await orderAt(app, admin, client, await addWorker(app, admin), 'InProgress');
    const invited = invitationOf(await smtp.waitFor((mail) => mail.to.includes(client.email) && mail.text.includes('interview.ics')));
    expect(invited).toMatchObject({
      method: 'REQUEST',
      summary: `Interview with Maria Santos: order ${order.number}`,
      organizer: { name: 'Sakina Domestic Workers' },
      attendees: [expect.objectContaining({ email: client.email, rsvp: 'TRUE' })],
    });
    order = (await act(app, client, order, { action: 'approve', note: '' })).data;
    const approvedMail = await smtp.waitFor((mail) => mail.to.includes(client.email) && mail.text.includes('Tax Invoice'));
    expect(approvedMail.text.indexOf('Hello')).toBeLessThan(approvedMail.text.indexOf('مرحبًا'));
    // Greeted by the name saved in her visa details, in each language, not by her user name.
    expect(approvedMail.text).toContain('Hello Mariam Abdullah Khan,');
    expect(approvedMail.text).toContain('مرحبًا مريم عبدالله خان');
    const invoice = order.invoice!;
    expect(approvedMail.text).toContain(`Tax Invoice ${invoice.number}`);
    expect(approvedMail.text).toContain(`فاتورة ضريبية رقم ${invoice.number}`);
    expect(approvedMail.text).toContain(`TRN: ${invoice.seller.trn}`);
    const total = invoice.totalAed.toLocaleString('en-US');
    expect(approvedMail.text).toContain(`Total: AED ${total}`);
    expect(approvedMail.text).toContain(`الإجمالي: ${total} درهم`);
    expect(approvedMail.text).toContain(formatUaePhone(client.phoneNumber));

    order = (await act(app, { admin }, order, { action: 'confirmPayment', note: '', payment: { method: 'cash' } })).data;
    await act(app, { admin }, order, { action: 'deliver', note: '' });
    const delivered = await smtp.waitFor((mail) => mail.to.includes(client.email) && mail.text.includes('has been delivered'));
    expect(delivered.text).toContain('تم تسليم');
    expect(delivered.text).toContain(`/ClientOrder/${order.id}`);
  });

  it('gives the admin the number of other open orders a hire would cancel', async () => {
    const laborId = await addWorker(app, admin);
    const order = await orderAt(app, admin, await createClient(app), laborId, 'Approved');
    await requestWorker(app, (await createClient(app)).token, laborId);
    await requestWorker(app, (await createClient(app)).token, laborId);
    const seen = (await call(app, ordersApi.adminGet, { params: { id: order.id }, headers: admin })).data;
    expect(seen.otherOpenOrders).toBe(2);
    const asClient = (await call(app, ordersApi.get, { as: (await createClient(app)).token, params: { id: order.id } })).status;
    expect(asClient).toBe(404);
  });

  it("shows a closed order's interview as canceled, never as upcoming", async () => {
    const client = await createClient(app);
    const order = await requestWorker(app, client.token, await addWorker(app, admin));
    const scheduled = (await act(app, { admin }, order, onlineInterview())).data;
    const canceled = (await act(app, client, scheduled, { action: 'cancel', note: '' })).data;
    expect(canceled.interview!.state).toBe('canceled');
    const held = await orderAt(app, admin, client, await addWorker(app, admin), 'Delivered');
    expect(held.interview!.state).toBe('past');
  });
});
