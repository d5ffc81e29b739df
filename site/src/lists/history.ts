// The local watch history (spec 000 §3, local history record): newest first, in this browser only.
export const HISTORY_STORAGE_KEY = 'reel.history';

export interface HistoryRecord {
  video_id: number;
  dir: string;
  title: string;
  duration: string;
  post_date: string;
  thumbnail: string;
  views: number;
}

function isRecord(value: unknown): value is HistoryRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r.video_id === 'number' && typeof r.dir === 'string' && typeof r.title === 'string';
}

/** The stored records; anything unreadable counts as no history rather than an error. */
export function readHistory(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): HistoryRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(HISTORY_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    return [];
  }
}
