// Multipart bodies for upload tests through `app.inject`, built by hand so the file name reaches
// the server exactly as given (a browser would send non-Latin names as UTF-8, as here).
import { randomBytes } from 'node:crypto';

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
