import type { CSSProperties } from 'react';
import type { ProgramId } from '@/config/class-schedule';
import type { Program } from '@/features/programs/content/types';
import { programsUi as ui } from '@/features/programs/content/ui';

export type ProgramFilterValue = 'all' | ProgramId;

interface ProgramFilterProps {
  programs: readonly Program[];
  value: ProgramFilterValue;
  onChange: (value: ProgramFilterValue) => void;
}

/**
 * The program filter chips as toggle buttons (aria-pressed) in a named group: exactly one is
 * pressed. Pressing the pressed program again goes back to All Programs, as a toggle should.
 */
export function ProgramFilter({ programs, value, onChange }: ProgramFilterProps) {
  return (
    <div className="program-filter" role="group" aria-label={ui.filterLabel}>
      <button
        type="button"
        className="chip"
        aria-pressed={value === 'all'}
        onClick={() => onChange('all')}
      >
        {ui.allPrograms}
      </button>
      {programs.map((program) => (
        <button
          key={program.id}
          type="button"
          className="chip"
          style={{ '--program-color': program.color } as CSSProperties}
          aria-pressed={value === program.id}
          onClick={() => onChange(value === program.id ? 'all' : program.id)}
        >
          <span className="program-filter__dot" aria-hidden="true" />
          {program.title}
        </button>
      ))}
    </div>
  );
}
