import { mkdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import type { Page } from '@playwright/test';
import { signInThroughUi } from './support/accounts';
import { axeViolations, describeViolations } from './support/axe';
import { adultAthlete, gradeToYellow, officeSession, tokenOf } from './support/certificates';
import { expect, test } from './support/test';

// Ranks, gradings and certificates through the real stack: the office grades on a phone, a
// stranger checks the certificate by number and by a photo of its QR code, the office revokes it,
// the family sees the rank and the membership card, and the Marathi certificate is printed.

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const todayInIndia = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

test.describe('the office at the venue', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('runs a grading on a 360 px phone: creates it, adds a candidate, records a pass, issues the certificate', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone-sized run is the one that matters');
    test.slow();
    const holder = await adultAthlete(request, 'grading');
    const office = await officeSession(request);
    await signInThroughUi(page, office);
    await expect(page.locator('html')).toHaveAttribute('data-session', 'signed-in');

    await page.goto('/admin');
    await page.getByRole('link', { name: 'Gradings', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gradings' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByLabel('Date').fill(todayInIndia());
    await page.getByLabel('City').fill('Pune');
    await page.getByLabel('Venue').fill('Balewadi Sports Complex');
    await page.getByLabel('Examiners').fill('Master Kulkarni\nMaster Shaikh');
    await page.getByRole('button', { name: 'Create grading' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Grading' })).toBeVisible();
    await expect(page.getByText('Examiners: Master Kulkarni, Master Shaikh')).toBeVisible();
    await page.getByLabel('Name or membership number').fill(holder.athleteName);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Add ${holder.athleteName}` }).click();
    const candidate = page.getByRole('group', { name: holder.athleteName });
    await expect(candidate.getByRole('radio', { name: 'Pass' })).toBeChecked();
    // The rule offers at most two belts up from white at one grading.
    const rank = candidate.getByRole('combobox', { name: 'Rank examined for' });
    await expect(rank.locator('option')).toHaveText(['Yellow belt', 'Yellow-green belt']);
    await expectNoViolations(page);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // Kept with the test's output, to be looked at.
    await page.screenshot({ path: testInfo.outputPath('grading-360.png'), fullPage: true });
    await page.getByRole('button', { name: 'Record 1 result and issue its certificate' }).click();
    await expect(page.getByText('1 certificate issued.')).toBeVisible();
    const link = page.getByRole('link', { name: /^Certificate MTA-C-\d{4}-\d{6}$/ });
    await expect(link).toBeVisible();
    await link.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Certificate of Rank' }),
    ).toBeVisible();
    await expect(page.getByText(holder.athleteName)).toBeVisible();
    await expect(page.getByText('Yellow belt')).toBeVisible();
    await expectNoViolations(page);
  });
});

test('a stranger checks a certificate by number and by a photo of its QR code; revoked, it says so', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const holder = await adultAthlete(request, 'holder');
  const office = await officeSession(request);
  const number = await gradeToYellow(request, office, holder);
  expect(number).toMatch(/^MTA-C-\d{4}-\d{6}$/);

  // By number, from the footer's link.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Check a certificate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check a certificate' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('Certificate number').fill('MTA-C-12');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Type the number as it is printed')).toBeVisible();
  await page.getByLabel('Certificate number').fill(number.toLowerCase());
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${number}$`));
  const result = page.getByRole('region', { name: 'Genuine and valid' });
  await expect(result).toContainText('Found in the association’s register.');
  await expect(result).toContainText(holder.athleteName);
  await expect(result).toContainText('Yellow belt');
  await expect(result).not.toContainText('1995');
  await expectNoViolations(page);

  // A number never issued.
  await page.goto('/verify/MTA-C-2020-000000');
  await expect(page.getByRole('region', { name: 'No such certificate' })).toBeVisible();

  // By a photo of the QR code, made here as a PNG the way a phone would save it.
  const token = await tokenOf(request, holder, number);
  const png = await QRCode.toBuffer(`https://mahataekwondo.example.org/verify/${number}#${token}`, {
    width: 480,
    margin: 4,
  });
  await page.goto('/verify');
  await page.getByLabel('Upload a photo of the QR code').setInputFiles({
    name: 'certificate-qr.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page).toHaveURL(new RegExp(`/verify/${number}#`));
  const genuine = page.getByRole('region', { name: 'Genuine and valid' });
  await expect(genuine).toContainText('Signature checked on this device.');
  await expect(genuine).toContainText('Found in the association’s register.');

  // A picture without a code, and a forged token.
  await page.goto('/verify');
  await page.getByLabel('Upload a photo of the QR code').setInputFiles({
    name: 'blank.png',
    mimeType: 'image/png',
    buffer: blankPng(),
  });
  await expect(page.getByRole('region', { name: 'Could not read a QR code' })).toBeVisible();
  const [header, payload, signature] = token.split('.');
  const forged = Buffer.from(
    JSON.stringify({
      ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
      r: 'black',
    }),
  ).toString('base64url');
  await page.goto(`/verify/${number}#${header}.${forged}.${signature}`);
  await expect(page.getByRole('region', { name: 'Not genuine' })).toBeVisible();
  await expectNoViolations(page);

  // Revoked by the office with a reason: the check says so (desktop run only; one revocation).
  if (testInfo.project.name !== 'desktop') return;
  const revoked = await request.post(`/api/admin/certificates/${number}/revoke`, {
    headers: { Authorization: `Bearer ${office.token}` },
    data: { reason: 'Issued to the wrong athlete' },
  });
  expect(revoked.ok(), await revoked.text()).toBe(true);
  await page.goto(`/verify/${number}#${token}`);
  const withdrawn = page.getByRole('region', { name: 'Genuine, but revoked' });
  await expect(withdrawn).toContainText('Issued to the wrong athlete');
});

/** A 64×64 white PNG: a photo with no code in it. */
function blankPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(64, 0);
  header.writeUInt32BE(64, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc(64 * 65, 255);
  for (let row = 0; row < 64; row++) rows[row * 65] = 0; // filter byte of each row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the family sees the rank timeline and the membership card; the office revokes by screen', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'account screens at desktop width');
  test.slow();
  const holder = await adultAthlete(request, 'family');
  const office = await officeSession(request);
  const number = await gradeToYellow(request, office, holder);

  await signInThroughUi(page, holder);
  await expect(page.locator('html')).toHaveAttribute('data-session', 'signed-in');
  await page.goto('/profile?tab=ranks');
  const timeline = page.getByRole('list', { name: `Ranks of ${holder.athleteName}` });
  // Three reads (athletes, certificates, then each one's ranks) on a stack busy with other tests:
  // a ceiling for a hang, not an expectation of speed.
  await expect(timeline).toContainText('Yellow belt', { timeout: 30_000 });
  await expect(timeline).toContainText('Grading');
  await expect(
    timeline.getByRole('link', { name: `Certificate ${number}`, exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Get the membership card' }).click();
  const card = page.getByRole('article', { name: `Membership card: ${holder.athleteName}` });
  await expect(card).toContainText(/MTA-\d{4}-\d{5}/);
  await expect(
    card.getByRole('img', { name: 'QR code to check this certificate' }).locator('svg'),
  ).toBeVisible();
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('profile-ranks.png'), fullPage: true });
  // The card as a member holds it up at a venue: nothing wider than the phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('profile-card-360.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The office revokes the rank certificate from its screen, with a reason.
  // Another person's browser; its page.goto waits for the app like the test's own page does.
  const context = await browser.newContext();
  const officePage = await context.newPage();
  const goto = officePage.goto.bind(officePage);
  officePage.goto = async (url, options) => {
    const response = await goto(url, options);
    await officePage.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    return response;
  };
  await signInThroughUi(officePage, office);
  await expect(officePage.locator('html')).toHaveAttribute('data-session', 'signed-in');
  await officePage.goto('/admin/ranks');
  await officePage.getByLabel('Name or membership number').fill(holder.athleteName);
  await officePage.getByRole('button', { name: 'Search' }).click();
  await officePage.getByRole('button', { name: `Show the ranks of ${holder.athleteName}` }).click();
  await expect(
    officePage.getByRole('heading', { name: `Ranks of ${holder.athleteName}` }),
  ).toBeVisible();
  await expect(officePage.getByRole('link', { name: `Certificate ${number}` })).toBeVisible();
  await expectNoViolations(officePage);
  await officePage.screenshot({ path: testInfo.outputPath('admin-ranks.png'), fullPage: true });
  await officePage.getByLabel('Certificate number').fill(number);
  await officePage.getByLabel('Reason', { exact: true }).last().fill('Issued to the wrong athlete');
  await officePage.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(officePage.getByText(`Certificate ${number} revoked.`)).toBeVisible();
  await context.close();

  await page.goto(`/verify/${number}`);
  await expect(page.getByRole('region', { name: 'Genuine, but revoked' })).toBeVisible();
});

test('the printed certificate in Marathi: an A4 page with the shaped Devanagari, looked at', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one print is enough');
  const holder = await adultAthlete(request, 'print');
  const office = await officeSession(request);
  const number = await gradeToYellow(request, office, holder);
  const token = await tokenOf(request, holder, number);

  await page.goto(`/mr/certificates/${number}#${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'रँक प्रमाणपत्र' })).toBeVisible();
  await expect(page.getByText('पिवळा बेल्ट')).toBeVisible();
  await expect(page.locator('.certificate-sheet__qr-code svg')).toBeVisible();
  await expectNoViolations(page);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await expect(page.getByRole('contentinfo')).toBeHidden();
  const dir = testInfo.outputPath('');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: testInfo.outputPath('certificate-mr-print.png'), fullPage: true });
  await page.pdf({
    path: testInfo.outputPath('certificate-mr.pdf'),
    format: 'A4',
    printBackground: true,
  });
  // One sheet: the header, the footer and the buttons are not printed.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(1123 + 2);
});
