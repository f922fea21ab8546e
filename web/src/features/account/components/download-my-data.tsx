import { useState } from 'react';
import { downloadMyData } from '@/features/account/api/account-api';
import { dataDownloadCopy as copy } from '@/features/account/config/account-copy';
import { isApiError } from '@/lib/api-errors';
import { saveFile } from '@/lib/save-file';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Everything the association holds about the member, fetched with their token and saved. */
export function DownloadMyData() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function download() {
    setBusy(true);
    setOutcome(null);
    try {
      const file = await downloadMyData();
      const fileName = file.fileName ?? copy.defaultFileName;
      saveFile(file.blob, fileName);
      setOutcome({ tone: 'success', text: copy.saved(fileName) });
    } catch (error) {
      // The server's own words when it answered (e.g. signed out), else ours.
      const text = isApiError(error) && error.kind === 'http' ? error.message : copy.failed;
      setOutcome({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="download-data-heading" className="account-data">
      <h3 id="download-data-heading">{copy.heading}</h3>
      <p>{copy.text}</p>
      <button
        type="button"
        className="button button--secondary account-data__button"
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? copy.button.busy : copy.button.idle}
      </button>
      <div role="status" className="account-data__status">
        {outcome && <p className={`form-alert form-alert--${outcome.tone}`}>{outcome.text}</p>}
      </div>
    </section>
  );
}
