import { lazy, Suspense } from 'react';
import type { ProgramDialogProps } from '@/features/home/components/program-dialog';

// The dialog (and the Modal primitive under it) is fetched on first use, not with the page.
const loadProgramDialog = () => import('@/features/home/components/program-dialog');

const ProgramDialog = lazy(() =>
  loadProgramDialog().then((module) => ({ default: module.ProgramDialog })),
);

/** Starts fetching the dialog when a Learn More button is hovered or focused. */
export function preloadProgramDialog(): void {
  void loadProgramDialog();
}

type LazyProgramDialogProps = Omit<ProgramDialogProps, 'program'> & {
  /** The program whose dialog is open; null when none is. */
  program: ProgramDialogProps['program'] | null;
};

/** Mounted only while open: closing unmounts it, which closes the dialog and returns focus. */
export function LazyProgramDialog({ program, ...props }: LazyProgramDialogProps) {
  if (program === null) return null;
  return (
    <Suspense fallback={null}>
      <ProgramDialog program={program} {...props} />
    </Suspense>
  );
}
