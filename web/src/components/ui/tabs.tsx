import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/hooks/use-hydrated';
import { pickTab, TabsView, type TabsViewProps } from '@/components/ui/tabs-view';

export type { TabItem } from '@/components/ui/tabs-view';

type ViewProps = Omit<TabsViewProps, 'selectedId' | 'onSelect'> & {
  /** Called when the visitor picks another tab (a page resets its filters here). */
  onChange?: (id: string) => void;
};

type Never<T> = { [K in keyof T]?: never };

interface Controlled {
  selectedId: string;
  onSelect: (id: string) => void;
}

interface Uncontrolled {
  /** The tab shown when the URL names none (or an unknown one); the first tab if left out. */
  defaultSelectedId?: string;
}

interface QuerySync extends Uncontrolled {
  /** `?tab=upcoming`: shareable, and Back returns to the previous tab. */
  sync: 'query';
  /** The query parameter's name; `tab` if left out. */
  param?: string;
  /** Query parameters dropped when the tab changes, in the same navigation (the tab's filters). */
  clearParams?: readonly string[];
}

interface HashSync extends Uncontrolled {
  /**
   * `#history`. No element on the page may have a tab's id as its id: the router would scroll to
   * it on every switch.
   */
  sync: 'hash';
  /**
   * `push` (default): every switch is a history entry, so Back returns to the previous tab.
   * `replace`: the hash follows the tab but Back leaves the page, so arrowing through five tabs does
   * not leave five entries behind.
   */
  history?: 'push' | 'replace';
}

type SelectionProps =
  | (Controlled & Never<QuerySync>)
  | (Uncontrolled &
      Never<Controlled> & {
        sync?: undefined;
        param?: never;
        clearParams?: never;
        history?: never;
      })
  | (QuerySync & Never<Controlled> & { history?: never })
  | (HashSync & Never<Controlled> & { param?: never; clearParams?: never });

export type TabsProps = ViewProps & SelectionProps;

/**
 * Tabs whose selection is kept inside (default), by the parent (`selectedId` + `onSelect`), or in
 * the URL (`sync="query"` or `sync="hash"`).
 */
export function Tabs(props: TabsProps) {
  if (props.selectedId !== undefined) {
    const { selectedId, onSelect, onChange, ...view } = props;
    return (
      <TabsView
        {...view}
        selectedId={pickTab(view.items, selectedId)}
        onSelect={(id) => {
          if (id === selectedId) return;
          onSelect(id);
          onChange?.(id);
        }}
      />
    );
  }
  if (props.sync === 'query') return <QuerySyncedTabs {...props} />;
  if (props.sync === 'hash') return <HashSyncedTabs {...props} />;
  return <LocalTabs {...props} />;
}

function LocalTabs({ defaultSelectedId, onChange, ...view }: ViewProps & Uncontrolled) {
  const [selectedId, setSelectedId] = useState(() => pickTab(view.items, defaultSelectedId));
  return (
    <TabsView
      {...view}
      selectedId={pickTab(view.items, selectedId)}
      onSelect={(id) => {
        if (id === selectedId) return;
        setSelectedId(id);
        onChange?.(id);
      }}
    />
  );
}

/*
 * Both URL modes show the default tab until hydration ends: the prerendered HTML cannot know the
 * query or hash it will be served with, and hydration must match it.
 */

function QuerySyncedTabs({
  param = 'tab',
  clearParams = [],
  defaultSelectedId,
  onChange,
  sync: _sync,
  ...view
}: ViewProps & QuerySync) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const selectedId = pickTab(
    view.items,
    hydrated ? searchParams.get(param) : null,
    defaultSelectedId,
  );
  function select(id: string) {
    if (id === selectedId) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of clearParams) next.delete(name);
        next.set(param, id);
        return next;
      },
      { preventScrollReset: true },
    );
    onChange?.(id);
  }
  return <TabsView {...view} selectedId={selectedId} onSelect={select} />;
}

function HashSyncedTabs({
  defaultSelectedId,
  history = 'push',
  onChange,
  sync: _sync,
  ...view
}: ViewProps & HashSync) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const selectedId = pickTab(
    view.items,
    hydrated ? location.hash.slice(1) : null,
    defaultSelectedId,
  );
  function select(id: string) {
    if (id === selectedId) return;
    navigate(
      { search: location.search, hash: id },
      { preventScrollReset: true, replace: history === 'replace' },
    );
    onChange?.(id);
  }
  return <TabsView {...view} selectedId={selectedId} onSelect={select} />;
}
