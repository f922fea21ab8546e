import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageOffer } from '@/features/language/components/language-offer';
import { LanguageSwitch } from '@/features/language/components/language-switch';
import { LANGUAGE_CHOICE_KEY } from '@/features/language/lib/language-choice';

const at = (path: string, ui: React.ReactNode) =>
  render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('LanguageSwitch', () => {
  it('names both languages in themselves and links the Marathi twin with query and hash', () => {
    at('/programs?tab=exams#faq', <LanguageSwitch variant="bar" />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(within(nav).getByText('English')).toHaveAttribute('aria-current', 'true');
    const marathi = within(nav).getByRole('link', { name: 'मराठी' });
    expect(marathi).toHaveAttribute('href', '/mr/programs?tab=exams#faq');
    expect(marathi).toHaveAttribute('lang', 'mr');
    expect(marathi).toHaveAttribute('hreflang', 'mr-IN');
  });

  it('remembers the choice when clicked', async () => {
    at('/', <LanguageSwitch variant="menu" />);
    const link = screen.getByRole('link', { name: 'मराठी' });
    // jsdom does not navigate; the click's own work is what is checked.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('mr');
    expect(link.getAttribute('href')).toBe('/mr');
  });
});

describe('LanguageOffer', () => {
  const browserLanguages = (languages: string[]) =>
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

  it('offers a Marathi browser the Marathi page once, and stays away after "No, thanks"', async () => {
    browserLanguages(['mr-IN', 'en']);
    at('/contact#map', <LanguageOffer />);
    const offer = await screen.findByRole('complementary', { name: 'Marathi edition' });
    expect(within(offer).getByText('हे पान मराठीतही वाचता येईल.')).toHaveAttribute('lang', 'mr');
    expect(within(offer).getByRole('link', { name: 'मराठीत वाचा' })).toHaveAttribute(
      'href',
      '/mr/contact#map',
    );
    await userEvent.click(within(offer).getByRole('button', { name: 'No, thanks' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');
  });

  it('shows nothing to other browsers', () => {
    browserLanguages(['en-IN', 'hi']);
    at('/', <LanguageOffer />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
