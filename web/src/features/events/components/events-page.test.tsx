import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventsPage } from '@/features/events/components/events-page';
import { mockApi, type MockAnswer } from '@/test/mock-api';
import { currentPath, renderRoute } from '@/test/render-route';

// 11:30 in India on 14 March 2026. Only Date is faked: the page's timers stay real.
const NOW = new Date('2026-03-14T06:00:00Z');

function apiEvent(id: string | undefined, title: string, startDate: string, more = {}) {
  return {
    ...(id ? { _id: id, id } : {}),
    title,
    description: `About ${title}.`,
    eventType: 'tournament',
    location: { city: 'Mumbai', state: 'Maharashtra' },
    date: { startDate },
    ...more,
  };
}

const seminar = apiEvent('nashik-seminar', 'Referee Seminar', '2026-03-20', {
  eventType: 'seminar',
  location: { city: 'Nashik', state: 'Maharashtra' },
});
const camp = apiEvent('pune-camp', 'Summer Training Camp', '2026-04-10', {
  eventType: 'training-camp',
  location: { city: 'Pune', state: 'Maharashtra' },
  image: '/images/events/training-camp.svg',
});
const open = apiEvent('poomsae-open', 'Poomsae Open', '2026-02-01');
const withoutId = apiEvent(undefined, 'Nameless Event', '2026-03-25');

const listAnswer = (data: unknown[]): MockAnswer => ({
  status: 200,
  body: { success: true, count: data.length, data },
});

