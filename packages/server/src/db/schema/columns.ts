// Column shapes every table file shares.
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

const tsvectorType = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Full-text search vectors. */
export const tsvector = tsvectorType;
/** Timestamps with time zone, read as Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A counter column: not null, starting at 0. */
export const counter = (name: string) => integer(name).notNull().default(0);
