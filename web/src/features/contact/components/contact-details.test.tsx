import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactSection } from '@/features/contact/components/contact-section';
import { renderRoute } from '@/test/render-route';

function renderContact() {
  return renderRoute(<ContactSection />, { path: '/contact' });
}

describe('contact details', () => {
  it('lists address, phone, email, office hours and social profiles', () => {
    renderContact();
    const info = screen.getByRole('region', { name: 'Contact information' });
    expect(info).toHaveTextContent('Dadar West, Mumbai, Maharashtra 400028');
    expect(within(info).getByRole('link', { name: '+91 22 0000 1985' })).toHaveAttribute(
      'href',
      'tel:+912200001985',
    );
    expect(within(info).getByRole('link', { name: 'office@example.com' })).toHaveAttribute(
      'href',
      'mailto:office@example.com',
    );
    const hours = within(info)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(hours).toEqual(expect.arrayContaining(['Mon-Fri 9:00-18:00', 'Sat 10:00-14:00']));
    expect(hours).toContain('Sun Closed');
    const facebook = within(info).getByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(facebook).toHaveAccessibleDescription('(opens in a new tab)');
  });

  it('draws the map itself and links to directions', () => {
    renderContact();
    const map = screen.getByRole('img', { name: 'Map: MTA State Office' });
    expect(map).toHaveAccessibleDescription(expect.stringContaining('27 Keluskar Road'));
    const directions = screen.getByRole('link', { name: 'Get directions' });
    const url = new URL(directions.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('destination')).toContain('27 Keluskar Road');
    expect(directions).toHaveAttribute('target', '_blank');
  });
});
