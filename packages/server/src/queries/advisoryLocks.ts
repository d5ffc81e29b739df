// PostgreSQL advisory locks by name, taken and given back on one session: a lock belongs to the
// session that took it, so both calls must go through the same one.
import type { DatabaseSession } from '../db/client.js';

type Session = Pick<DatabaseSession, 'query'>;

/** Takes the lock named `name` if no other session holds it; false when one does. */
export async function tryAdvisoryLock(session: Session, name: string): Promise<boolean> {
  const [row] = await session.query<{ ok?: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok', [name]);
  return row?.ok === true;
}

/** Gives back the lock named `name`; false when this session did not hold it. */
export async function advisoryUnlock(session: Session, name: string): Promise<boolean> {
  const [row] = await session.query<{ ok?: boolean }>('SELECT pg_advisory_unlock(hashtextextended($1, 0)) AS ok', [name]);
  return row?.ok === true;
}
