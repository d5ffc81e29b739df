import { UPLOAD_EXTENSIONS } from '@reel/api';
import { useRef, useState, type DragEvent } from 'react';
import { t } from '../text';
import { UPLOAD_TEXT } from '../text/upload';

/** The file picker offers videos and every extension the upload takes. */
const ACCEPT = ['video/*', ...Object.keys(UPLOAD_EXTENSIONS).map((ext) => `.${ext}`)].join(',');

/** Drag and drop a file here, or select one: hands the first file over. */
export function DropZone({ onFile, disabled = false }: { onFile: (file: File) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer?.files);
  };
  return (
    <div
      className={`dropzone${over ? ' dropzone--over' : ''}`}
      data-testid="dropzone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p className="dropzone__text">{t(UPLOAD_TEXT, 'upload.drop')}</p>
      <p className="dropzone__or">{t(UPLOAD_TEXT, 'upload.or')}</p>
      <button type="button" className="button button--primary" disabled={disabled} onClick={() => input.current?.click()}>
        {t(UPLOAD_TEXT, 'upload.select')}
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label={t(UPLOAD_TEXT, 'upload.select')}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <p className="dropzone__rules">{t(UPLOAD_TEXT, 'upload.rules')}</p>
    </div>
  );
}
