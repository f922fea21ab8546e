import { describe, expect, it } from 'vitest';
import { directionsUrl } from '@/lib/maps';

describe('directionsUrl', () => {
  it('builds a maps directions link with the address as the destination', () => {
    const url = new URL(directionsUrl('7th Lane, Rajarampuri, Kolhapur, Maharashtra 416008'));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe(
      '7th Lane, Rajarampuri, Kolhapur, Maharashtra 416008',
    );
  });

  it('joins printed address lines with commas and encodes every reserved character', () => {
    const href = directionsUrl(['Shop 3 & 4, Sai Arcade #2', 'Nashik 422005']);
    expect(href).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Shop%203%20%26%204%2C%20Sai%20Arcade%20%232%2C%20Nashik%20422005',
    );
    expect(new URL(href).searchParams.get('destination')).toBe(
      'Shop 3 & 4, Sai Arcade #2, Nashik 422005',
    );
  });
});
