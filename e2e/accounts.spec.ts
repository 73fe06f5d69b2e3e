import type { APIRequestContext, Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, expectNoSeriousAxeViolations, signInAsAdmin, signInWithToken, test, useLanguage, type TLocaleName } from './fixtures';
import { mailCodeFor } from './mail';

const TEXT = {
  en: {
    acceptLanguage: 'en-US',
    headerLogin: 'Log in',
    loginSubmit: 'Log in',
    registerSubmit: 'Register',
    myAccount: 'My Account',
    editProfile: 'Edit profile',
    changePassword: 'Change password',
    clients: 'Clients',
    logout: 'Log out',
    userNameOrEmail: 'User name or e-mail',
    userName: 'User name',
    email: 'E-mail',
    phone: 'Phone number',
    password: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    code: 'Reset code',
    save: 'Save changes',
    changeSubmit: 'Change password',
    forgotLink: 'Forgot your password?',
    sendCode: 'Send the code',
    resetSubmit: 'Reset the password',
    myProfile: 'My Profile',
    clientsTitle: 'Clients List',
    dashboardTitle: 'Dashboard',
    search: 'Search by name, e-mail or phone',
    searchSubmit: 'Search',
    view: 'View',
    disable: 'Disable',
    disabled: 'Disabled',
    prev: 'PREV',
    next: 'NEXT',
    showingOne: 'Showing 1 of 1 Result',
    noData: 'No data found',
    registered: 'Your account is ready.',
    welcome: (userName: string) => `Welcome back, ${userName}`,
    profileUpdated: 'Your profile has been updated',
    changeContact: 'Change e-mail or phone',
    contactSubmit: 'Continue',
    confirmationCode: 'Confirmation code',
    confirmContact: 'Confirm the change',
    contactCodeSent: 'We sent a code to',
    contactChanged: 'Your e-mail and phone number are saved',
    passwordChanged: 'Your password has been changed',
    loggedOut: 'You have been logged out',
    codeSent: 'If this e-mail is registered, a reset code has been sent to it. The code is valid for 10 minutes.',
    passwordReset: 'Your password has been reset. Please log in with the new password.',
    wrongLogin: 'The user name or password is not correct',
    clientDisabled: 'The client has been disabled',
    accountDisabled: 'This account is disabled. Please contact the agency.',
    loginFirst: 'Please log in first.',
    userNameRequired: 'User name is required',
    passwordRequired: 'Password is required',
    phoneInvalid: 'Enter a UAE phone number, for example 050 123 4567',
    passwordLetter: 'Password must contain at least one letter',
    mismatch: 'New Password and Confirm Password do not match',
    newPasswordLetter: 'New Password must contain at least one letter',
    forbiddenTitle: '403 Forbidden',
    forbiddenMessage: 'You do not have permission to access this page',
  },
  ar: {
    acceptLanguage: 'ar-EG',
    headerLogin: 'تسجيل الدخول',
    loginSubmit: 'دخول',
    registerSubmit: 'تسجيل',
    myAccount: 'حسابي',
    editProfile: 'تعديل الملف الشخصي',
    changePassword: 'تغيير كلمة المرور',
    clients: 'العملاء',
    logout: 'تسجيل الخروج',
    userNameOrEmail: 'اسم المستخدم أو البريد الإلكتروني',
    userName: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    password: 'كلمة المرور',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    code: 'رمز إعادة التعيين',
    save: 'حفظ التغييرات',
    changeSubmit: 'تغيير كلمة المرور',
    forgotLink: 'نسيت كلمة المرور؟',
    sendCode: 'أرسل الرمز',
    resetSubmit: 'إعادة تعيين كلمة المرور',
    myProfile: 'ملفي الشخصي',
    clientsTitle: 'قائمة العملاء',
    dashboardTitle: 'لوحة التحكم',
    search: 'البحث بالاسم أو البريد الإلكتروني أو الهاتف',
    searchSubmit: 'بحث',
    view: 'عرض',
    disable: 'تعطيل',
    disabled: 'معطّل',
    prev: 'السابق',
    next: 'التالي',
    showingOne: 'عرض 1 من نتيجة واحدة',
    noData: 'لا توجد بيانات',
    registered: 'تم إنشاء حسابك.',
    welcome: (userName: string) => `مرحبًا بعودتك يا ${userName}`,
    profileUpdated: 'تم تحديث ملفك الشخصي',
    changeContact: 'تغيير البريد الإلكتروني أو الهاتف',
    contactSubmit: 'متابعة',
    confirmationCode: 'رمز التأكيد',
    confirmContact: 'تأكيد التغيير',
    contactCodeSent: 'أرسلنا رمزًا إلى',
    contactChanged: 'تم حفظ بريدك الإلكتروني ورقم هاتفك',
    passwordChanged: 'تم تغيير كلمة المرور',
    loggedOut: 'تم تسجيل خروجك',
    codeSent: 'إذا كان هذا البريد الإلكتروني مسجلًا، فقد أُرسل إليه رمز إعادة التعيين. الرمز صالح لمدة 10 دقائق.',
    passwordReset: 'تمت إعادة تعيين كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
    wrongLogin: 'اسم المستخدم أو كلمة المرور غير صحيحة',
    clientDisabled: 'تم تعطيل العميل',
    accountDisabled: 'هذا الحساب معطّل. يرجى التواصل مع المكتب.',
    loginFirst: 'يرجى تسجيل الدخول أولاً.',
    userNameRequired: 'اسم المستخدم مطلوب',
    passwordRequired: 'كلمة المرور مطلوبة',
    phoneInvalid: 'أدخل رقم هاتف إماراتيًا، مثل 050 123 4567',
    passwordLetter: 'يجب أن تحتوي كلمة المرور على حرف واحد على الأقل',
    mismatch: 'كلمة المرور الجديدة وتأكيد كلمة المرور غير متطابقتين',
    newPasswordLetter: 'يجب أن تحتوي كلمة المرور الجديدة على حرف واحد على الأقل',
    forbiddenTitle: '403 ممنوع الوصول',
    forbiddenMessage: 'ليس لديك صلاحية للوصول إلى هذه الصفحة',
  },
} as const;

