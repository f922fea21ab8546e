import type { Locator, Page } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe';
import { expect, test } from './support/test';

// The chat assistant. Replies come after a random 500-1500 ms, so every step
// waits for what it needs to see, never for a fixed time.

const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Taekwondo Assistant' });
const suggestions = (chat: Locator) => chat.getByRole('group', { name: 'Suggested questions' });
const messages = (chat: Locator) => chat.getByRole('log').locator('p');

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const chat = chatDialog(page);
  await expect(chat).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close chat' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return chat;
}

async function ask(chat: Locator, question: string) {
  await chat.getByRole('textbox', { name: 'Your question' }).fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the panel is loaded on the first open only, with its header and welcome', async ({
  page,
}) => {
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/chat-panel-[^/]*\.js$/.test(request.url())) chatRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(chatRequests).toEqual([]);

  const chat = await openChat(page);
  expect(chatRequests).toHaveLength(1);
  await expect(chat.getByText('Online 24/7')).toBeVisible();
  await expect(messages(chat)).toHaveCount(1);
  await expect(chat.getByRole('textbox', { name: 'Your question' })).toHaveAttribute(
    'placeholder',
    'Ask about taekwondo...',
  );
  await expect(chat.getByRole('textbox', { name: 'Your question' })).toBeFocused();
});

test('each chip gets an answer with its key fact, and the chips come back after it', async ({
  page,
}) => {
  test.slow(); // eight replies of up to 1.5 s, plus 0.5 s each before the chips return
  await page.goto('/');
  const chat = await openChat(page);
  const chips: [string, string][] = [
    ['Class schedule', 'Mon and Wed 4:00-5:00 PM'],
    ['Membership fees', '₹2000 per month'],
    ['Benefits of taekwondo', 'self-defence'],
    ['Belt progression', 'Red Black, and Black'],
    ['Trial classes', 'trial class'],
    ['Instructor qualifications', '50+ certified instructors'],
    ['Equipment needed', '₹6000-8000'],
    ['Upcoming events', 'Events page'],
  ];
  for (const [index, [chip, fact]] of chips.entries()) {
    const userMessage = messages(chat).nth(1 + index * 2);
    // A click that lands while the answer above scrolls into view misses its chip; the chip stays
    // (a chosen chip hides at once, so a second click can never send twice).
    await expect(async () => {
      await suggestions(chat).getByRole('button', { name: chip }).click({ timeout: 5_000 });
      await expect(userMessage).toHaveText(chip, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(messages(chat).nth(2 + index * 2)).toContainText(fact);
    await expect(suggestions(chat)).toBeVisible();
  }
  await expect(chat.getByRole('link', { name: 'Events page' })).toHaveAttribute('href', '/events');
  await expect(messages(chat)).toHaveCount(17);
});

test('blank input is ignored, typed questions are answered, misspelt or not', async ({ page }) => {
  await page.goto('/');
  const chat = await openChat(page);
  await ask(chat, '   ');
  await chat.getByRole('textbox', { name: 'Your question' }).press('Enter');
  await ask(chat, 'fees kitna?');
  await expect(messages(chat).nth(2)).toContainText('₹3000 per month');
  // Had the blank input counted, it would sit between the welcome and the question.
  await expect(messages(chat)).toHaveCount(3);
  await expect(messages(chat).nth(1)).toHaveText('fees kitna?');

  await expect(suggestions(chat)).toBeVisible();
  await ask(chat, 'class shedule');
  await expect(messages(chat).nth(4)).toContainText('Tue and Thu 5:30-6:30 PM');
});

test('closing resets the conversation to the welcome; Escape closes and returns focus', async ({
  page,
}) => {
  await page.goto('/');
  let chat = await openChat(page);
  await ask(chat, 'Upcoming events');
  await expect(messages(chat).nth(2)).toContainText('Events page');

  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();
  // The hidden panel stays in the page; its log goes back to the welcome 300 ms after closing.
  await expect(page.getByRole('log', { includeHidden: true }).locator('p')).toHaveCount(1);

  chat = await openChat(page);
  await expect(messages(chat)).toHaveCount(1);
  await expect(suggestions(chat)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused();
});

test('a link in an answer opens its page and closes the chat', async ({ page }) => {
  await page.goto('/');
  const chat = await openChat(page);
  await suggestions(chat).getByRole('button', { name: 'Upcoming events' }).click();
  await chat.getByRole('link', { name: 'Events page' }).click();
  await expect(page).toHaveURL('/events');
  await expect(chat).toBeHidden();
});

for (const width of [1280, 360]) {
  test(`axe finds nothing with the chat open at ${width} px, and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 760 });
    for (const path of ['/', '/programs']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const chat = await openChat(page);
      await suggestions(chat).getByRole('button', { name: 'Trial classes' }).click();
      await expect(chat.getByRole('link', { name: 'Enroll online' })).toBeVisible();
      await expect(suggestions(chat)).toBeVisible();

      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);
      const box = await chat.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    }
  });
}

test('the chat toggle and the floating scroll-to-top button do not overlap', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/privacy-policy');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const scrollTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(scrollTop).toBeVisible();
  const a = await scrollTop.boundingBox();
  const b = await page.getByRole('button', { name: 'Open chat' }).boundingBox();
  if (!a || !b) throw new Error('no layout');
  expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y).toBe(true);
});
