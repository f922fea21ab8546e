import { lazy, Suspense, useState } from 'react';
import { PageSection } from '@/features/programs/components/page-section';
import { ProgramCard } from '@/features/programs/components/program-card';
import {
  ProgramFilter,
  type ProgramFilterValue,
} from '@/features/programs/components/program-filter';
import { programsSection as copy } from '@/features/programs/content/programs';
import type { Program } from '@/features/programs/content/types';
import { programsUi as ui } from '@/features/programs/content/ui';

// The modal and the long detail texts are fetched on the first hover, focus or click of Learn More.
const loadDetailDialog = () => import('@/features/programs/components/program-detail-dialog');
const ProgramDetailDialog = lazy(() =>
  loadDetailDialog().then((module) => ({ default: module.ProgramDetailDialog })),
);
const preloadDetailDialog = () => void loadDetailDialog();

function statusText(filter: ProgramFilterValue, programs: readonly Program[]): string {
  const selected = programs.find((program) => program.id === filter);
  return selected
    ? ui.showingOne.replace('{title}', selected.title)
    : ui.showingAll.replace('{count}', String(programs.length));
}

/**
 * Programs: the filter chips, then one featured card for the selected program or the
 * grid of all six, and at most one Learn More modal at a time.
 */
export function ProgramExplorer() {
  const programs = copy.programs;
  const [filter, setFilter] = useState<ProgramFilterValue>('all');
  // Empty until the visitor changes the filter: nothing is announced on page load.
  const [announcement, setAnnouncement] = useState('');
  const [openProgram, setOpenProgram] = useState<Program | null>(null);
  const selected = programs.find((program) => program.id === filter);

  function changeFilter(value: ProgramFilterValue) {
    setFilter(value);
    setAnnouncement(statusText(value, programs));
  }

  const card = (program: Program, featured: boolean) => (
    <ProgramCard
      program={program}
      featured={featured}
      onLearnMore={setOpenProgram}
      onIntent={preloadDetailDialog}
    />
  );

  return (
    <PageSection id="programs" heading={copy.heading} intro={copy.intro}>
      <ProgramFilter programs={programs} value={filter} onChange={changeFilter} />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {selected ? (
        <div className="program-featured">{card(selected, true)}</div>
      ) : (
        <ul className="card-grid program-grid">
          {programs.map((program) => (
            <li key={program.id}>{card(program, false)}</li>
          ))}
        </ul>
      )}
      {openProgram && (
        <Suspense fallback={null}>
          <ProgramDetailDialog
            kind={openProgram.detail}
            fallbackTitle={openProgram.title}
            onClose={() => setOpenProgram(null)}
          />
        </Suspense>
      )}
    </PageSection>
  );
}
