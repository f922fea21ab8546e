import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSidewaysScroll, expectNoViolations } from './support/page-checks';

// The Programs page: chips, the three kinds of modal, FAQ, testimonials,
// and axe at 1280 px (desktop project) and 360 px (mobile project), with and without a modal open.

const WIDTH = { desktop: 1280, mobile: 360 } as const;

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize({ width: isMobile ? WIDTH.mobile : WIDTH.desktop, height: 800 });
  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Programs' })).toBeVisible();
});

const programsRegion = (page: Page) => page.getByRole('region', { name: 'Find Your Program' });
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Show programs' }).getByRole('button', { name, exact: true });

const focusIsIn = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/**
 * Opens a modal with its button and checks what every modal of the page must do: focus moves
 * inside, Tab never reaches the page behind, Escape closes it and focus returns to the button.
 */
async function checkModal(
  page: Page,
  opener: Locator,
  name: string,
  inside: (dialog: Locator) => Promise<void>,
  { tabThrough = true } = {},
) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIsIn(dialog)).toBe(true);
  await inside(dialog);

  // The page behind is inert: however far Tab goes, focus is in the dialog or, for the moment
  // the browser's own UI would have it, on no element of the page.
  const stops = tabThrough ? await dialog.locator('a[href], button').count() : 0;
  for (let press = 0; tabThrough && press <= stops; press += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'nowhere';
      return active.closest('dialog[open]') ? 'dialog' : 'page';
    });
    expect(where).not.toBe('page');
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('the hero links to the program list and to the contact page', async ({ page }) => {
  const hero = page.getByRole('region', { name: 'Our Programs' });
  await expect(hero.getByRole('link', { name: 'View Programs' })).toHaveAttribute(
    'href',
    '#programs',
  );
  await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await hero.getByRole('link', { name: 'View Programs' }).click();
  await expect(page).toHaveURL(/\/programs#programs$/);
  await expect(programsRegion(page).getByRole('heading', { level: 2 })).toBeInViewport();
});

test('chips switch between the grid and one featured card', async ({ page }) => {
  const region = programsRegion(page);
  await expect(chip(page, 'All Programs')).toHaveAttribute('aria-pressed', 'true');
  await expect(region.getByRole('article')).toHaveCount(6);

  await chip(page, 'Competition Team').click();
  await expect(chip(page, 'Competition Team')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, 'All Programs')).toHaveAttribute('aria-pressed', 'false');
  await expect(region.getByRole('article')).toHaveCount(1);
  await expect(region.getByRole('article')).toHaveClass(/program-card--featured/);
  await expect(region.getByRole('heading', { level: 3, name: 'Competition Team' })).toBeVisible();
  // The featured card also shows the class times.
  await expect(region.getByRole('article').getByText('Sun', { exact: true })).toBeVisible();

  await chip(page, 'Teens Program').click();
  await expect(region.getByRole('heading', { level: 3, name: 'Teens Program' })).toBeVisible();
  await expect(region.getByRole('article')).toHaveCount(1);

  await chip(page, 'All Programs').click();
  await expect(region.getByRole('article')).toHaveCount(6);
  await expect(
    region.getByRole('link', { name: "Enroll Now in Children's Program" }),
  ).toHaveAttribute('href', '/enroll');
  await expectNoSidewaysScroll(page);
});

