import { rolesFromClaims, type RoleClaims } from '../contracts/roles';
import type { Caller } from './caller';

// The caller's roles, read from the verified token's custom claims. The office grants official
// and coach in the app (users/set-roles.ts); each grant revokes the person's refresh tokens, so a
// token carrying an old role does not outlive the hour of its ID token.

export const rolesOf = (caller: Caller): RoleClaims => rolesFromClaims(caller.claims);

/** The weigh-in desk and decisions: an official, or the office. */
export const mayOfficiate = (caller: Caller): boolean => caller.admin || rolesOf(caller).official;
