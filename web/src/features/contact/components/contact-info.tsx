import { office } from '@/config/contact-details';
import { ExternalLink } from '@/features/contact/components/external-link';
import { contactCopy as copy } from '@/features/contact/config/contact-copy';

/** Contact page: address, phone, email, office hours and social links. */
export function ContactInfo() {
  return (
    <section className="contact-card contact-info" aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading">{copy.infoHeading}</h2>
      <dl className="contact-info__list">
        <div>
          <dt>{copy.address}</dt>
          <dd>
            <address>
              {office.addressLines.map((line) => (
                <span key={line} className="contact-info__line">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt>{copy.phone}</dt>
          <dd>
            <a href={office.phone.href}>{office.phone.label}</a>
          </dd>
        </div>
        <div>
          <dt>{copy.email}</dt>
          <dd>
            <a href={office.email.href}>{office.email.label}</a>
          </dd>
        </div>
      </dl>

      <h3 className="contact-info__subheading">{copy.hoursHeading}</h3>
      <ul className="contact-info__hours">
        {office.hours.map(({ days, hours }) => (
          <li key={days}>
            <span>{days}</span> <span>{hours}</span>
          </li>
        ))}
      </ul>

      <h3 className="contact-info__subheading">{copy.socialHeading}</h3>
      <ul className="contact-info__social">
        {office.social.map((link) => (
          <li key={link.label}>
            <ExternalLink href={link.href}>{link.label}</ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
