import type { PageCopy } from '@/components/ui/page-intro';

// The page a second guardian opens from the invitation mail.

export const invitationIntro: PageCopy = {
  heading: 'Guardian invitation',
  intro:
    'A guardian can enroll the athlete, follow their ranks and certificates, and speak for them with the association.',
};

export const invitationCopy = {
  loading: 'Checking the invitation…',
  invites: (invitedBy: string, athlete: string) =>
    `${invitedBy} invites you to be a guardian of ${athlete}.`,
  explain:
    'Accept only if you are the athlete’s parent or lawful guardian. The athlete will then appear under My athletes in your profile.',
  accept: { idle: 'Accept', busy: 'Accepting…' },
  accepted: (athlete: string) => `You are now a guardian of ${athlete}.`,
  toMyAthletes: 'Go to My athletes',
  noToken: 'This link is incomplete: please open the whole link from the invitation email.',
  loadFailed: 'The invitation could not be checked. Please try again.',
  retry: 'Try again',
  failed: 'The invitation could not be accepted. Please try again.',
};
