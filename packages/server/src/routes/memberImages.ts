// Avatar and cover uploads: multipart POST /api/member.php with `section=u_ava|u_cover` and a `file`
// part. The file is streamed to a temporary file under a size limit, never
// held in memory; only JPEG, PNG, WebP and GIF are handed to ffmpeg, each with its own demuxer named,
// so no other format (a playlist naming local files, say) is ever parsed. The result is a new JPEG
// under the media root, without the original's metadata (a phone photo's location stays out).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import {
  BUCKET_THOUSAND,
  IMAGE_MAX_BYTES,
  IMAGE_MIN_HEIGHT_PX,
  IMAGE_MIN_WIDTH_PX,
  IMAGE_SECTIONS,
  type ImageErrorCode,
  type ImageSection,
} from '@reel/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AVATAR_SIZE_PX,
  COVER_HEIGHT_PX,
  COVER_WIDTH_PX,
  IMAGE_FORM_OVERHEAD_BYTES,
  IMAGE_JPEG_QUALITY,
  IMAGE_MAX_HEIGHT_PX,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_WIDTH_PX,
  IMAGE_PROCESS_TIMEOUT_MS,
} from '../auth/constants.js';
import { requireMember } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { ApiHttpError, badRequest } from '../http/errors.js';
import { ffprobePath, runFfmpeg } from '../media/ffmpeg.js';
import { mediaUrl } from '../queries/format.js';
import { memberImagePath, setMemberImage } from '../queries/members.js';

const execFileAsync = promisify(execFile);

/** A notification-style refusal: `{error, code, errors: [{field: 'notify', code}]}`. */
const imageError = (code: ImageErrorCode, status = 400) => new ApiHttpError(status, code, [{ field: 'notify', code }]);

/** The demuxer for a file's first bytes, or null for anything that is not one of the four. */
export function imageDemuxer(head: Buffer): string | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg_pipe';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png_pipe';
  const ascii = head.toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp_pipe';
  return null;
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function imageSize(path: string, demuxer: string): Promise<{ width: number; height: number } | null> {
  const args = ['-v', 'error', '-f', demuxer, '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'json', path];
  try {
    const { stdout } = await execFileAsync(ffprobePath(), args, { timeout: IMAGE_PROCESS_TIMEOUT_MS, maxBuffer: 1024 * 1024 });
    const stream = (JSON.parse(stdout) as { streams?: { width?: number; height?: number }[] }).streams?.[0];
    return stream?.width && stream.height ? { width: stream.width, height: stream.height } : null;
  } catch {
    return null;
  }
}

interface ReceivedImage {
  section: string;
  /** The temporary file, '' when no file part came. */
  path: string;
  truncated: boolean;
}

const isSizeLimit = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Streams the `file` part to a new file in `tmpDir`; the size limit ends it with `truncated`. */
async function saveFilePart(file: NodeJS.ReadableStream & { truncated: boolean }, tmpDir: string, received: ReceivedImage): Promise<void> {
  await mkdir(tmpDir, { recursive: true });
  received.path = join(tmpDir, `image-${randomBytes(12).toString('hex')}`);
  await pipeline(file, createWriteStream(received.path));
  received.truncated = file.truncated;
}

/** Reads the form: `section`, and the `file` part streamed to `tmpDir` (at most IMAGE_MAX_BYTES). */
async function receive(req: FastifyRequest, tmpDir: string, received: ReceivedImage): Promise<void> {
  try {
    for await (const part of req.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 256 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'section' && typeof part.value === 'string') received.section = part.value;
      } else if (part.fieldname !== 'file' || received.path) {
        for await (const chunk of part.file) void chunk;
      } else {
        await saveFilePart(part.file, tmpDir, received);
      }
    }
  } catch (err) {
    // The size limit ends the stream (or the parts) with this error; anything else is not the member's doing.
    if (!isSizeLimit(err)) throw err;
    received.truncated = true;
  }
}

