// The iframe embed page: one native <video> for /embed/{video_id}/, or a line of text saying why not.
import { ApiRequestError, createApiClient, isApiError, STATUS_DELETED } from '@reel/api';
import { pickFile, videoIdFromPath } from './sources';
import './style.css';

const TEXT = {
  deleted: 'Video has been recently deleted',
  notFound: 'Oops! Content not found!',
  failed: 'This video cannot be played right now. Please try again later.',
} as const;

const api = createApiClient();
const root = document.getElementById('player') as HTMLElement;

function showMessage(text: string): void {
  const p = document.createElement('p');
  p.className = 'embed__message';
  p.textContent = text;
  root.replaceChildren(p);
}

function showVideo(src: string, poster: string, title: string): void {
  const video = document.createElement('video');
  video.className = 'embed__video';
  video.controls = true;
  video.playsInline = true;
  video.preload = 'metadata';
  if (poster) video.poster = poster;
  video.setAttribute('aria-label', title);
  video.src = src;
  root.replaceChildren(video);
}

async function start(): Promise<void> {
  const id = videoIdFromPath(location.pathname);
  if (id === null) return showMessage(TEXT.notFound);
  // The video record first: a deleted video has no file list to ask for.
  const answer = await api.video(id);
  if (isApiError(answer)) return showMessage(TEXT.notFound);
  const { video } = answer;
  document.title = `${video.title} - Reel`;
  if (video.status_id === STATUS_DELETED) return showMessage(TEXT.deleted);
  const files = await api.videofile(id);
  if (isApiError(files)) return showMessage(files.code === 'video_deleted' ? TEXT.deleted : TEXT.failed);
  const file = pickFile(files);
  if (!file) return showMessage(TEXT.failed);
  showVideo(file.video_url, video.scr || video.thumb, video.title);
}

start().catch((err: unknown) => {
  const status = err instanceof ApiRequestError ? err.status : 0;
  showMessage(status === 404 ? TEXT.notFound : status === 410 ? TEXT.deleted : TEXT.failed);
});
