import { t } from '../text';
import { UPLOAD_TEXT } from '../text/upload';
import { formatBytes, formatSeconds, type ProgressView } from './progress';
import { useRevealOnArrival } from './useRevealOnArrival';
import type { SendingState } from './useSending';

export interface ProgressControls {
  onCancel(): void;
  /** Absent for an upload that cannot be paused (a single request). */
  onPause?(): void;
  onResume?(): void;
}

/** The line under the bar: percent and bytes, then speed and time left while bytes flow. */
function ProgressLine({ view, state, total }: { view: ProgressView; state: SendingState; total: number }) {
  return (
    <p className="upload-progress__line" role="status">
      <span>{t(UPLOAD_TEXT, 'upload.progress', { percent: view.percent })}</span>
      <span>{t(UPLOAD_TEXT, 'upload.bytes', { sent: formatBytes(view.loaded), total: formatBytes(total) })}</span>
      {state === 'paused' && <span>{t(UPLOAD_TEXT, 'upload.paused')}</span>}
      {state === 'reconnecting' && <span>{t(UPLOAD_TEXT, 'upload.reconnecting')}</span>}
      {state === 'sending' && view.speed > 0 && <span>{t(UPLOAD_TEXT, 'upload.speed', { speed: formatBytes(view.speed) })}</span>}
      {state === 'sending' && view.leftS !== null && <span>{t(UPLOAD_TEXT, 'upload.time_left', { time: formatSeconds(view.leftS) })}</span>}
    </p>
  );
}

/** The bar with percent, bytes, speed and time left; Pause or Resume, and Cancel. */
export function UploadProgress({
  view,
  state,
  total,
  controls,
}: {
  view: ProgressView;
  state: SendingState;
  total: number;
  controls: ProgressControls;
}) {
  const ref = useRevealOnArrival<HTMLDivElement>();
  return (
    <div className="upload-progress" ref={ref} tabIndex={-1}>
      <progress max={100} value={view.percent} aria-label={t(UPLOAD_TEXT, 'upload.progress_label')} />
      <ProgressLine view={view} state={state} total={total} />
      {/* One button that changes its words, so the keyboard focus stays on it across a pause. */}
      {controls.onPause && controls.onResume && (
        <button type="button" className="button" onClick={state === 'paused' ? controls.onResume : controls.onPause}>
          {t(UPLOAD_TEXT, state === 'paused' ? 'upload.resume' : 'upload.pause')}
        </button>
      )}{' '}
      <button type="button" className="button" onClick={controls.onCancel}>
        {t(UPLOAD_TEXT, 'upload.cancel')}
      </button>
    </div>
  );
}
