import type { Page } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe';
import { newMember, registerMember, resetLinkMailedTo } from './support/accounts';
import { expect, test } from './support/test';

// The Marathi legal pages and member forms. Needs the Marathi build under /mr/:
// the legal pages' Marathi headings and contents, Back to Home within /mr/, and the forms'
// Marathi labels and client-side validation messages; the enroll → profile flow in Marathi.

const WIDTH = { desktop: 1280, mobile: 360 } as const;

const legalPages = [
  { path: '/mr/privacy-policy', heading: 'गोपनीयता निवेदन', section: 'आपले अधिकार' },
  { path: '/mr/terms-and-conditions', heading: 'अटी व शर्ती', section: 'लागू कायदा' },
  { path: '/mr/cookie-policy', heading: 'कुकी धोरण', section: 'आपले पर्याय' },
] as const;

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize({ width: isMobile ? WIDTH.mobile : WIDTH.desktop, height: 800 });
});

for (const { path, heading, section } of legalPages) {
  test(`${path}: Marathi text, table of contents, office hours, back home within /mr/`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/^शेवटचा बदल: /)).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'या पानावर' });
    await toc.getByRole('link', { name: section }).click();
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeInViewport();
    const hours = page.getByRole('region', { name: 'कार्यालयाच्या वेळा' });
    await expect(hours).toContainText('सकाळी 9:00 ते सायं. 6:00');
    await expect(page.getByRole('link', { name: 'मुख्य पानावर परत जा' })).toHaveAttribute(
      'href',
      /^\/mr\/?$/,
    );
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
  });
}

test('/mr/cookie-policy keeps the storage key names and describes them in Marathi', async ({
  page,
}) => {
  await page.goto('/mr/cookie-policy');
  const table = page.getByRole('table', {
    name: 'ही वेबसाइट आपल्या ब्राउझरमध्ये ठेवत असलेल्या सर्व गोष्टी',
  });
  await expect(table.getByRole('rowheader', { name: 'redirectAfterLogin' })).toBeVisible();
  await expect(table).toContainText('सेशन स्टोरेज');
  await expect(page.getByRole('link', { name: 'गोपनीयता निवेदनात' })).toHaveAttribute(
    'href',
    '/mr/privacy-policy',
  );
});

