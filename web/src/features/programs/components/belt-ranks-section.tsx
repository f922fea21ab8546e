import { BeltSwatch } from '@/features/programs/components/belt-swatch';
import { PageSection } from '@/features/programs/components/page-section';
import { beltSection as copy } from '@/features/programs/content/belts';

/** Belt Ranking System: the 11 belts in order, each drawn beside its name. */
export function BeltRanksSection() {
  return (
    <PageSection id="belts" heading={copy.heading} intro={copy.intro} tone="muted">
      <ol className="belt-ranks">
        {copy.belts.map((belt) => (
          <li key={belt.id} className="belt-ranks__item">
            <BeltSwatch belt={belt} />
            <div>
              <p className="belt-ranks__name">
                {belt.name} <span className="belt-ranks__rank">{belt.rank}</span>
              </p>
              <p className="belt-ranks__meaning">{belt.meaning}</p>
            </div>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
