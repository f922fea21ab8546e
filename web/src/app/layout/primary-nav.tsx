import { NavLink } from 'react-router-dom';
import { navItems } from '@/config/page-registry';

const primaryNavItems = navItems('primary');

interface PrimaryNavProps {
  /** Landmark name; the desktop bar and the mobile menu need different ones. */
  label: string;
  variant: 'bar' | 'stack';
}

/** The six main sections, with the current one marked by NavLink's aria-current="page". */
export function PrimaryNav({ label, variant }: PrimaryNavProps) {
  return (
    <nav aria-label={label} className={`primary-nav primary-nav--${variant}`}>
      <ul className="primary-nav__list">
        {primaryNavItems.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} className="primary-nav__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
