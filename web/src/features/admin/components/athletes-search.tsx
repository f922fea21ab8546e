import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { AthletesTable } from '@/features/admin/components/athletes-table';
import { athletesAdminCopy as copy } from '@/features/admin/content/athletes-admin-copy';
import { useAthleteSearch } from '@/features/admin/hooks/use-athlete-search';
import '@/components/ui/form.css';
import './admin.css';

function SearchResults({ q, onClear }: { q: string; onClear: () => void }) {
  const { result, retry } = useAthleteSearch(q);
  if (result.state === 'loading') return <p role="status">{copy.loading}</p>;
  if (result.state === 'failed') {
    return <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={retry} />;
  }
  const count = result.items.length;
  if (count === 0) {
    return (
      <div className="admin-inbox__empty" role="status">
        <p>{q ? copy.emptyFor(q) : copy.empty}</p>
        {q && (
          <button type="button" className="button button--secondary" onClick={onClear}>
            {copy.clear}
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      <p className="admin-inbox__count" role="status">
        {q ? copy.countFor(count, q) : copy.count(count)}
      </p>
      <AthletesTable athletes={result.items} />
    </>
  );
}

/** /admin/athletes: the search kept in the URL (`?q=`), so a result can be shared or reloaded. */
export function AthletesSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  const search = (next: string) => setParams(next ? { q: next } : {}, { replace: true });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(text.trim());
  }

  return (
    <div className="admin-inbox">
      <form
        role="search"
        aria-label={copy.search.legend}
        className="admin-filters"
        onSubmit={submit}
      >
        <div className="admin-filters__search">
          <label>
            <span>{copy.search.label}</span>
            <input
              className="form-field__input"
              type="search"
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <button type="submit" className="button button--secondary">
            {copy.search.button}
          </button>
        </div>
      </form>
      <SearchResults
        key={q}
        q={q}
        onClear={() => {
          setText('');
          search('');
        }}
      />
    </div>
  );
}
