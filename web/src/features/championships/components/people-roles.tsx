import { useEffect, useState, type FormEvent } from 'react';
import type { UserRoles } from '@contracts/roles';
import { clubNames } from '@contracts/club-names';
import { FormAlert } from '@/components/ui/form-alert';
import { fetchRoleHolders } from '@/features/championships/api/roles-api';
import { RolesEditor } from '@/features/championships/components/roles-editor';
import { peopleCopy as copy } from '@/features/championships/content/office-copy';
import './championships.css';

type Lookup =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'none'; email: string }
  | { state: 'failed' }
  | { state: 'found'; person: UserRoles };

const summary = (person: UserRoles) =>
  copy.roleSummary(person.official, person.coachClubId ? clubNames[person.coachClubId] : null);

/** /admin/people: find an account by email and set its roles; the current holders below. */
export function PeopleRoles() {
  const [email, setEmail] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [holders, setHolders] = useState<UserRoles[] | 'failed' | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchRoleHolders(undefined, controller.signal).then(setHolders, () => {
      if (!controller.signal.aborted) setHolders('failed');
    });
    return () => controller.abort();
  }, []);

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = email.trim();
    if (!wanted) return;
    setLookup({ state: 'busy' });
    try {
      const [person] = await fetchRoleHolders(wanted);
      setLookup(person ? { state: 'found', person } : { state: 'none', email: wanted });
    } catch {
      setLookup({ state: 'failed' });
    }
  }

  function saved(person: UserRoles) {
    setLookup({ state: 'found', person });
    setHolders((now) => {
      const others = Array.isArray(now) ? now.filter((p) => p.uid !== person.uid) : [];
      return person.official || person.coachClubId ? [...others, person] : others;
    });
  }

  return (
    <div className="people-roles">
      <form
        role="search"
        aria-label={copy.find.region}
        className="people-roles__find"
        onSubmit={(e) => void find(e)}
      >
        <label className="desk__search-field">
          <span>{copy.find.label}</span>
          <input
            className="form-field__input"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <button
          type="submit"
          className="button button--secondary"
          disabled={lookup.state === 'busy'}
        >
          {copy.find.button}
        </button>
      </form>
      {lookup.state === 'none' && (
        <FormAlert tone="info">
          <p>{copy.notFound(lookup.email)}</p>
        </FormAlert>
      )}
      {lookup.state === 'failed' && (
        <FormAlert>
          <p>{copy.lookupFailed}</p>
        </FormAlert>
      )}
      {lookup.state === 'found' && (
        <RolesEditor key={lookup.person.uid} person={lookup.person} onSaved={saved} />
      )}
      <section aria-labelledby="role-holders-heading">
        <h2 id="role-holders-heading">{copy.holdersHeading}</h2>
        {holders === 'failed' && <p>{copy.holdersFailed}</p>}
        {Array.isArray(holders) && holders.length === 0 && <p>{copy.holdersNone}</p>}
        {Array.isArray(holders) && holders.length > 0 && (
          <ul className="my-entries">
            {holders.map((person) => (
              <li key={person.uid} className="my-entries__item">
                <p>
                  <strong>{person.name ?? copy.unnamed}</strong> {person.email}
                </p>
                <p>{summary(person)}</p>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setLookup({ state: 'found', person })}
                >
                  {copy.edit(person.name ?? person.email ?? copy.unnamed)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
