import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpcomingEventsSection } from '@/features/home/components/upcoming-events-section';
import { upcomingEventsContent } from '@/features/home/content/upcoming-events';
import { type MockAnswer, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const UPCOMING = 'GET /events/upcoming?limit=6';

const listAnswer = (data: unknown[]): MockAnswer => ({
  status: 200,
  body: { success: true, count: data.length, data },
});

const apiEvent = (id: string, title: string, startDate: string, endDate?: string) => ({
  _id: id,
  id,
  title,
  description: `About ${title}`,
  eventType: 'seminar',
  location: { city: 'Kolhapur', state: 'Maharashtra' },
  date: endDate ? { startDate, endDate } : { startDate },
  image: '/images/events/seminar.svg',
});

function renderSection() {
  return renderRoute(<UpcomingEventsSection content={upcomingEventsContent} />);
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('UpcomingEventsSection', () => {
  // Lazy chunks imported once up front, so the slow first transform is not part of a wait.
  beforeAll(async () => {
    await Promise.all([
      import('@/features/home/api/upcoming-events-api'),
      import('@/components/event-detail/event-detail-modal'),
    ]);
  });

  beforeEach(() => {
    // A fixed clock for the samples' dates: 10:00 in Mumbai on 5 March 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-05T04:30:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a loading state, then at most three events from the API with MMMM d, yyyy dates', async () => {
    mockApi({
      [UPCOMING]: listAnswer([
        apiEvent('a', 'Referee Seminar', '2026-03-20'),
        apiEvent('b', 'Poomsae Open', '2026-04-11', '2026-04-12'),
        apiEvent('c', 'Colour Belt Grading', '2026-05-02'),
        apiEvent('d', 'Members Meet', '2026-06-01'),
      ]),
    });
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent(upcomingEventsContent.loading);

    expect(await screen.findByRole('heading', { name: 'Referee Seminar' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Referee Seminar', 'Poomsae Open', 'Colour Belt Grading']);
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveTextContent('March 20, 2026');
    expect(first).toHaveTextContent('Kolhapur, Maharashtra');
    expect(first).toHaveTextContent('Seminar');
    expect(second).toHaveTextContent('April 11 – 12, 2026');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('falls back to the three sample events, one to three months ahead, when the call fails', async () => {
    mockApi({ [UPCOMING]: { status: 500, body: { success: false, message: 'Server error' } } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSection();

    expect(
      await screen.findByRole('heading', { name: 'Maharashtra State Championship' }),
    ).toBeInTheDocument();
    expect(cardTitles()).toEqual([
      'Maharashtra State Championship',
      'Summer Training Camp',
      'Black Belt Testing',
    ]);
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toHaveTextContent('April 5 – 6, 2026');
    expect(cards[0]).toHaveTextContent('Mumbai, Maharashtra');
    expect(cards[1]).toHaveTextContent('May 5 – 9, 2026');
    expect(cards[1]).toHaveTextContent('Pune, Maharashtra');
    expect(cards[2]).toHaveTextContent('June 5, 2026');
    expect(cards[2]).toHaveTextContent('Nagpur, Maharashtra');
  });

  it('falls back to the samples when the API has no upcoming events', async () => {
    mockApi({ [UPCOMING]: listAnswer([]) });
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Black Belt Testing' })).toBeInTheDocument();
  });

  it('falls back to the samples when the answer is not a list of events', async () => {
    mockApi({ [UPCOMING]: { status: 200, body: { success: true, events: [] } } });
    renderSection();
    expect(
      await screen.findByRole('heading', { name: 'Summer Training Camp' }),
    ).toBeInTheDocument();
  });

  it('says nothing is upcoming when none of the server’s events can be shown', async () => {
    mockApi({ [UPCOMING]: listAnswer([{ title: 'No id, no date' }]) });
    renderSection();
    expect(await screen.findByText(upcomingEventsContent.empty)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('opens the event detail dialog from View Details', async () => {
    mockApi({ [UPCOMING]: listAnswer([apiEvent('a', 'Referee Seminar', '2026-03-20')]) });
    const { user } = renderSection();
    await user.click(
      await screen.findByRole('button', { name: 'View Details for Referee Seminar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Referee Seminar/ });
    expect(dialog).toHaveTextContent('About Referee Seminar');
  });
});