test.describe('Marathi forms', () => {
  test.skip(({ isMobile }) => isMobile, 'forms run at desktop width; the legal pages cover 360 px');

  test('/mr/register validates in Marathi and sends nothing', async ({ page }) => {
    await page.goto('/mr/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await page.getByRole('button', { name: 'खाते तयार करा', exact: true }).click();
    await expect(page.getByText('पूर्ण नाव आवश्यक आहे')).toBeVisible();
    await expect(page.getByText('ईमेल आवश्यक आहे')).toBeVisible();
    await expect(page.getByText('पासवर्ड आवश्यक आहे')).toBeVisible();
    await expect(page.getByText('कृपया अटी व शर्ती आणि गोपनीयता धोरण स्वीकारा')).toBeVisible();
    await page.getByLabel('पासवर्ड', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'खाते तयार करा', exact: true }).click();
    await expect(page.getByText('पासवर्ड किमान 6 अक्षरांचा असला पाहिजे')).toBeVisible();
    await expectNoViolations(page);
  });

  test('/mr/contact validates in Marathi', async ({ page }) => {
    await page.goto('/mr/contact');
    await page.getByLabel('संदेश', { exact: true }).fill('नमस्कार');
    await page.getByRole('button', { name: 'संदेश पाठवा' }).click();
    await expect(page.getByText('विषय आवश्यक आहे')).toBeVisible();
    await expect(page.getByText('संदेश किमान 10 अक्षरांचा असला पाहिजे')).toBeVisible();
  });

  // The server answers in English with a code (auth/email-taken); the Marathi page shows its text.
  test('/mr/register shows the server refusal of a taken email in Marathi', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, newMember('mr-taken'));
    await page.goto('/mr/register');
    await page.getByLabel('पूर्ण नाव').fill('इरा कुलकर्णी');
    await page.getByLabel('ईमेल').fill(member.email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill('Lotus-Block-9931');
    await page.getByLabel('पासवर्डची खात्री करा').fill('Lotus-Block-9931');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'खाते तयार करा', exact: true }).click();
    await expect(page.getByText('या ईमेलचे खाते आधीच अस्तित्वात आहे.').first()).toBeVisible();
    await expect(page.getByText(/already/i)).toHaveCount(0);
  });

  // The request names the page's language: the mail is Marathi and its link opens /mr/reset-password.
  test('forgot password from /mr: the mailed link opens the Marathi reset page, which works', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, newMember('mr-reset'));
    await page.goto('/mr/forgot-password');
    await page.getByLabel('ईमेल').fill(member.email);
    await page.getByRole('button', { name: 'लिंक पाठवा', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'आपला ईमेल तपासा' })).toBeVisible();

    const link = await resetLinkMailedTo(member.email);
    expect(new URL(link).pathname).toMatch(/^\/mr\/reset-password\/[A-Za-z0-9_-]+$/);
    await page.goto(new URL(link).pathname);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    const newPassword = 'Lotus-Block-9931';
    await page.getByLabel('नवीन पासवर्ड', { exact: true }).fill(newPassword);
    await page.getByLabel('नवीन पासवर्डची खात्री करा').fill(newPassword);
    await page.getByRole('button', { name: 'पासवर्ड बदला', exact: true }).click();
    await expect(page).toHaveURL('/mr/login', { timeout: 20_000 });
  });

  test('a member signs in, enrolls and finds the enrollment in the profile, all in Marathi', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, newMember('mr-enroll'));
    await page.goto('/mr/login');
    await page.getByLabel('ईमेल').fill(member.email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'लॉग इन करा', exact: true }).click();
    await expect(page.getByRole('button', { name: `खाते: ${member.name}` })).toBeVisible();

    await page.goto('/mr/enroll');
    await expect(page.getByLabel('राज्य')).toHaveValue('महाराष्ट्र');
    await page.getByRole('button', { name: 'प्रवेश अर्ज पाठवा' }).click();
    await expect(page.getByText('पूर्ण नाव आवश्यक आहे')).toBeVisible();
    await expect(page.getByText('जन्मतारीख आवश्यक आहे')).toBeVisible();
    await expect(page.getByText('कृपया लिंग निवडा')).toBeVisible();

    await page.getByLabel('पूर्ण नाव').fill('इरा कुलकर्णी');
    await page.getByLabel('ईमेल').fill(member.email);
    await page.getByLabel('फोन', { exact: true }).fill('98220 12345');
    await page.getByLabel('जन्मतारीख').fill('2014-06-15');
    await page.getByLabel('लिंग').selectOption('female');
    await page.getByLabel('पत्ता').fill('12 शिवाजीनगर, बस स्थानकाजवळ');
    await page.getByLabel('शहर').fill('पुणे');
    await page.getByLabel('पिनकोड').fill('411005');
    await page.getByLabel('आपत्कालीन संपर्क व्यक्तीचे नाव').fill('मीरा कुलकर्णी');
    await page.getByLabel('आपत्कालीन संपर्काचा फोन').fill('+91 98220 54321');
    await page.getByLabel('कार्यक्रम').selectOption('childrens');
    await page.getByLabel('आमच्याबद्दल आपल्याला कुठून कळले?').selectOption('friend');
    await page.getByLabel(/मी अटी व शर्ती मान्य करतो/).check();
    await page.getByRole('button', { name: 'प्रवेश अर्ज पाठवा' }).click();
    await expect(page.getByRole('heading', { name: 'प्रवेश अर्ज मिळाला' })).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/mr/profile');
    await page.getByRole('tab', { name: 'प्रवेश अर्ज' }).click();
    const table = page.getByRole('table', { name: 'आपले प्रवेश अर्ज' });
    await expect(table).toContainText('मुले (4-12)');
    await expect(table).toContainText('प्रलंबित');
  });
});
