// A web build's shell and site facts as the page functions read them (functions/web-shell/), for
// unit tests. Tests only: excluded from the functions build.
import type { Event } from '../contracts/event';
import type { SiteFacts } from '../pages/site-facts';
import type { WebShell } from '../pages/web-shell';

/** app.html as Vite and prerender.mjs leave it: the head laid out over several lines. */
export const exampleAppHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Maharashtra Taekwondo Association</title>
    <meta
      name="description"
      content="The association's default description."
    />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def456.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export const exampleSiteFacts: SiteFacts = {
  origin: 'https://mta.example.org',
  siteName: 'Maharashtra Taekwondo Association',
  locale: 'en_IN',
  titleTemplate: '%s · Maharashtra Taekwondo Association',
  pages: [{ loc: 'https://mta.example.org/' }, { loc: 'https://mta.example.org/events' }],
  eventPage: {
    shareImage: '/og/event-detail.png',
    shareImageSize: { width: 1200, height: 630 },
    notFoundTitle: 'Event Not Found · Maharashtra Taekwondo Association',
    notFoundDescription: 'Event not found',
  },
};

export const exampleWebShell: WebShell = { appHtml: exampleAppHtml, facts: exampleSiteFacts };

export function exampleEvent(overrides: Partial<Event> = {}): Event {
  return {
    _id: 'state-championship',
    id: 'state-championship',
    title: 'Maharashtra State Championship',
    description: 'Sparring and **patterns** for every belt.',
    eventType: 'tournament',
    location: { city: 'Mumbai', state: 'Maharashtra', venueDetails: 'Indoor sports complex' },
    date: { startDate: '2026-12-05', endDate: '2026-12-06', startTime: '09:00', endTime: '18:00' },
    image: '/images/events/tournament.svg',
    ...overrides,
  };
}