function resizeFilter(section: ImageSection): string {
  return section === 'u_ava'
    ? `crop='min(iw,ih)':'min(iw,ih)',scale=${AVATAR_SIZE_PX}:${AVATAR_SIZE_PX}`
    : `scale=${COVER_WIDTH_PX}:${COVER_HEIGHT_PX}:force_original_aspect_ratio=increase,crop=${COVER_WIDTH_PX}:${COVER_HEIGHT_PX}`;
}

/** Checks and converts the temporary file; answers the media-relative path of the new JPEG. */
async function convert(ctx: AppContext, userId: number, section: ImageSection, source: string): Promise<string> {
  const demuxer = imageDemuxer(await readHead(source));
  if (!demuxer) throw imageError('failed_to_load_image');
  const size = await imageSize(source, demuxer);
  if (!size) throw imageError('failed_to_load_image');
  if (size.width > IMAGE_MAX_WIDTH_PX || size.height > IMAGE_MAX_HEIGHT_PX || size.width * size.height > IMAGE_MAX_PIXELS)
    throw imageError('file_too_large');
  if (size.width < IMAGE_MIN_WIDTH_PX || size.height < IMAGE_MIN_HEIGHT_PX) throw imageError('image_too_small');
  const name = section === 'u_ava' ? 'avatar' : 'cover';
  const rel = `members/${Math.floor(userId / BUCKET_THOUSAND)}/${userId}/${name}-${randomBytes(6).toString('hex')}.jpg`;
  const target = join(ctx.config.mediaRoot, rel);
  await mkdir(dirname(target), { recursive: true });
  try {
    const input = ['-protocol_whitelist', 'file', '-f', demuxer, '-max_pixels', String(IMAGE_MAX_PIXELS), '-i', source];
    const output = [
      '-frames:v',
      '1',
      '-vf',
      resizeFilter(section),
      '-map_metadata',
      '-1',
      '-pix_fmt',
      'yuvj420p',
      '-q:v',
      String(IMAGE_JPEG_QUALITY),
      '-f',
      'image2',
      target,
    ];
    await runFfmpeg([...input, ...output], { signal: AbortSignal.timeout(IMAGE_PROCESS_TIMEOUT_MS) });
  } catch {
    await rm(target, { force: true });
    throw imageError('error_resizing_image');
  }
  return rel;
}

/** Points the member at the new image and removes the previous one if it was this member's own. */
async function store(ctx: AppContext, userId: number, section: ImageSection, rel: string): Promise<void> {
  const column = section === 'u_ava' ? 'avatar' : 'cover';
  const old = await memberImagePath(ctx.database, userId, column);
  await setMemberImage(ctx.database, userId, column, rel);
  const own = `members/${Math.floor(userId / BUCKET_THOUSAND)}/${userId}/`;
  if (old?.startsWith(own) && !old.includes('..')) await rm(join(ctx.config.mediaRoot, old), { force: true });
}

export async function receiveMemberImage(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const member = requireMember(req);
  if (Number(req.headers['content-length'] ?? 0) > IMAGE_MAX_BYTES + IMAGE_FORM_OVERHEAD_BYTES) throw imageError('file_too_large', 413);
  const received: ReceivedImage = { section: '', path: '', truncated: false };
  let answer: { ok: true; avatar: string } | { ok: true; cover: string };
  try {
    await receive(req, join(ctx.config.dataDir, 'tmp'), received);
    if (!(IMAGE_SECTIONS as readonly string[]).includes(received.section)) throw badRequest('invalid_section');
    if (!received.path) throw imageError('failed_to_load_image');
    if (received.truncated) throw imageError('file_too_large', 413);
    const section = received.section as ImageSection;
    const rel = await convert(ctx, member.user_id, section, received.path);
    await store(ctx, member.user_id, section, rel);
    const url = mediaUrl(ctx.config.mediaBaseUrl, rel);
    answer = section === 'u_ava' ? { ok: true, avatar: url } : { ok: true, cover: url };
  } finally {
    // Removed before the answer goes out, so nothing of the upload outlives the request.
    if (received.path) await rm(received.path, { force: true });
  }
  return reply.header('Cache-Control', 'no-store').send(answer);
}
