import { useId, useState } from 'react';
import { downloadEnrollmentsCsv } from '@/features/admin/api/enrollments-review-api';
import { enrollmentsCopy as copy } from '@/features/admin/content/enrollments-copy';
import { saveFile } from '@/features/admin/lib/save-file';
import { toast } from '@/lib/toast';

/** Downloads the CSV of the whole list for `filters` (the query the list itself uses). */
export function CsvDownloadButton({ filters }: { filters: URLSearchParams }) {
  const [busy, setBusy] = useState(false);
  const hintId = useId();

  async function download() {
    setBusy(true);
    try {
      const file = await downloadEnrollmentsCsv(filters);
      saveFile(file.blob, file.fileName ?? 'enrollments.csv');
    } catch {
      toast.error(copy.downloadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-download">
      <button
        type="button"
        className="button button--secondary"
        aria-describedby={hintId}
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? copy.downloading : copy.download}
      </button>
      <p id={hintId} className="admin-download__hint">
        {copy.downloadHint}
      </p>
    </div>
  );
}
