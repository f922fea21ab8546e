import { useState, type FormEvent } from 'react';
import '@/components/ui/form.css';

/** One `<select>` of an admin list's filters: which filter it sets and the choices besides "all". */
export interface AdminFilterSelect<Key extends string> {
  name: Key;
  label: string;
  options: readonly { value: string; label: string }[];
}

export interface AdminFilterCopy {
  legend: string;
  search: string;
  searchButton: string;
  all: string;
}

interface AdminFilterFormProps<Filters extends { q: string }> {
  filters: Filters;
  selects: readonly AdminFilterSelect<Exclude<keyof Filters, 'q'> & string>[];
  copy: AdminFilterCopy;
  /** Longest search the list's API accepts. */
  searchMaxLength: number;
  onChange: (next: Filters) => void;
}

/**
 * The filters above an admin list. The selects apply at once; the search applies when submitted
 * (Enter or the button), so typing does not fetch or re-filter at every key. The list keeps the
 * filters in the URL and remounts this form when they change, so its search box starts afresh.
 */
export function AdminFilterForm<Filters extends { q: string }>({
  filters,
  selects,
  copy,
  searchMaxLength,
  onChange,
}: AdminFilterFormProps<Filters>) {
  const [search, setSearch] = useState(filters.q);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ ...filters, q: search });
  }

  return (
    <form role="search" aria-label={copy.legend} className="admin-filters" onSubmit={submit}>
      {selects.map((select) => (
        <label key={select.name}>
          <span>{select.label}</span>
          <select
            className="form-field__input"
            value={String(filters[select.name])}
            onChange={(event) => onChange({ ...filters, [select.name]: event.target.value })}
          >
            <option value="all">{copy.all}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <div className="admin-filters__search">
        <label>
          <span>{copy.search}</span>
          <input
            className="form-field__input"
            type="search"
            value={search}
            maxLength={searchMaxLength}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--secondary">
          {copy.searchButton}
        </button>
      </div>
    </form>
  );
}
