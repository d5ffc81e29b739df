// Multipart bodies for upload tests through `app.inject`, built by hand so the file name reaches
// the server exactly as given (a browser would send non-Latin names as UTF-8, as here).
import { randomBytes } from 'node:crypto';
import { UPLOAD_PATH } from '@reel/api';

export interface FormFile {
  filename: string;
  data: Buffer;
  field?: string;
  type?: string;
}

export function multipartBody(fields: Record<string, string>, file?: FormFile | FormFile[]): { payload: Buffer; contentType: string } {
  const boundary = `----reel${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of [file ?? []].flat()) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'video/mp4'}\r\n\r\n`;
    chunks.push(Buffer.from(head), f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Something that answers `app.inject`, as a test's app does. */
interface Injects {
  inject(request: {
    method: 'POST';
    url: string;
    payload: Buffer;
    headers: Record<string, string>;
  }): Promise<{ statusCode: number; json(): unknown }>;
}

/** A member's upload form, posted as the site does (their cookie, the site's origin); answers the new video's id. */
export async function postUpload(
  app: Injects,
  cookie: string,
  origin: string,
  fields: Record<string, string>,
  file: FormFile,
): Promise<number> {
  const form = multipartBody(fields, file);
  const res = await app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    payload: form.payload,
    headers: { cookie, origin, 'content-type': form.contentType },
  });
  if (res.statusCode !== 200) throw new Error(`the upload answered ${res.statusCode}: ${JSON.stringify(res.json())}`);
  return (res.json() as { video_id: number }).video_id;
}
