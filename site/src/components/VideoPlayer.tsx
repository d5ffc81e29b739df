import { useRef, useState } from 'react';
import { defaultSource, type Source } from '../sources';
import { QualityPicker } from './QualityPicker';

interface VideoPlayerProps {
  sources: Source[];
  poster?: string;
  title: string;
}

interface Resume {
  time: number;
  playing: boolean;
}

/** A native `<video controls>` on the chosen rendition (HD by default); a quality change keeps the
 * position and the playing state. The full player (@reel/player) replaces this later. */
export function VideoPlayer({ sources, poster, title }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const resume = useRef<Resume | null>(null);
  const [format, setFormat] = useState(() => defaultSource(sources)?.format);
  const current = sources.find((s) => s.format === format) ?? defaultSource(sources);
  if (!current) return null;

  const choose = (next: string) => {
    const el = video.current;
    if (next === current.format || !el) return;
    resume.current = { time: el.currentTime, playing: !el.paused };
    setFormat(next);
  };

  const onLoadedMetadata = () => {
    const el = video.current;
    const r = resume.current;
    if (!el || !r) return;
    resume.current = null;
    el.currentTime = r.time;
    if (r.playing) el.play().catch(() => undefined);
  };

  return (
    <div className="player">
      <video
        ref={video}
        className="player__video"
        src={current.url}
        poster={poster || undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        data-format={current.format}
        onLoadedMetadata={onLoadedMetadata}
      />
      {sources.length > 1 && <QualityPicker sources={sources} current={current.format} onChoose={choose} />}
    </div>
  );
}
