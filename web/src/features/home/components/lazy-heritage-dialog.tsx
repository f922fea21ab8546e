import { lazy, Suspense } from 'react';
import type { HeritageDialogProps } from '@/features/home/components/heritage-dialog';

// The dialog (and the Modal primitive under it) is fetched on first use, not with the page.
const loadHeritageDialog = () => import('@/features/home/components/heritage-dialog');

const HeritageDialog = lazy(() =>
  loadHeritageDialog().then((module) => ({ default: module.HeritageDialog })),
);

/** Starts fetching the dialog when the Read More button is hovered or focused. */
export function preloadHeritageDialog(): void {
  void loadHeritageDialog();
}

/** Mounted only while open: closing unmounts it, which closes the dialog and returns focus. */
export function LazyHeritageDialog(props: HeritageDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <HeritageDialog {...props} />
    </Suspense>
  );
}
