import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from '@/components/ui/select-field';
import { AthleteFinder } from '@/features/brackets/components/athlete-finder';
import { BracketView } from '@/features/brackets/components/bracket-view';
import { DrawCheck } from '@/features/brackets/components/draw-check';
import { bracketsCopy as copy } from '@/features/brackets/content/brackets-copy';
import { athletesOf, type FoundAthlete } from '@/features/brackets/lib/athlete-search';
import type { Brackets } from '@/features/brackets/lib/bracket-types';
import { defaultRound } from '@/features/brackets/lib/default-round';
import { divisionTitle } from '@/features/brackets/lib/division-title';

/** The followed athlete's last bout on screen, else the division's heading (no bout to show). */
function focusLatestBout() {
  const shown = [...document.querySelectorAll<HTMLElement>('.bout--followed')].filter(
    (card) => !card.closest('[hidden]'),
  );
  (shown.at(-1) ?? document.getElementById('division-heading'))?.focus();
}

/**
 * The drawn championship: which division, whom to follow, the bracket, the draw's check. The
 * division and the followed athlete live in the address (`?division=…&follow=…`), so a parent can
 * send the link to the family.
 */
export function BracketsBody({ brackets }: { brackets: Brackets }) {
  const [params, setParams] = useSearchParams();
  const [rounds, setRounds] = useState<Readonly<Record<string, string>>>({});
  const followed = athletesOf(brackets).find((a) => a.entryId === params.get('follow')) ?? null;
  // The athlete just chosen, until the address (and so the page) shows them.
  const focusFollowed = useRef<string | null>(null);
  useEffect(() => {
    if (focusFollowed.current === null || focusFollowed.current !== followed?.entryId) return;
    focusFollowed.current = null;
    focusLatestBout();
  });
  const division =
    brackets.divisions.find((d) => d.id === params.get('division')) ??
    brackets.divisions.find((d) => d.id === followed?.divisionId) ??
    brackets.divisions[0];

  if (!division) return <p>{copy.notDrawn}</p>;
  const followedHere = followed?.divisionId === division.id ? followed.entryId : null;
  const round = rounds[division.id] ?? defaultRound(division, followedHere);

  function show(divisionId: string, athlete: FoundAthlete | null) {
    const next = new URLSearchParams(params);
    next.set('division', divisionId);
    if (athlete) next.set('follow', athlete.entryId);
    else next.delete('follow');
    // The button pressed goes away with the list: focus goes on to the athlete's latest bout.
    focusFollowed.current = athlete?.entryId ?? null;
    setParams(next, { replace: true });
    // A new choice shows its own natural round again.
    setRounds(({ [divisionId]: _, ...others }) => others);
  }

  return (
    <div className="brackets">
      <div className="brackets__choice">
        <SelectField
          label={copy.division}
          value={division.id}
          onChange={(event) => show(event.target.value, followed)}
          options={brackets.divisions.map((d) => ({ value: d.id, label: divisionTitle(d) }))}
        />
        <AthleteFinder
          brackets={brackets}
          followed={followed}
          onFollow={(athlete) => show(athlete?.divisionId ?? division.id, athlete)}
        />
      </div>
      <section className="brackets__division" aria-labelledby="division-heading">
        <h2 id="division-heading" tabIndex={-1}>
          {divisionTitle(division)}
        </h2>
        <BracketView
          division={division}
          followedEntryId={followedHere}
          round={round}
          onRound={(id) => setRounds((all) => ({ ...all, [division.id]: id }))}
        />
      </section>
      <DrawCheck brackets={brackets} />
    </div>
  );
}
