import { qualityBadge } from '../format';

/** HD or FHD by the video's file formats; nothing for SD only. */
export function QualityBadge({ fileFormats }: { fileFormats: string }) {
  const label = qualityBadge(fileFormats);
  return label ? <span className="badge">{label}</span> : null;
}
