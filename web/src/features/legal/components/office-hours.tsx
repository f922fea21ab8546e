import { officeHours } from '@/config/contact-details';

export const OFFICE_HOURS_ID = 'office-hours';

interface OfficeHoursSectionProps {
  heading: string;
  intro: string;
}

/** The office hours, from the one list the contact page and the footer also read. */
export function OfficeHoursSection({ heading, intro }: OfficeHoursSectionProps) {
  const headingId = `${OFFICE_HOURS_ID}-heading`;
  return (
    <section id={OFFICE_HOURS_ID} className="legal-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>{intro}</p>
      <dl className="legal-definitions legal-definitions--hours">
        {officeHours.map(({ days, hours }) => (
          <div key={days}>
            <dt>{days}</dt>
            <dd>{hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
