import { office, type OfficeDetails } from '@/config/contact-details';
import { site } from '@/config/site';
import { branchesContent } from '@/features/about/content/branches';
import type { Branch } from '@/features/about/types';
import type { JsonLd } from '@/lib/json-ld';

// schema.org SportsOrganization for the home page (https://schema.org/SportsOrganization): who the
// association is, where its office is, how to reach it and its seven regional centers. Every fact
// comes from the content the site already shows (the contact details, About's branches).

/** "Dadar West, Mumbai, Maharashtra 400028" → the state and the six-digit PIN code at its end. */
const REGION_AND_PIN = /,\s*([^,]+?)\s+(\d{6})$/;

/**
 * A postal address from printed lines: the last line ends in "State PIN"; what precedes it, less
 * the locality itself, is the street address.
 */
export function postalAddress(lines: readonly string[], locality: string): JsonLd {
  const printed = lines.join(', ');
  const match = REGION_AND_PIN.exec(printed);
  if (!match) throw new Error(`No "State PIN" at the end of "${printed}"`);
  const street = printed
    .slice(0, match.index)
    .split(/,\s*/)
    .filter((part) => part !== locality);
  return {
    '@type': 'PostalAddress',
    streetAddress: street.join(', '),
    addressLocality: locality,
    addressRegion: match[1],
    postalCode: match[2],
    addressCountry: 'IN',
  };
}

const telephone = (href: string) => href.replace(/^tel:/, '');
const email = (href: string) => href.replace(/^mailto:/, '');

/** The office's city: the part of its last line just before "State PIN". */
function officeLocality(details: OfficeDetails): string {
  const parts = (details.addressLines.at(-1) ?? '').split(/,\s*/);
  return parts.at(-2) ?? '';
}

function branchPlace(branch: Branch): JsonLd {
  return {
    '@type': 'Place',
    name: branch.name,
    address: postalAddress(branch.addressLines, branch.city),
    telephone: telephone(branch.phone.href),
  };
}

export interface OrganizationSources {
  details: OfficeDetails;
  branches: readonly Branch[];
}

/** The JSON-LD object; `origin` makes the site's and the logo's addresses absolute. */
export function organizationJsonLd(
  origin: string,
  sources: OrganizationSources = { details: office, branches: branchesContent.branches },
): JsonLd {
  const { details, branches } = sources;
  // The first printed line of the office address is the association's own name.
  const addressLines = details.addressLines.filter((line) => line !== site.name);
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: site.name,
    description: site.tagline,
    sport: 'Taekwondo',
    url: new URL('/', origin).href,
    foundingDate: String(site.foundingYear),
    address: postalAddress(addressLines, officeLocality(details)),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        name: details.name,
        telephone: telephone(details.phone.href),
        email: email(details.email.href),
        areaServed: 'IN-MH',
      },
    ],
    location: branches.map(branchPlace),
  };
}
