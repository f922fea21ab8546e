import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ProgramCard } from '@/features/home/components/program-card';
import {
  LazyProgramDialog,
  preloadProgramDialog,
} from '@/features/home/components/lazy-program-dialog';
import type { HomeProgramCard, ProgramsContent } from '@/features/home/types';

/** Home: three program cards with Learn More dialogs, and a link to /programs. */
export function ProgramsSection({ content }: { content: ProgramsContent }) {
  const headingId = useId();
  const [shown, setShown] = useState<HomeProgramCard | null>(null);

  return (
    <section className="home-section home-programs" aria-labelledby={headingId}>
      <div className="container">
        <div className="home-section__header">
          <h2 id={headingId}>{content.heading}</h2>
          <p>{content.intro}</p>
        </div>
        <ul className="card-grid" role="list">
          {content.cards.map((card) => (
            <li key={card.id}>
              <ProgramCard
                card={card}
                learnMore={content.learnMore}
                learnMoreAbout={content.learnMoreAbout(card.title)}
                onLearnMore={() => setShown(card)}
                onPreload={preloadProgramDialog}
              />
            </li>
          ))}
        </ul>
        <p className="home-section__more">
          <Link to={content.viewAll.to} className="button button--secondary">
            {content.viewAll.label}
          </Link>
        </p>
      </div>
      <LazyProgramDialog
        program={shown}
        onClose={() => setShown(null)}
        actions={content.dialogActions}
      />
    </section>
  );
}
