// Whether and how a player is made: a recently deleted video shows a notice
// and no player; an error answer or a list with nothing playable is logged and counted as
// player_setup_error, with no player; otherwise the starting quality and its sources.
import { DELETED_TEXT, STATUS_DELETED } from '../constants.js';
import { chooseDefaultQuality, type QualityLabel } from './quality.js';
import {
  buildSources,
  isErrorAnswer,
  parseVr,
  playableFiles,
  usesHls,
  type PlayerSource,
  type QualityFile,
  type VrMode,
} from './sources.js';
import { parseTimeText } from './time.js';

/** Status 5 (recently deleted): do not even ask for the files. */
export function isDeletedStatus(statusId: number | string | null | undefined): boolean {
  return Number(statusId) === STATUS_DELETED;
}

export interface SetupInput {
  status_id?: number | string | null;
  /** The file call's answer (a VideoFileAnswer, unchecked); not needed for a deleted video. */
  answer?: unknown;
  /** The video's duration: seconds, or its text (`hh:mm:ss`, `mm:ss`); the files' own is the fallback. */
  duration?: number | string | null;
  /** A remembered quality, used when that file exists. */
  preferredQuality?: QualityLabel | null;
}

export type SetupPlan =
  | { kind: 'deleted'; text: string }
  | { kind: 'error'; counter: 'player_setup_error'; message: string; detail: unknown }
  | {
      kind: 'ready';
      files: QualityFile[];
      quality: QualityLabel;
      sources: PlayerSource[];
      durationS: number;
      hls: boolean;
      vr: VrMode | null;
    };

function durationOf(input: SetupInput, files: QualityFile[]): number {
  const given = typeof input.duration === 'number' ? input.duration : parseTimeText(input.duration);
  if (given !== undefined && Number.isFinite(given) && given > 0) return given;
  const fromFiles = files.map((f) => Number(f.file.duration)).filter((d) => Number.isFinite(d) && d > 0);
  return fromFiles.length ? Math.max(...fromFiles) : 0;
}

export function planSetup(input: SetupInput): SetupPlan {
  if (isDeletedStatus(input.status_id)) return { kind: 'deleted', text: DELETED_TEXT };
  const { answer } = input;
  if (isErrorAnswer(answer)) {
    return { kind: 'error', counter: 'player_setup_error', message: 'video file call answered with an error', detail: answer };
  }
  if (!Array.isArray(answer)) {
    return { kind: 'error', counter: 'player_setup_error', message: 'video file answer is not a list', detail: answer };
  }
  const files = playableFiles(answer);
  const quality = chooseDefaultQuality(
    files.map((f) => f.quality),
    input.preferredQuality,
  );
  const chosen = files.find((f) => f.quality === quality);
  if (!quality || !chosen) {
    return { kind: 'error', counter: 'player_setup_error', message: 'no playable video file', detail: answer };
  }
  const durationS = durationOf(input, files);
  return {
    kind: 'ready',
    files,
    quality,
    sources: buildSources(chosen, durationS),
    durationS,
    hls: usesHls(durationS),
    vr: parseVr(chosen.file.vr),
  };
}
