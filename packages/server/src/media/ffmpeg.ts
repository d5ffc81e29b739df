// Finds ffmpeg/ffprobe and runs them. Order: FFMPEG_PATH / FFPROBE_PATH, then the system's binary on
// PATH (usually newer, with hardware support), then the static build inside the npm installer package.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { accessSync, constants as fsConstants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { ERROR_TAIL_LINES, STDERR_KEEP_BYTES } from './constants.js';

const execFileAsync = promisify(execFile);
const require = createRequire(import.meta.url);

type Tool = 'ffmpeg' | 'ffprobe';

const ENV_VAR: Record<Tool, string> = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };
const INSTALLER: Record<Tool, string> = { ffmpeg: '@ffmpeg-installer/ffmpeg', ffprobe: '@ffprobe-installer/ffprobe' };
const resolved = new Map<Tool, string>();

function isExecutable(file: string): boolean {
  try {
    accessSync(file, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` on PATH, looked up without a shell. */
export function findOnPath(name: string, pathEnv = process.env.PATH ?? ''): string | null {
  const exe = process.platform === 'win32' ? `${name}.exe` : name;
  for (const dir of pathEnv.split(delimiter)) {
    if (dir && isExecutable(join(dir, exe))) return join(dir, exe);
  }
  return null;
}

function installerPath(tool: Tool): string | null {
  try {
    // Loaded lazily through require: the installer throws at load time on platforms it has no
    // binary for, which must not break a machine that has ffmpeg on PATH.
    const mod = require(INSTALLER[tool]) as { path?: string };
    return mod.path && isExecutable(mod.path) ? mod.path : null;
  } catch {
    return null;
  }
}

function locate(tool: Tool): string {
  const fromEnv = process.env[ENV_VAR[tool]];
  if (fromEnv) return fromEnv;
  const cached = resolved.get(tool);
  if (cached) return cached;
  const found = findOnPath(tool) ?? installerPath(tool);
  if (!found) {
    throw new Error(`${tool} not found: set ${ENV_VAR[tool]}, put ${tool} on PATH or install ${INSTALLER[tool]}`);
  }
  resolved.set(tool, found);
  return found;
}

export function ffmpegPath(): string {
  return locate('ffmpeg');
}

export function ffprobePath(): string {
  return locate('ffprobe');
}

let deathSignal: string[] | null = null;

/**
 * What ffmpeg and ffprobe are started through so that the kernel kills them when this process dies,
 * even by SIGKILL: Linux's `setpriv --pdeathsig KILL`, which sets the signal and then becomes the
 * tool (same pid, so time-outs and aborts still reach it). ffmpeg itself runs on when its parent is
 * gone (end of input on stdin does not stop it), so without this an encode outlives a killed server
 * or worker. Empty where setpriv is missing or refused (not Linux): the tool is started directly.
 */
export function deathSignalPrefix(): string[] {
  if (deathSignal) return deathSignal;
  const setpriv = process.platform === 'linux' ? findOnPath('setpriv') : null;
  deathSignal = [];
  if (setpriv) {
    try {
      execFileSync(setpriv, ['--pdeathsig', 'KILL', '--', process.execPath, '-e', ''], { stdio: 'ignore' });
      deathSignal = [setpriv, '--pdeathsig', 'KILL', '--'];
    } catch {
      // An old setpriv without --pdeathsig, or a sandbox that forbids it.
    }
  }
  return deathSignal;
}

/** The command and arguments that start `bin` with `args` under the death signal. */
function underDeathSignal(bin: string, args: readonly string[]): [string, string[]] {
  const [wrapper, ...wrapperArgs] = deathSignalPrefix();
  return wrapper ? [wrapper, [...wrapperArgs, bin, ...args]] : [bin, [...args]];
}

export interface RunOptions {
  /** Called with the output time reached so far, in seconds. */
  onProgress?: (outTimeS: number) => void;
  signal?: AbortSignal;
  cwd?: string;
  /** Kills the process (SIGKILL) after this long; it then fails with a time-out. */
  timeoutMs?: number;
}

/**
 * Input options for a file nobody here made (an upload): read it from the local disk only, with
 * one of the named demuxers only. Playlists (HLS, DASH), concat scripts, image sequences and any
 * network address inside a file are refused before anything they name is opened.
 */
export function untrustedInput(demuxers: readonly string[]): string[] {
  return ['-protocol_whitelist', 'file', '-format_whitelist', demuxers.join(',')];
}

/** The message of a run killed by its time-out: callers treat it like an unreadable file. */
export const TIMED_OUT = 'timed out';

/** Turns `-progress` output lines into seconds; returns null for other lines. */
export function parseProgressLine(line: string): number | null {
  const m = /^out_time=(-?)(\d+):(\d+):(\d+(?:\.\d+)?)\s*$/.exec(line);
  if (!m || m[1] === '-') return null;
  return Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]);
}

function tailLines(text: string, count: number): string {
  return text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .slice(-count)
    .join('\n');
}

/**
 * Runs ffmpeg with `args` (no shell, so no quoting issues with file names). Resolves with the
 * collected stderr; rejects with the exit code and the last stderr lines.
 */
export function runFfmpeg(args: readonly string[], options: RunOptions = {}): Promise<{ stderr: string }> {
  const { onProgress, signal, cwd, timeoutMs } = options;
  const head = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];
  const progressArgs = onProgress ? ['-progress', 'pipe:1', '-nostats'] : [];
  const bin = ffmpegPath();
  return new Promise((resolve, reject) => {
    const [command, commandArgs] = underDeathSignal(bin, [...head, ...progressArgs, ...args]);
    const child = spawn(command, commandArgs, { cwd, signal, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let pending = '';
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? null
        : setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
          }, timeoutMs);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP_BYTES);
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (!onProgress) return;
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const t = parseProgressLine(line);
        if (t !== null) onProgress(t);
      }
    });
    let aborted: Error | null = null;
    child.on('error', (err) => {
      if (timer) clearTimeout(timer);
      const why = err.name === 'AbortError' ? 'ffmpeg was stopped: aborted' : `ffmpeg could not run (${bin}): ${err.message}`;
      // An aborted ffmpeg still finishes its output file on the way out: the run settles at its
      // exit, so the caller can remove what it wrote.
      if (err.name === 'AbortError' && child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        aborted = new Error(why, { cause: err });
        return;
      }
      reject(new Error(why, { cause: err }));
    });
    child.on('close', (code, sig) => {
      if (timer) clearTimeout(timer);
      if (aborted) return reject(aborted);
      if (code === 0 && !timedOut) return resolve({ stderr });
      const why = timedOut ? `${TIMED_OUT} after ${timeoutMs} ms` : sig ? `signal ${sig}` : `exit code ${code}`;
      reject(new Error(`ffmpeg failed with ${why}: ${tailLines(stderr, ERROR_TAIL_LINES) || '(no output)'}`));
    });
  });
}

export interface ProbeResult {
  duration_s: number;
  width: number;
  height: number;
  /** Degrees the player must rotate the picture (phone videos), 0 when none. */
  rotation: number;
  video_codec: string | null;
  audio_codec: string | null;
  /** Audio bit rate in bit/s when the container states it (lets renditions copy small AAC). */
  audio_bitrate_bps: number | null;
  format_name: string;
  size_bytes: number;
  /** The frame rate the video stream states (the higher of its base and average rates), 0 when none. */
  frame_rate_fps: number;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  bit_rate?: string;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

interface FfprobeJson {
  streams?: FfprobeStream[];
  format?: { duration?: string; format_name?: string; size?: string };
}

/** A rate as ffprobe writes it (`30000/1001`, `60/1`, `0/0`); 0 when it is none. */
export function parseFrameRate(rate: string | undefined): number {
  const m = /^(\d+)(?:\/(\d+))?$/.exec(rate ?? '');
  if (!m) return 0;
  const value = Number(m[1]) / Number(m[2] ?? 1);
  return Number.isFinite(value) ? value : 0;
}

/** Reads ffprobe's JSON into the few facts the pipeline needs. Exported for tests. */
export function readProbeJson(json: FfprobeJson): ProbeResult {
  const streams = json.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  const audio = streams.find((s) => s.codec_type === 'audio');
  const duration = Number(json.format?.duration ?? video?.duration ?? 0);
  const rotate = Number(video?.tags?.rotate ?? video?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0);
  return {
    duration_s: Number.isFinite(duration) ? duration : 0,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    rotation: Number.isFinite(rotate) ? ((rotate % 360) + 360) % 360 : 0,
    video_codec: video?.codec_name ?? null,
    audio_codec: audio?.codec_name ?? null,
    audio_bitrate_bps: audio?.bit_rate ? Number(audio.bit_rate) : null,
    format_name: json.format?.format_name ?? '',
    size_bytes: Number(json.format?.size ?? 0),
    frame_rate_fps: Math.max(parseFrameRate(video?.r_frame_rate), parseFrameRate(video?.avg_frame_rate)),
  };
}

export interface ProbeOptions {
  /** Options placed before the file, e.g. `untrustedInput(…)`. */
  inputArgs?: readonly string[];
  /** Kills ffprobe (SIGKILL) after this long. */
  timeoutMs?: number;
}

/** Probes a media file with ffprobe; rejects when ffprobe cannot read it (damaged or not media). */
export async function probe(file: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const args = ['-v', 'error', ...(options.inputArgs ?? []), '-print_format', 'json', '-show_format', '-show_streams', file];
  try {
    const { stdout } = await execFileAsync(...underDeathSignal(ffprobePath(), args), {
      maxBuffer: 16 * 1024 * 1024,
      timeout: options.timeoutMs ?? 0,
      killSignal: 'SIGKILL',
    });
    return readProbeJson(JSON.parse(stdout) as FfprobeJson);
  } catch (err) {
    const e = err as { stderr?: string; message?: string; signal?: string | null; killed?: boolean };
    const crash =
      e.killed && options.timeoutMs
        ? `ffprobe ${TIMED_OUT} after ${options.timeoutMs} ms`
        : e.signal
          ? `ffprobe was killed by ${e.signal}`
          : '';
    const detail = tailLines(e.stderr ?? '', ERROR_TAIL_LINES) || crash || e.message || String(err);
    throw new Error(`ffprobe could not read ${file}: ${detail}`, { cause: err });
  }
}

let filterList: Promise<string> | null = null;

/** Whether this ffmpeg build has a filter (static builds differ: drawtext needs libfreetype). */
export async function hasFilter(name: string): Promise<boolean> {
  filterList ??= execFileAsync(ffmpegPath(), ['-hide_banner', '-filters'], { maxBuffer: 4 * 1024 * 1024 })
    .then((r) => r.stdout)
    .catch(() => '');
  const list = await filterList;
  return new RegExp(`^\\s*\\S+\\s+${name}\\s`, 'm').test(list);
}
