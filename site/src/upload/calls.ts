// The upload's calls at /api/video_edit.php (contract: @reel/api upload.ts): the limits, the
// member's uploads, the screenshots of one upload, the preview choice and the deletion. The upload itself is
// uploadRequest.ts (it needs progress).
import { type Category } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import { api, unwrap } from '../api';
import { DEFAULT_LIMITS, type UploadLimits } from './formRules';

/** The server's configured limits; the defaults stand when it cannot be asked. */
export async function fetchLimits(): Promise<UploadLimits> {
  try {
    const answer = await api.call(ENDPOINT.uploadLimits);
    return { categoriesMin: answer.categories_min, categoriesMax: answer.categories_max, maxBytes: answer.max_bytes };
  } catch {
    return DEFAULT_LIMITS;
  }
}

/** Every category, by title, to choose from. */
export async function fetchCategories(): Promise<Category[]> {
  const answer = unwrap(await api.categories({ section: 'all' }));
  return [...answer.categories].sort((a, b) => a.title.localeCompare(b.title));
}

export const fetchUploads = (page: number) => api.call(ENDPOINT.uploads, { page });

export const fetchScreens = (video_id: number) => api.call(ENDPOINT.uploadScreens, { video_id });

export const choosePreview = (video_id: number, screen: number) => api.call(ENDPOINT.uploadPreview, { video_id, screen });

export const deleteUpload = (video_id: number) => api.call(ENDPOINT.uploadDelete, { video_id });