function renderEvents(at = '/events') {
  return renderRoute(<EventsPage />, { path: '/events', at });
}

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('EventsPage', () => {
  it('shows a loading state, then every event with an id: upcoming first, then past', async () => {
    mockApi({ 'GET /events': listAnswer([open, camp, withoutId, seminar]) });
    renderEvents();
    expect(screen.getByText('Loading events…').closest('[role="status"]')).toBeInTheDocument();

    expect(await screen.findByText('Showing 3 events')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Referee Seminar', 'Summer Training Camp', 'Poomsae Open']);
    expect(selectedTab()).toHaveTextContent('All Events');

    const card = screen.getByRole('article', { name: 'Summer Training Camp' });
    expect(card).toHaveTextContent('Training Camp');
    expect(card).toHaveTextContent('10 April 2026');
    expect(card).toHaveTextContent('Pune, Maharashtra');
    expect(within(card).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/enroll');
    expect(within(card).getByRole('link', { name: 'Summer Training Camp' })).toHaveAttribute(
      'href',
      '/events/pune-camp',
    );
    const seminarCard = screen.getByRole('article', { name: 'Referee Seminar' });
    expect(seminarCard).toHaveTextContent('No image available');
  });

  it("fetches the first card's picture at once and first; the others load lazily", async () => {
    const openWithImage = { ...open, image: '/images/events/tournament.svg' };
    mockApi({ 'GET /events': listAnswer([openWithImage, camp]) });
    const { container } = renderEvents();
    await screen.findByText('Showing 2 events');
    const [first, second] = container.querySelectorAll('img.event-card__image');
    expect(first).toHaveAttribute('src', '/images/events/training-camp.svg');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('splits Upcoming and Past by the day in India, and a tab change is in the address', async () => {
    mockApi({ 'GET /events': listAnswer([open, camp, seminar]) });
    const { router, user } = renderEvents();
    await screen.findByText('Showing 3 events');

    await user.click(screen.getByRole('tab', { name: 'Upcoming Events' }));
    expect(currentPath(router)).toBe('/events?tab=upcoming');
    expect(cardTitles()).toEqual(['Referee Seminar', 'Summer Training Camp']);

    await user.click(screen.getByRole('tab', { name: 'Past Events' }));
    expect(currentPath(router)).toBe('/events?tab=past');
    expect(cardTitles()).toEqual(['Poomsae Open']);
  });

  it('opens a shared address with its tab and filters, the panel open', async () => {
    mockApi({ 'GET /events': listAnswer([open, camp, seminar]) });
    renderEvents('/events?tab=upcoming&location=pune&type=training-camp');
    expect(await screen.findByText('Showing 1 event')).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('Upcoming Events');
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('pune');
    expect(screen.getByRole('combobox', { name: 'Event Type' })).toHaveValue('training-camp');
    expect(cardTitles()).toEqual(['Summer Training Camp']);
  });

  it('filters as the visitor types and writes the filters to the address', async () => {
    mockApi({ 'GET /events': listAnswer([open, camp, seminar]) });
    const { router, user } = renderEvents();
    await screen.findByText('Showing 3 events');

    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'SEMINAR');
    expect(cardTitles()).toEqual(['Referee Seminar']);
    await waitFor(() => expect(currentPath(router)).toBe('/events?q=SEMINAR'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Date Range' }), 'nextMonth');
    expect(currentPath(router)).toBe('/events?q=SEMINAR&range=nextMonth');
    expect(screen.getByText('No events match your criteria')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filters.*2 active/ })).toBeInTheDocument();
  });

  it('resets every filter when the tab changes', async () => {
    mockApi({ 'GET /events': listAnswer([open, camp, seminar]) });
    const { router, user } = renderEvents('/events?q=camp&range=nextMonth');
    await screen.findByText('Showing 1 event');

    await user.click(screen.getByRole('tab', { name: 'Past Events' }));
    expect(currentPath(router)).toBe('/events?tab=past');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Date Range' })).toHaveValue('');
    expect(cardTitles()).toEqual(['Poomsae Open']);

    // Back returns to the filtered view the address still holds.
    await act(() => router.navigate(-1));
    expect(currentPath(router)).toBe('/events?q=camp&range=nextMonth');
    expect(selectedTab()).toHaveTextContent('All Events');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('camp');
    expect(cardTitles()).toEqual(['Summer Training Camp']);
  });

  it('with filters active, the empty state offers Clear Filters, which restores the list', async () => {
    mockApi({ 'GET /events': listAnswer([open, camp, seminar]) });
    const { router, user } = renderEvents('/events?tab=upcoming&location=goa');
    await screen.findByText('No events match your criteria');
    expect(screen.getByText('Try adjusting your search filters')).toBeInTheDocument();
    expect(screen.queryByText(/adding new events soon/)).not.toBeInTheDocument();

    const emptyState = screen.getByText('No events match your criteria').parentElement;
    if (!emptyState) throw new Error('no empty state');
    await user.click(within(emptyState).getByRole('button', { name: 'Clear Filters' }));
    expect(currentPath(router)).toBe('/events?tab=upcoming');
    expect(cardTitles()).toEqual(['Referee Seminar', 'Summer Training Camp']);
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('without filters, the empty state says new events are coming', async () => {
    mockApi({ 'GET /events': listAnswer([open]) });
    renderEvents('/events?tab=upcoming');
    await screen.findByText('No events match your criteria');
    expect(
      screen.getByText("We'll be adding new events soon. Check back later!"),
    ).toBeInTheDocument();
    expect(screen.queryByText('Try adjusting your search filters')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('shows the sample events under a notice when the call fails, and tries again on request', async () => {
    mockApi({ 'GET /events': { status: 503, body: { success: false, message: 'Unavailable' } } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderEvents();
    const notice = await screen.findByText(/could not load the events calendar/);
    expect(cardTitles()).toEqual([
      'Maharashtra State Championship',
      'Summer Training Camp',
      'Black Belt Testing',
    ]);

    mockApi({ 'GET /events': listAnswer([camp]) });
    const retry = notice.parentElement?.querySelector('button');
    if (!retry) throw new Error('no retry button');
    await user.click(retry);
    expect(await screen.findByText('Showing 1 event')).toBeInTheDocument();
    expect(screen.queryByText(/could not load the events calendar/)).not.toBeInTheDocument();
  });

  it('opens the event modal with the en-IN long date, and gives focus back on close', async () => {
    mockApi({ 'GET /events': listAnswer([camp]) });
    const { user } = renderEvents();
    await screen.findByText('Showing 1 event');
    const viewDetails = screen.getByRole('button', { name: 'View Details' });
    await user.click(viewDetails);

    // The modal is a lazily loaded chunk: allow for a busy test machine.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Summer Training Camp' },
      { timeout: 5_000 },
    );
    expect(dialog).toHaveTextContent('10 April 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(viewDetails).toHaveFocus();
  });

  it('shows the achievements, the stats and the medal tally with its chart', async () => {
    mockApi({ 'GET /events': listAnswer([]) });
    renderEvents('/events?tab=achievements');
    const panel = await screen.findByRole('tabpanel', { name: 'Achievements' });
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    expect(panel).toHaveTextContent('150+');
    expect(panel).toHaveTextContent('Championships');

    const table = within(panel).getByRole('table', { name: /2019 to 2023/ });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Year',
      'Gold',
      'Silver',
      'Bronze',
      'Total',
    ]);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    const row2023 = within(table).getByRole('row', { name: /2023/ });
    expect(within(row2023).getByRole('rowheader')).toHaveAttribute('scope', 'row');
    expect(row2023).toHaveTextContent(/2023\s*12\s*8\s*15\s*35/);

    expect(
      within(panel).getByRole('img', { name: /Total medals by year: 2023, 35; 2022, 30/ }),
    ).toBeInTheDocument();
  });

  it('links the calendar feed and Contact For Details', async () => {
    mockApi({ 'GET /events': listAnswer([]) });
    renderEvents();
    const subscribe = screen.getByRole('link', { name: 'Subscribe to the calendar' });
    expect(subscribe).toHaveAttribute('href', `webcal://${window.location.host}/api/events.ics`);
    expect(
      screen.getByRole('link', { name: `${window.location.origin}/api/events.ics` }),
    ).toHaveAttribute('href', `${window.location.origin}/api/events.ics`);
    expect(screen.getByRole('link', { name: 'Contact For Details' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
