// The share panel's own texts: here rather than in the core's table, because only the panel, a
// lazy chunk, shows them. A page's `labels` option replaces any of them.
import type { PlayerLabels, ShareLabelKey } from '../core/labels.js';

export const SHARE_LABELS: Record<ShareLabelKey, string> = {
  /** The embed code's size menu. */
  embedSize: 'Size',
  /** The size that follows the host page's column. */
  embedResponsive: 'Responsive',
  /** The check box that starts the embedded video where the viewer is; `{time}` as 1:23. */
  embedStartAt: 'Start at {time}',
};

/** The page's words over the panel's defaults; a missing or non-string one keeps its default. */
export function shareLabels(given: Partial<PlayerLabels> | undefined): Record<ShareLabelKey, string> {
  const labels = { ...SHARE_LABELS };
  for (const key of Object.keys(SHARE_LABELS) as ShareLabelKey[]) {
    const text = given?.[key];
    if (typeof text === 'string') labels[key] = text;
  }
  return labels;
}
