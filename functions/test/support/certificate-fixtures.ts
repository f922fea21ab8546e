import type { Session } from './auth-emulator';
import { send } from './athlete-fixtures';
import { kolkataDay } from './firestore-fixtures';

// Gradings and certificates over HTTP, for the certificate tests.

/** Creates a grading held `daysAgo` days ago (Kolkata) and answers its id. */
export async function createGradingAs(office: Session, daysAgo = 0): Promise<string> {
  const response = await send('POST', '/api/admin/gradings', office, {
    date: kolkataDay(-daysAgo),
    city: 'Pune',
    venue: 'Shiv Chhatrapati Sports Complex',
    examiners: ['Master Kulkarni', 'Master Shaikh'],
  });
  if (response.status !== 201)
    throw new Error(`create grading: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { id: string } };
  return data.id;
}

export const recordResults = (office: Session | undefined, gradingId: string, results: unknown) =>
  send('POST', `/api/admin/gradings/${gradingId}/results`, office, { results });

export const verify = (token: unknown) =>
  send('POST', '/api/certificates/verify', undefined, { token });
