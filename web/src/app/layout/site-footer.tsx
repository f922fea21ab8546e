import { Link } from 'react-router-dom';
import { shellCopy } from '@/app/content/shell-copy';
import { AssociationLogo } from '@/components/brand/association-logo';
import { ScrollToTopButton } from '@/components/ui/scroll-to-top-button';
import { navItems } from '@/config/page-registry';
import { officeHours } from '@/config/contact-details';
import { copyrightLine, site } from '@/config/site';
import './site-footer.css';

const footerNavItems = navItems('footer');

export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__about">
          <p className="site-footer__brand">
            <AssociationLogo size={40} />
            <span>{site.name}</span>
          </p>
          <p className="site-footer__tagline">{site.tagline}</p>
        </div>

        <div className="site-footer__hours">
          <h2 className="site-footer__heading">{shellCopy.footer.officeHoursHeading}</h2>
          <dl className="site-footer__hours-list">
            {officeHours.map((slot) => (
              <div key={slot.days}>
                <dt>{slot.days}</dt>
                <dd>{slot.hours}</dd>
              </div>
            ))}
          </dl>
        </div>

        <nav aria-label={shellCopy.footer.navLabel} className="site-footer__nav">
          <h2 className="site-footer__heading">{shellCopy.footer.informationHeading}</h2>
          <ul className="site-footer__links">
            {footerNavItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="site-footer__bottom container">
        <p className="site-footer__copyright">{copyrightLine(year)}</p>
        <ScrollToTopButton variant="inline" label={shellCopy.footer.backToTop} />
      </div>
    </footer>
  );
}
