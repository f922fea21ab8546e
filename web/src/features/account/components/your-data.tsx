import { DownloadMyData } from '@/features/account/components/download-my-data';
import { EraseAccountForm } from '@/features/account/components/erase-account-form';
import { useSession } from '@/features/auth/hooks/use-session';
import './account.css';

/** The member's rights over their data: a copy of all of it, and erasure of the account. */
export function YourData() {
  const { user } = useSession();
  return (
    <div className="account-your-data">
      <DownloadMyData />
      <EraseAccountForm email={user?.email ?? ''} />
    </div>
  );
}
