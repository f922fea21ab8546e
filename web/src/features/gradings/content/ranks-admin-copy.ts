import type { PageCopy } from '@/components/ui/page-intro';

// The office's ranks and certificates screen (/admin/ranks).

export const ranksAdminIntro: PageCopy = {
  heading: 'Ranks and certificates',
  intro:
    'Look up an athlete’s rank history, record a rank earned before the system with its reason, or revoke a certificate.',
};

export const ranksAdminCopy = {
  backToAdmin: 'Back to Admin',
  find: {
    heading: 'An athlete’s ranks',
    show: (name: string) => `Show the ranks of ${name}`,
    showShort: 'Ranks',
  },
  history: {
    heading: (name: string) => `Ranks of ${name}`,
    empty: 'No ranks recorded yet (white belt).',
    loading: 'Loading the rank history…',
    loadFailed: 'The rank history could not be loaded.',
    sources: { grading: 'Grading', recognised: 'Recognised' },
    certificate: (number: string) => `Certificate ${number}`,
  },
  recognise: {
    heading: 'Record a recognised rank',
    rank: 'Rank',
    awardedOn: 'Earned on',
    reason: 'Reason',
    reasonHint: 'For example, which certificate of which body was shown.',
    submit: 'Record rank',
    done: 'Rank recorded.',
    noHigherRank: 'This athlete is already at the highest rank.',
  },
  revoke: {
    heading: 'Revoke a certificate',
    number: 'Certificate number',
    reason: 'Reason',
    submit: 'Revoke certificate',
    done: (number: string) => `Certificate ${number} revoked.`,
  },
};
