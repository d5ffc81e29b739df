import { t } from '../text/upload';
import { formatBytes, formatSeconds, type ProgressView } from './progress';

/** The bar with percent, speed and time left, and Cancel. */
export function UploadProgress({ view, onCancel }: { view: ProgressView; onCancel: () => void }) {
  return (
    <div className="upload-progress">
      <progress max={100} value={view.percent} aria-label={t('upload.progress_label')} />
      <p className="upload-progress__line" role="status">
        <span>{t('upload.progress', { percent: view.percent })}</span>
        {view.speed > 0 && <span>{t('upload.speed', { speed: formatBytes(view.speed) })}</span>}
        {view.leftS !== null && <span>{t('upload.time_left', { time: formatSeconds(view.leftS) })}</span>}
      </p>
      <button type="button" className="button" onClick={onCancel}>
        {t('upload.cancel')}
      </button>
    </div>
  );
}
