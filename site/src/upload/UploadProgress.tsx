import { t } from '../text';
import { UPLOAD_TEXT } from '../text/upload';
import { formatBytes, formatSeconds, type ProgressView } from './progress';
import { useRevealOnArrival } from './useRevealOnArrival';

/** The bar with percent, speed and time left, and Cancel. */
export function UploadProgress({ view, onCancel }: { view: ProgressView; onCancel: () => void }) {
  const ref = useRevealOnArrival<HTMLDivElement>();
  return (
    <div className="upload-progress" ref={ref} tabIndex={-1}>
      <progress max={100} value={view.percent} aria-label={t(UPLOAD_TEXT, 'upload.progress_label')} />
      <p className="upload-progress__line" role="status">
        <span>{t(UPLOAD_TEXT, 'upload.progress', { percent: view.percent })}</span>
        {view.speed > 0 && <span>{t(UPLOAD_TEXT, 'upload.speed', { speed: formatBytes(view.speed) })}</span>}
        {view.leftS !== null && <span>{t(UPLOAD_TEXT, 'upload.time_left', { time: formatSeconds(view.leftS) })}</span>}
      </p>
      <button type="button" className="button" onClick={onCancel}>
        {t(UPLOAD_TEXT, 'upload.cancel')}
      </button>
    </div>
  );
}
