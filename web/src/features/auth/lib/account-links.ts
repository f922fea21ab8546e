import { navItems, type NavItem } from '@/config/page-registry';
import type { SessionSnapshot } from '@/features/auth/types';

const guestItems = navItems('accountGuest');
const memberItems = navItems('accountMember');
const adminItems = [...memberItems, ...navItems('accountAdmin')];

/**
 * The Account links of the header dropdown and the mobile menu: sign-in links for visitors, the
 * member's pages, and the admin area only when the ID token carries the admin claim.
 */
export function accountLinks({ user, admin }: Pick<SessionSnapshot, 'user' | 'admin'>): NavItem[] {
  if (!user) return guestItems;
  return admin === true ? adminItems : memberItems;
}
