import type { PreviousUpload } from 'tus-js-client';
import { t } from '../text';
import { UPLOAD_TEXT } from '../text/upload';
import { useRevealOnArrival } from './useRevealOnArrival';

/** The same file was being uploaded from this browser and did not finish: go on, or start anew. */
export function ResumeOffer({
  file,
  previous,
  onResume,
  onAfresh,
}: {
  file: File;
  previous: PreviousUpload;
  onResume: () => void;
  onAfresh: () => void;
}) {
  const ref = useRevealOnArrival<HTMLDivElement>();
  const date = new Date(previous.creationTime).toLocaleString();
  return (
    <div className="upload__resume" ref={ref} tabIndex={-1} role="group" aria-label={t(UPLOAD_TEXT, 'upload.resume_go')}>
      <p>{t(UPLOAD_TEXT, 'upload.resume_offer', { name: file.name, date })}</p>
      <button type="button" className="button button--primary" onClick={onResume}>
        {t(UPLOAD_TEXT, 'upload.resume_go')}
      </button>{' '}
      <button type="button" className="button" onClick={onAfresh}>
        {t(UPLOAD_TEXT, 'upload.resume_afresh')}
      </button>
    </div>
  );
}
