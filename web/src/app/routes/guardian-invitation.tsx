import { PageIntro } from '@/components/ui/page-intro';
import { GuardianInvitation } from '@/features/athletes/components/guardian-invitation';
import { invitationIntro } from '@/features/athletes/config/invitation-copy';

export function Component() {
  return (
    <PageIntro copy={invitationIntro}>
      <GuardianInvitation />
    </PageIntro>
  );
}
