// The upload's calls at /api/video_edit.php: the limits, the member's uploads, the screenshots of
// one upload and the preview choice. The upload itself is uploadRequest.ts (it needs progress).
import { VIDEO_EDIT_PATH, type Category } from '@reel/api';
import { api, unwrap } from '../api';
import { DEFAULT_LIMITS, type UploadLimits } from './formRules';

export type UploadState = 'processing' | 'needs_preview' | 'published' | 'failed';

export interface UploadedVideo {
  video_id: number;
  title: string;
  dir: string;
  duration: number;
  uploaded_at: string;
  state: UploadState;
  percent: number;
  reason: string | null;
  thumb: string;
}

export interface UploadedVideos {
  videos: UploadedVideo[];
  total_count: number;
}

export interface PreviewScreens {
  video_id: number;
  screens: { screen: number; url: string }[];
  chosen: number;
}

const read = (query: Record<string, string | number>) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `${VIDEO_EDIT_PATH}?${params.toString()}`;
};

/** The server's configured limits; the defaults stand when it cannot be asked. */
export async function fetchLimits(): Promise<UploadLimits> {
  try {
    const answer = await api.get<{ categories_min?: number; categories_max?: number; max_bytes?: number }>(read({ act: 'limits' }));
    return {
      categoriesMin: answer.categories_min ?? DEFAULT_LIMITS.categoriesMin,
      categoriesMax: answer.categories_max ?? DEFAULT_LIMITS.categoriesMax,
      maxBytes: answer.max_bytes ?? 0,
    };
  } catch {
    return DEFAULT_LIMITS;
  }
}

/** Every category, by title, to choose from. */
export async function fetchCategories(): Promise<Category[]> {
  const answer = unwrap(await api.categories({ section: 'all' }));
  return [...answer.categories].sort((a, b) => a.title.localeCompare(b.title));
}

export const fetchUploads = (page: number) => api.get<UploadedVideos>(read({ act: 'uploads', page }));

export const fetchScreens = (video_id: number) => api.get<PreviewScreens>(read({ act: 'screens', video_id }));

export const choosePreview = (video_id: number, screen: number) =>
  api.postForm<{ ok: true; video_id: number; dir: string }>(VIDEO_EDIT_PATH, { act: 'preview', video_id, screen });
