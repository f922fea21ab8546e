import { CADETS, finishedChampionship } from './support/finished-championship';
import { expectNoViolations } from './support/championship';
import { expect, test } from './support/test';

// A championship fought to the end through the API: its event page shows every medallist by name
// and club and the clubs' tally, and the Achievements tab of /events lists it beside the tally of
// the years before the site ran championships.

test.skip(
  ({ isMobile }) => isMobile,
  'one championship is enough; the phone layout is looked at in screenshots, not asserted',
);

test('the event page and the Achievements tab show a finished championship’s medals', async ({
  page,
  request,
}) => {
  test.slow();
  const { eventId, title } = await finishedChampionship(request);

  await page.goto(`/events/${eventId}`);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText('Every division is decided.')).toBeVisible();
  const division = results.getByRole('article', { name: 'Cadet Male −45 kg' });
  for (const cadet of CADETS) await expect(division.getByText(cadet.fullName)).toBeVisible();
  await expect(division.getByText('Gold', { exact: true })).toHaveCount(1);
  await expect(division.getByText('Bronze', { exact: true })).toHaveCount(2);
  const tally = results.getByRole('table', {
    name: 'Medals won by each club in this championship',
  });
  const pune = tally.getByRole('row', { name: /^Pune/ });
  await expect(pune.getByRole('cell').last()).toHaveText('2');
  await expectNoViolations(page);

  await page.goto('/events?tab=achievements');
  const finished = page.getByRole('region', { name: 'Championship results' });
  await expect(finished.getByRole('heading', { name: title })).toBeVisible();
  await expect(
    finished.getByRole('table', { name: `Medals won by each club at ${title}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Medal Tally' })).toBeVisible();
  await expectNoViolations(page);
  console.log(`championship-results: ${eventId}`);
});