type TText = (typeof TEXT)[TLocaleName];
type TAccount = { userName: string; email: string; phoneNumber: string; password: string };

const randomDigits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A fresh client for each run: a random suffix keeps user names, e-mails and phones unique. */
function newAccount(locale: TLocaleName): TAccount {
  const suffix = `${Date.now().toString(36)}${randomDigits(4)}`;
  return {
    // The Arabic run registers an Arabic user name (Arabic letters and digits: one script).
    userName: locale === 'ar' ? `سارة.${randomDigits(10)}` : `sara.${suffix}`,
    email: `e2e.${locale}.${suffix}@example.com`,
    phoneNumber: `5${randomDigits(8)}`,
    // Not the suffix: a password may not contain the user name or the e-mail (their words of 4 letters or more).
    password: `first-pass-${randomDigits(8)}`,
  };
}

async function registerThroughApi(request: APIRequestContext, account: TAccount) {
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);
}

/** Signs in through the API and leaves the token where the web app keeps it. */
async function signInThroughApi(page: Page, account: Pick<TAccount, 'userName' | 'password'>) {
  const response = await page.request.post('/api/auth/login', { data: { userName: account.userName, password: account.password } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { token: string } };
  await signInWithToken(page, data.token);
}

const notification = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });

/** An input by its accessible name (the visible label, without the required asterisk). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function logInThroughForm(page: Page, text: TText, userName: string, password: string) {
  await field(page, text.userNameOrEmail).fill(userName);
  await field(page, text.password).fill(password);
  await page.getByRole('button', { name: text.loginSubmit, exact: true }).click();
}

async function openAccountMenuItem(page: Page, text: TText, item: string) {
  await page.getByRole('banner').getByRole('button', { name: text.myAccount }).click();
  await page.getByRole('banner').getByRole('link', { name: item, exact: true }).click();
}

/** Tests of one language: each opens pages in it, and the server answers in it. */
function inLanguage(locale: TLocaleName, declare: (text: TText) => void) {
  test.describe(`accounts in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, locale);
      await page.setExtraHTTPHeaders({ 'Accept-Language': TEXT[locale].acceptLanguage });
    });

    declare(TEXT[locale]);
  });
}

// The validation messages are the language's own: both are checked.
for (const locale of ['en', 'ar'] as const) {
  inLanguage(locale, (text) => {
    test('forms show the validation messages field by field before sending', async ({ page }) => {
      // Four forms, two accessibility scans and a registration.
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/') && request.method() !== 'GET') sent.push(request.url());
      });

      await page.goto('/Login');
      await page.getByRole('button', { name: text.loginSubmit, exact: true }).click();
      await expect(page.getByText(text.userNameRequired)).toBeVisible();
      await expect(page.getByText(text.passwordRequired)).toBeVisible();
      await expect(field(page, text.userNameOrEmail)).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousAxeViolations(page);

      await page.goto('/Register');
      await field(page, text.phone).fill('50123456');
      await field(page, text.password).fill('12345678');
      await page.getByRole('button', { name: text.registerSubmit, exact: true }).click();
      await expect(page.getByText(text.phoneInvalid)).toBeVisible();
      await expect(page.getByText(text.passwordLetter)).toBeVisible();
      await expect(page.getByText(text.userNameRequired)).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // A message shows as soon as the field is left, and goes once it is corrected.
      await field(page, text.phone).fill('501234567');
      await expect(page.getByText(text.phoneInvalid)).toBeHidden();
      expect(sent).toEqual([]);

      // Change password, as a signed-in client.
      const account = newAccount(locale);
      await registerThroughApi(page.request, account);
      await signInThroughApi(page, account);
      await page.goto('/ChangePassword');
      await field(page, text.currentPassword).fill(account.password);
      await field(page, text.newPassword).fill('abcdefgh1');
      await field(page, text.confirmPassword).fill('abcdefgh2');
      await page.getByRole('button', { name: text.changeSubmit }).click();
      await expect(page.getByText(text.mismatch)).toBeVisible();
      await field(page, text.newPassword).fill('12345678');
      await field(page, text.confirmPassword).fill('12345678');
      await page.getByRole('button', { name: text.changeSubmit }).click();
      await expect(page.getByText(text.newPasswordLetter)).toBeVisible();
      await expect(page.getByText(text.mismatch)).toBeHidden();
      expect(sent.filter((url) => !url.endsWith('/api/auth/login') && !url.endsWith('/api/auth/register'))).toEqual([]);
    });
  });
}

// The whole account story once, in Arabic: an Arabic user name, and the phone and the reset code
// typed left to right inside a right-to-left form.
inLanguage('ar', (text) => {
  const locale = 'ar';

  test('register, log in, edit the profile, change the password, log out, reset it by e-mail and log in again', async ({ page }) => {
    test.setTimeout(90_000);
    const account = newAccount(locale);

    await page.goto('/Register');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await field(page, text.userName).fill(account.userName);
    await field(page, text.email).fill(account.email);
    const phone = field(page, text.phone);
    await expect(phone).toHaveCSS('direction', 'ltr');
    await expect(phone).toHaveAttribute('placeholder', '50 123 4567');
    await phone.fill(account.phoneNumber);
    await field(page, text.password).fill(account.password);
    await page.getByRole('button', { name: text.registerSubmit, exact: true }).click();
    await expect(notification(page, text.registered)).toBeVisible();

    // Registration signs the new client in at once: nothing to type again. The code that confirms
    // her e-mail comes first, then her profile.
    await expect(notification(page, text.welcome(account.userName))).toBeVisible();
    await expect(page).toHaveURL(/\/VerifyEmail$/);
    await field(page, translate(locale, 'verifyEmail.code')).fill(await mailCodeFor(account.email));
    await page.getByRole('button', { name: translate(locale, 'verifyEmail.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/ClientProfile$/);
    await expect(page.getByRole('heading', { level: 1, name: text.myProfile })).toBeVisible();
    await expect(page.getByRole('main').getByText(account.email)).toBeVisible();

    // Edit profile: the e-mail and phone are shown there, and change on their own page with the
    // password, then the code sent to the new address.
    const edited = { email: `edited.${account.email}`, phoneNumber: `5${randomDigits(8)}` };
    await openAccountMenuItem(page, text, text.editProfile);
    await expect(page).toHaveURL(/\/EditProfile$/);
    await expect(field(page, text.email)).toHaveValue(account.email);
    await expect(field(page, text.email)).toHaveAttribute('readonly');
    await page.getByRole('link', { name: text.changeContact }).click();
    await expect(page).toHaveURL(/\/Account\/Contact$/);
    await field(page, text.email).fill(edited.email);
    await field(page, text.phone).fill(edited.phoneNumber);
    await field(page, text.currentPassword).fill(account.password);
    await page.getByRole('button', { name: text.contactSubmit }).click();
    await expect(notification(page, text.contactCodeSent)).toBeVisible();
    const contactCode = await mailCodeFor(edited.email);
    await expect(field(page, text.confirmationCode)).toHaveCSS('direction', 'ltr');
    await field(page, text.confirmationCode).fill(contactCode);
    await page.getByRole('button', { name: text.confirmContact }).click();
    await expect(notification(page, text.contactChanged)).toBeVisible();
    await expect(page).toHaveURL(/\/ClientProfile$/);
    const main = page.getByRole('main');
    await expect(main.getByText(edited.email)).toBeVisible();
    const shownPhone = `+971 ${edited.phoneNumber.slice(0, 2)} ${edited.phoneNumber.slice(2, 5)} ${edited.phoneNumber.slice(5)}`;
    await expect(main.getByText(shownPhone)).toBeVisible();

    // Change password.
    const changedPassword = `second-pass-${randomDigits(6)}`;
    await openAccountMenuItem(page, text, text.changePassword);
    await expect(page).toHaveURL(/\/ChangePassword$/);
    await field(page, text.currentPassword).fill(account.password);
    await field(page, text.newPassword).fill(changedPassword);
    await field(page, text.confirmPassword).fill(changedPassword);
    await page.getByRole('button', { name: text.changeSubmit }).click();
    await expect(notification(page, text.passwordChanged)).toBeVisible();
    await expect(page).toHaveURL(/\/ClientProfile$/);

    // Log out.
    await page.getByRole('banner').getByRole('button', { name: text.myAccount }).click();
    await page.getByRole('banner').getByRole('button', { name: text.logout }).click();
    await expect(notification(page, text.loggedOut)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: text.headerLogin })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Forgot password: step 1, the e-mail; step 2, the code from the e-mail and a new password.
    await page.getByRole('banner').getByRole('link', { name: text.headerLogin }).click();
    await page.getByRole('link', { name: text.forgotLink }).click();
    await expect(page).toHaveURL(/\/Forget-password$/);
    await field(page, text.email).fill(edited.email);
    await page.getByRole('button', { name: text.sendCode }).click();
    await expect(notification(page, text.codeSent)).toBeVisible();
    await expect(page.getByRole('main').getByText(edited.email)).toBeVisible();
    const code = await mailCodeFor(edited.email, contactCode);
    const resetPassword = `third-pass-${randomDigits(6)}`;
    await expect(field(page, text.code)).toHaveCSS('direction', 'ltr');
    await field(page, text.code).fill(code);
    await field(page, text.newPassword).fill(resetPassword);
    await field(page, text.confirmPassword).fill(resetPassword);
    await page.getByRole('button', { name: text.resetSubmit }).click();
    await expect(notification(page, text.passwordReset)).toBeVisible();
    await expect(page).toHaveURL(/\/Login$/);

    // The changed password is gone; the reset one works, with the e-mail as the login name.
    await logInThroughForm(page, text, account.userName, changedPassword);
    await expect(notification(page, text.wrongLogin)).toBeVisible();
    await logInThroughForm(page, text, edited.email, resetPassword);
    await expect(page).toHaveURL(/\/ClientProfile$/);
    await expect(page.getByRole('main').getByText(account.userName)).toBeVisible();
  });

  test('a visitor is sent to log in and comes back; a client sees 403 on an admin page', async ({ page }) => {
    const account = newAccount(locale);
    await registerThroughApi(page.request, account);

    await page.goto('/ChangePassword');
    await expect(page).toHaveURL(/\/Login\?next=%2FChangePassword$/);
    await expect(page.getByText(text.loginFirst)).toBeVisible();
    await logInThroughForm(page, text, account.userName, account.password);
    await expect(page).toHaveURL(/\/ChangePassword$/);
    await expect(field(page, text.currentPassword)).toBeVisible();

    await page.goto('/ClientsList');
    await expect(page).toHaveURL(/\/forbidden$/);
    await expect(page.getByRole('heading', { name: text.forbiddenTitle })).toBeVisible();
    await expect(page.getByText(text.forbiddenMessage)).toBeVisible();
    await page.goto('/admin/profile');
    await expect(page).toHaveURL(/\/forbidden$/);
  });
});

// The admin's side in English (the Arabic client list is in the RTL smoke and in backoffice.spec).
inLanguage('en', (text) => {
  const locale = 'en';

  test('the admin finds a client by phone and disables them, who then cannot log in', async ({ page, browser }) => {
    const account = newAccount(locale);
    await registerThroughApi(page.request, account);

    // Signing in through the form with a second step is access.spec's and staff-story.spec's (which lands on the dashboard).
    await signInAsAdmin(page);
    await page.goto('/Dashboard');
    await expect(page.getByRole('heading', { level: 1, name: text.dashboardTitle })).toBeVisible();
    await page.goto('/ClientsList');
    await expect(page.getByRole('heading', { level: 1, name: text.clientsTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: text.prev })).toBeVisible();
    await expect(page.getByRole('button', { name: text.next })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const search = page.getByRole('searchbox', { name: text.search });
    await search.fill('000000000');
    await page.getByRole('button', { name: text.searchSubmit }).click();
    await expect(page.getByText(text.noData)).toBeVisible();

    await search.fill(account.phoneNumber);
    await page.getByRole('button', { name: text.searchSubmit }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(account.userName);
    await expect(page.getByText(text.showingOne)).toBeVisible();
    await expect(page.getByRole('button', { name: text.prev })).toBeDisabled();
    await expect(page.getByRole('button', { name: text.next })).toBeDisabled();

    await rows.nth(1).getByRole('link', { name: text.view }).click();
    await expect(page).toHaveURL(/\/ClientDetails\/\d+$/);
    await expect(page.getByRole('main').getByText(account.email).first()).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: text.disable, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(account.userName);
    await dialog.getByRole('button', { name: text.disable, exact: true }).click();
    await expect(notification(page, text.clientDisabled)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByText(text.disabled, { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The client, in a browser of their own.
    const clientContext = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': text.acceptLanguage } });
    const clientPage = await clientContext.newPage();
    await useLanguage(clientPage, locale);
    await clientPage.goto('/Login');
    await logInThroughForm(clientPage, text, account.userName, account.password);
    await expect(notification(clientPage, text.accountDisabled)).toBeVisible();
    await expect(clientPage).toHaveURL(/\/Login$/);
    await clientContext.close();
  });
});