test('Learn More opens the detail of each of the six programs', async ({ page }) => {
  test.slow(); // six modals, one after the other
  const variants: [string, string][] = [
    ["Children's Program", 'Instructors'],
    ['Teens Program', 'Focus areas'],
    ['Adults Program', 'Classes'],
    ['Competition Team', 'Competitions'],
    ['Black Belt Program', 'Mentorship'],
    ['Instructor Training', 'Certification'],
  ];
  for (const [index, [title, ownHeading]] of variants.entries()) {
    const opener = programsRegion(page).getByRole('button', { name: `Learn More about ${title}` });
    const inside = async (dialog: Locator) => {
      await expect(dialog.getByRole('heading', { name: ownHeading })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Questions? Contact us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(dialog.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
        'href',
        '/enroll',
      );
    };
    // Tab is walked through the first one; the six share the same Modal.
    await checkModal(page, opener, title, inside, { tabThrough: index === 0 });
  }
});

test('an exam card opens its details with date, place, requirements and a link to /contact', async ({
  page,
}) => {
  const exams = page.getByRole('region', { name: 'Belt Examination and Promotion' });
  await expect(exams.getByRole('article')).toHaveCount(4);
  await checkModal(
    page,
    exams.getByRole('button', { name: 'View Details of Black Belt Examination' }),
    'Black Belt Examination',
    async (dialog) => {
      await expect(dialog.getByText('18 May 2025')).toBeVisible();
      await expect(dialog.getByText('MTA Training Hall, Dadar West, Mumbai')).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Requirements' })).toBeVisible();
      await expect(
        dialog.getByRole('link', { name: 'Register through the office' }),
      ).toHaveAttribute('href', '/contact');
    },
  );
  await checkModal(
    page,
    exams.getByRole('button', { name: 'View Details of Summer Belt Promotion Ceremony' }),
    'Summer Belt Promotion Ceremony',
    async (dialog) => {
      await expect(dialog.getByText('15 June 2025')).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Confirm attendance' })).toHaveAttribute(
        'href',
        '/contact',
      );
    },
  );
});

test('View All Testimonials lists all five in a modal', async ({ page }) => {
  const section = page.getByRole('region', { name: 'What Our Students Say' });
  await checkModal(
    page,
    section.getByRole('button', { name: 'View All Testimonials' }),
    'All Testimonials',
    async (dialog) => {
      await expect(dialog.getByRole('listitem')).toHaveCount(5);
      await expect(dialog.getByText('Meera Shinde')).toBeVisible();
    },
  );
});

test('testimonial dots move the carousel', async ({ page, isMobile }) => {
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  const slide = (n: number) => carousel.getByRole('group', { name: `${n} of 5` });
  await carousel.scrollIntoViewIfNeeded();

  await carousel.getByRole('button', { name: 'Go to slide 4' }).click();
  await expect(carousel.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(slide(4)).toBeVisible();
  await expect(slide(4)).toContainText('Vikram Jadhav');
  // 3 per view from 768 px: slides 4, 5 and (wrapping) 1; one per view on a phone.
  if (isMobile) await expect(slide(5)).toBeHidden();
  else await expect(slide(1)).toBeVisible();
  await expect(slide(2)).toBeHidden();

  await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(slide(2)).toBeVisible();
  await expect(slide(2)).toContainText('Rohan Patil');
  // Slides 2, 3 and 4 from 768 px; slide 2 alone on a phone.
  await expect(slide(isMobile ? 4 : 5)).toBeHidden();
  await expect(slide(1)).toBeHidden();
});

test('FAQ questions expand and collapse', async ({ page }) => {
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const question = faq.getByRole('button', { name: 'At what age can my child start Taekwondo?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText('Children can start at age 5.', { exact: false })).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText('Children can start at age 5.', { exact: false })).toBeVisible();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('button', { expanded: false })).toHaveCount(5);
});

test('the closing call to action leads to /enroll and /contact', async ({ page }) => {
  const cta = page.getByRole('region', { name: 'Ready to Begin Your Journey?' });
  await expect(cta.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/enroll');
  await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});

test.describe('accessibility', () => {
  // axe over a long page is slow on a busy 2-core machine.
  test.slow();

  test('axe finds nothing on the page, and it never scrolls sideways', async ({ page }) => {
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
    await chip(page, 'Black Belt Program').click();
    await expect(programsRegion(page).getByRole('article')).toHaveCount(1);
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
  });

  for (const [label, open, name] of [
    [
      'a Learn More modal',
      (page: Page) =>
        programsRegion(page).getByRole('button', { name: 'Learn More about Adults Program' }),
      'Adults Program',
    ],
    [
      'an exam modal',
      (page: Page) => page.getByRole('button', { name: 'View Details of Winter Belt Examination' }),
      'Winter Belt Examination',
    ],
    [
      'the testimonials modal',
      (page: Page) => page.getByRole('button', { name: 'View All Testimonials' }),
      'All Testimonials',
    ],
  ] as const) {
    test(`axe finds nothing with ${label} open`, async ({ page }) => {
      await open(page).click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);
    });
  }
});
