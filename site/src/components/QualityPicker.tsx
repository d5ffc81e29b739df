import type { Source } from '../sources';
import { t } from '../text';

interface QualityPickerProps {
  sources: Source[];
  current: string;
  onChoose: (format: string) => void;
}

/** One button per rendition; the current one is pressed. */
export function QualityPicker({ sources, current, onChoose }: QualityPickerProps) {
  return (
    <div className="quality" role="group" aria-label={t('video.quality')}>
      {sources.map((s) => (
        <button key={s.format} type="button" className="quality__option" aria-pressed={s.format === current} onClick={() => onChoose(s.format)}>
          {s.label}
        </button>
      ))}
    </div>
  );
}
