import { PageSection } from '@/features/programs/components/page-section';
import { eligibilitySection as copy } from '@/features/programs/content/eligibility';

/** The association's age bands and eligibility facts. */
export function EligibilitySection() {
  return (
    <PageSection id="eligibility" heading={copy.heading} intro={copy.intro}>
      <div className="eligibility">
        <dl className="eligibility__rules">
          {copy.rules.map((rule) => (
            <div key={rule.id} className="eligibility__rule">
              <dt>{rule.program}</dt>
              <dd>{rule.requirement}</dd>
            </div>
          ))}
        </dl>
        <div className="eligibility__progression">
          <h3>{copy.progressionHeading}</h3>
          <ul>
            {copy.progression.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </div>
      </div>
    </PageSection>
  );
}
