import { Link } from 'react-router-dom';
import { useSession } from '@/features/auth/hooks/use-session';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfo } from '@/features/contact/components/contact-info';
import { OfficeMap } from '@/features/contact/components/office-map';
import { contactCopy as copy } from '@/features/contact/config/contact-copy';
import './contact.css';

/**
 * The body of the contact page: details, the message form and the map. Prerendered, so it reads
 * nothing from the browser while rendering; the session is 'loading' in the static HTML.
 */
export function ContactSection() {
  const { status, user } = useSession();
  const prefill = { name: user?.name ?? '', email: user?.email ?? '' };
  // Also while the session loads without a remembered member, as in the prerendered page: a
  // visitor's form must not move down when the note appears (layout-shift budget,
  // docs/decisions.md).
  const showSignInNote = status === 'signed-out' || (status === 'loading' && !user);
  return (
    <div className="contact-layout">
      <ContactInfo />
      <section className="contact-card contact-layout__form" aria-labelledby="contact-form-heading">
        <h2 id="contact-form-heading">{copy.formHeading}</h2>
        {showSignInNote && (
          <p className="contact-form__note">
            {copy.signInNote} <Link to={copy.signIn.to}>{copy.signIn.label}</Link> {copy.or}{' '}
            <Link to={copy.register.to}>{copy.register.label}</Link>.
          </p>
        )}
        {/* A new member (or none) starts a fresh form, prefilled with their name and email. */}
        <ContactForm key={user?.uid ?? 'visitor'} prefill={prefill} />
      </section>
      <OfficeMap />
    </div>
  );
}
