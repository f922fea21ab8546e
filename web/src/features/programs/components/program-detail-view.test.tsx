import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgramDetailView } from '@/features/programs/components/program-detail-view';
import { programDetailKinds } from '@/features/programs/content/types';
import { findProgramDetail } from '@/features/programs/lib/find-program-detail';
import { renderRoute } from '@/test/render-route';

describe('ProgramDetailView', () => {
  it("shows 'Program information not available' for an unknown kind", () => {
    renderRoute(<ProgramDetailView detail={findProgramDetail('karate-kids')} />);
    expect(screen.getByText('Program information not available')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it.each([
    ['children', ['Classes', 'Instructors']],
    ['teen', ['Focus areas']],
    ['teenAdult', ['Classes']],
    ['competition', ['Eligibility', 'Training', 'Competitions', 'Achievements']],
    ['blackBelt', ['Eligibility', 'Mentorship', 'Advancement']],
    ['instructor', ['Eligibility', 'Training process', 'Certification']],
  ] as const)('%s shows its own parts besides the common ones', (kind, own) => {
    renderRoute(<ProgramDetailView detail={findProgramDetail(kind)} />);
    for (const heading of ['Benefits', 'Curriculum', 'Schedule', ...own]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
  });

  it('knows exactly the six detail kinds', () => {
    for (const kind of programDetailKinds) expect(findProgramDetail(kind)?.kind).toBe(kind);
    expect(findProgramDetail('')).toBeUndefined();
  });
});
