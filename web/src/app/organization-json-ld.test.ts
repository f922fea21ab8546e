import { describe, expect, it } from 'vitest';
import { office } from '@/config/contact-details';
import { branchesContent } from '@/features/about/content/branches';
import { organizationJsonLd, postalAddress } from '@/app/organization-json-ld';
import { serializeJsonLd } from '@/lib/json-ld';

const ORIGIN = 'https://mta.example.org';

describe('organizationJsonLd', () => {
  const data = organizationJsonLd(ORIGIN);

  it('names the association, its founding year, office address and contact point', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsOrganization',
      name: 'Maharashtra Taekwondo Association',
      sport: 'Taekwondo',
      url: 'https://mta.example.org/',
      foundingDate: '1985',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Unit 4, Kridangan House, 27 Keluskar Road, Dadar West',
        addressLocality: 'Mumbai',
        addressRegion: 'Maharashtra',
        postalCode: '400028',
        addressCountry: 'IN',
      },
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: office.phone.href.slice('tel:'.length),
          email: 'office@example.com',
        },
      ],
    });
  });

  it('lists the seven branches as places with their addresses and phones', () => {
    const places = data.location as { name: string; telephone: string }[];
    expect(places).toHaveLength(7);
    expect(places.map((place) => place.name)).toEqual(
      branchesContent.branches.map((branch) => branch.name),
    );
    expect(places[1]).toEqual({
      '@type': 'Place',
      name: 'Pune Center, Kothrud',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'First Floor, Shrushti Sports Hall, Plot 14, Karve Road, Kothrud',
        addressLocality: 'Pune',
        addressRegion: 'Maharashtra',
        postalCode: '411038',
        addressCountry: 'IN',
      },
      telephone: '+912000002110',
    });
  });

  it('serializes to a data block no value can close', () => {
    const text = serializeJsonLd(
      organizationJsonLd(ORIGIN, {
        details: { ...office, name: '</script><script>alert(1)</script>' },
        branches: [],
      }),
    );
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toMatchObject({ location: [] });
  });
});

describe('postalAddress', () => {
  it('keeps the locality out of the street and reads the region and PIN from the end', () => {
    expect(
      postalAddress(['Sai Arcade, College Road', 'Nashik, Maharashtra 422005'], 'Nashik'),
    ).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Sai Arcade, College Road',
      addressLocality: 'Nashik',
      addressRegion: 'Maharashtra',
      postalCode: '422005',
      addressCountry: 'IN',
    });
  });

  it('refuses an address without a PIN code rather than guess', () => {
    expect(() => postalAddress(['Somewhere'], 'Pune')).toThrow(/PIN/);
  });
});
