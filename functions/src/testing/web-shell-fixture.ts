// A web build's shell and site facts as the page functions read them (functions/web-shell/), for
// unit tests. Tests only: excluded from the functions build.
import type { Event } from '../contracts/event';
import { ENGLISH_MONTHS } from '../contracts/long-date-text';
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
  pathPrefix: '',
  editions: [
    { hreflang: 'en-IN', ogLocale: 'en_IN', pathPrefix: '' },
    { hreflang: 'mr-IN', ogLocale: 'mr_IN', pathPrefix: '/mr' },
  ],
  months: [...ENGLISH_MONTHS],
  pages: [{ loc: 'https://mta.example.org/' }, { loc: 'https://mta.example.org/events' }],
  eventPage: {
    shareImage: '/og/event-detail.png',
    shareImageSize: { width: 1200, height: 630 },
    notFoundTitle: 'Event Not Found · Maharashtra Taekwondo Association',
    notFoundDescription: 'Event not found',
  },
};

export const exampleWebShell: WebShell = { appHtml: exampleAppHtml, facts: exampleSiteFacts };

/** The Marathi edition's facts, as its build writes them (web-shell/mr/site.json). */
export const exampleMarathiSiteFacts: SiteFacts = {
  ...exampleSiteFacts,
  siteName: 'महाराष्ट्र तायक्वांदो असोसिएशन',
  locale: 'mr_IN',
  titleTemplate: '%s · महाराष्ट्र तायक्वांदो असोसिएशन',
  pathPrefix: '/mr',
  months: [
    'जानेवारी',
    'फेब्रुवारी',
    'मार्च',
    'एप्रिल',
    'मे',
    'जून',
    'जुलै',
    'ऑगस्ट',
    'सप्टेंबर',
    'ऑक्टोबर',
    'नोव्हेंबर',
    'डिसेंबर',
  ],
  eventPage: {
    ...exampleSiteFacts.eventPage,
    notFoundTitle: 'कार्यक्रम सापडला नाही · महाराष्ट्र तायक्वांदो असोसिएशन',
    notFoundDescription: 'आपण शोधत असलेला कार्यक्रम सापडला नाही',
  },
};

export const exampleMarathiWebShell: WebShell = {
  appHtml: exampleAppHtml
    .replace('<html lang="en">', '<html lang="mr">')
    .replace(/\/assets\//g, '/mr/assets/'),
  facts: exampleMarathiSiteFacts,
};

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

/** What a stand-in for the server entry's renderPage answers: `html`, and a head of its own. */
export function renderedPage(html: string, path = '/') {
  return {
    html,
    title: `Rendered ${path}`,
    description: `The page at ${path}`,
    headTags: `<link rel="canonical" href="https://mta.example.org${path}" data-page-head />`,
  };
}
