import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberCertificate } from '@contracts/certificate';
import { siteOrigin } from '@/config/site-origin';
import { ChampionshipCertificates } from '@/features/certificates/components/championship-certificates';
import { renderRoute } from '@/test/render-route';

// The profile's championship medals: each with its certificate and a plain WhatsApp share link
// carrying the certificate's public check address.

const base = {
  kind: 'championship',
  athleteId: 'a1',
  holderName: 'Sai Patil',
  eventTitle: 'State Championship 2026',
  issuedOn: '2026-11-20',
  token: 'header.payload.signature',
} as const;

const gold: MemberCertificate = {
  ...base,
  number: 'MTA-C-2026-000123',
  result: 'Gold, Junior Male −55 kg',
  status: 'valid',
};
const superseded: MemberCertificate = {
  ...base,
  number: 'MTA-C-2026-000124',
  result: 'Silver, Junior Male −55 kg',
  status: 'superseded',
};
const rank: MemberCertificate = {
  ...base,
  kind: 'rank',
  number: 'MTA-C-2026-000125',
  rank: 'green',
  status: 'valid',
};

describe('ChampionshipCertificates', () => {
  it('lists the medals with a WhatsApp link to the verification page', () => {
    renderRoute(<ChampionshipCertificates name="Sai Patil" certificates={[gold, rank]} />);
    const list = screen.getByRole('list', { name: 'Championship medals of Sai Patil' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Gold, Junior Male −55 kg')).toBeInTheDocument();
    const share = within(list).getByRole('link', {
      name: 'Share on WhatsApp: certificate MTA-C-2026-000123',
    });
    expect(share).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${siteOrigin}/verify/MTA-C-2026-000123`)}`,
    );
    expect(share).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers no share for a superseded certificate and says why', () => {
    renderRoute(<ChampionshipCertificates name="Sai Patil" certificates={[superseded]} />);
    expect(screen.getByText('(Superseded)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('shows nothing without championship certificates', () => {
    const { container } = renderRoute(
      <ChampionshipCertificates name="Sai Patil" certificates={[rank]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
