import type { ReactNode } from 'react';
import { ClassSessions } from '@/features/programs/components/class-sessions';
import type { ClassGroup, ProgramDetail } from '@/features/programs/content/types';
import { programsUi as ui } from '@/features/programs/content/ui';

const headings = ui.detailHeadings;

function Block({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="program-detail__block">
      <h3>{heading}</h3>
      {children}
    </section>
  );
}

function ListBlock({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <Block heading={heading}>
      <ul className="program-detail__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Block>
  );
}

function ClassesBlock({ classes }: { classes: readonly ClassGroup[] }) {
  return (
    <Block heading={headings.classes}>
      <ul className="program-detail__classes">
        {classes.map((group) => (
          <li key={group.name}>
            <strong>{group.name}</strong>
            <span>{group.ages ?? group.level}</span>
            <span>{group.schedule}</span>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** The parts only some kinds have, in reading order. */
function KindSpecific({ detail }: { detail: ProgramDetail }) {
  switch (detail.kind) {
    case 'children':
      return (
        <>
          <ClassesBlock classes={detail.classes} />
          <Block heading={headings.instructors}>
            <p>{detail.instructors}</p>
          </Block>
        </>
      );
    case 'teen':
      return <ListBlock heading={headings.focusAreas} items={detail.focusAreas} />;
    case 'teenAdult':
      return <ClassesBlock classes={detail.classes} />;
    case 'competition':
      return (
        <>
          <ListBlock heading={headings.eligibility} items={detail.eligibility} />
          <ListBlock heading={headings.training} items={detail.training} />
          <ListBlock heading={headings.competitions} items={detail.competitions} />
          <ListBlock heading={headings.achievements} items={detail.achievements} />
        </>
      );
    case 'blackBelt':
      return (
        <>
          <ListBlock heading={headings.eligibility} items={detail.eligibility} />
          <Block heading={headings.mentorship}>
            <p>{detail.mentorship}</p>
          </Block>
          <ListBlock heading={headings.advancement} items={detail.advancement} />
        </>
      );
    case 'instructor':
      return (
        <>
          <ListBlock heading={headings.eligibility} items={detail.eligibility} />
          <Block heading={headings.trainingProcess}>
            <ol className="program-detail__list">
              {detail.trainingProcess.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Block>
          <Block heading={headings.certification}>
            <p>{detail.certification}</p>
          </Block>
        </>
      );
  }
}

interface ProgramDetailViewProps {
  /** undefined: a kind the page does not know, shown with the fallback text. */
  detail: ProgramDetail | undefined;
}

/** The body of a Learn More modal: every field its kind has, then the class times. */
export function ProgramDetailView({ detail }: ProgramDetailViewProps) {
  if (!detail) return <p className="program-detail__missing">{ui.notAvailable}</p>;
  return (
    <div className="program-detail">
      {'ageGroup' in detail && (
        <p className="program-detail__age">
          <span className="program-detail__label">{headings.ageGroup}:</span> {detail.ageGroup}
        </p>
      )}
      <p>{detail.description}</p>
      <ListBlock heading={headings.benefits} items={detail.benefits} />
      <ListBlock heading={headings.curriculum} items={detail.curriculum} />
      <KindSpecific detail={detail} />
      <Block heading={headings.schedule}>
        <ClassSessions sessions={detail.schedule} />
      </Block>
    </div>
  );
}
