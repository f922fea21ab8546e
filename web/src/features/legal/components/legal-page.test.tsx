import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalPage } from '@/features/legal/components/legal-page';
import { cookiePolicy } from '@/features/legal/content/cookie-policy';
import { privacyPolicy } from '@/features/legal/content/privacy-policy';
import { termsAndConditions } from '@/features/legal/content/terms-and-conditions';
import type { LegalDocument } from '@/features/legal/types';

const documents: [string, LegalDocument][] = [
  ['privacy statement', privacyPolicy],
  ['terms and conditions', termsAndConditions],
  ['cookie policy', cookiePolicy],
];

const page = (document: LegalDocument) => (
  <MemoryRouter>
    <LegalPage document={document} />
  </MemoryRouter>
);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe.each(documents)('the %s', (_name, document) => {
  it('links its table of contents to every section of the page', () => {
    render(page(document));
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const targets = within(toc)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const sections = screen
      .getAllByRole('region')
      .filter((region) => region.querySelector(':scope > h2'))
      .map((region) => `#${region.id}`);
    expect(targets).toEqual(sections);
    expect(targets).toContain('#office-hours');
    expect(new Set(targets).size).toBe(targets.length);
  });

  it('has one h1 and never skips a heading level', () => {
    const { container } = render(page(document));
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    );
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.slice(1).forEach((level, index) => {
      expect(level).toBeLessThanOrEqual((levels[index] ?? 1) + 1);
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(document.title);
  });

  it('shows the office hours and a link back to the home page', () => {
    render(page(document));
    const hours = screen.getByRole('region', { name: 'Office hours' });
    const rows = [...hours.querySelectorAll('dl > div')].map((row) =>
      [...row.children].map((cell) => cell.textContent).join(' '),
    );
    expect(rows).toEqual(['Mon-Fri 9:00-18:00', 'Sat 10:00-14:00', 'Sun Closed']);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('the Last Updated line', () => {
  it('is the same placeholder on the server and during hydration, then today in India', async () => {
    // 20:00 UTC on 4 March is already 5 March in Mumbai.
    vi.useFakeTimers({ now: new Date('2026-03-04T20:00:00Z'), toFake: ['Date'] });
    const html = renderToString(page(privacyPolicy));
    expect(html).toContain('Last Updated: <span>today</span>');
    // No date in the line until hydrated (the statement's own version date is elsewhere on the page).
    expect(html).not.toMatch(/Last Updated: <span>[^<]*\d{4}/);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      render(page(privacyPolicy), { container, hydrate: true });
    });

    const line = screen.getByText(/^Last Updated:/);
    expect(line).toHaveTextContent('Last Updated: 5 March 2026');
    expect(within(line).getByText('5 March 2026')).toHaveAttribute('dateTime', '2026-03-05');
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('the cookie policy', () => {
  it('links to the privacy statement and lists the storage in a real table', () => {
    render(page(cookiePolicy));
    expect(screen.getByRole('link', { name: 'Privacy Statement' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const table = screen.getByRole('table', {
      name: 'Everything this website keeps in your browser',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Where', 'Set by', 'Purpose', 'How long']);
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeaders).toEqual(expect.arrayContaining(['user', 'redirectAfterLogin']));
  });
});
