import type { Page } from '@playwright/test';
import { adultAthlete, gradeToYellow, officeSession, tokenOf } from './support/certificates';
import { expect, test } from './support/test';

// The check with no signal: after one visit the service worker keeps /verify and its code, and the
// token in a QR code's address is checked on the device against the keys in the build.
test.use({ serviceWorkers: 'allow' });

async function untilControlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

test('a certificate is checked offline after one visit: signature good, status unknown', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const holder = await adultAthlete(request, 'offline');
  const office = await officeSession(request);
  const number = await gradeToYellow(request, office, holder);
  const token = await tokenOf(request, holder, number);

  await page.goto('/verify');
  await untilControlled(page);
  await context.setOffline(true);

  // What a phone's camera app opens from the QR code, with no network.
  await page.goto(`/verify/${number}#${token}`);
  const result = page.getByRole('region', { name: 'Genuine signature; status not checked' });
  await expect(result).toContainText('You are offline');
  await expect(result).toContainText(holder.athleteName);
  await expect(result).toContainText('Signature checked on this device.');

  // A changed token is refused offline too; a typed number needs the network.
  await page.goto(`/verify/${number}#${token.slice(0, -4)}AAAA`);
  await expect(page.getByRole('region', { name: 'Not genuine' })).toBeVisible();
  await page.goto(`/verify/${number}`);
  await expect(page.getByRole('region', { name: 'Needs a connection' })).toBeVisible();
});
