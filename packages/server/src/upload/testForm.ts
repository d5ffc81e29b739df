// Multipart bodies for upload tests through `app.inject`, built by hand so the file name reaches
// the server exactly as given (a browser would send non-Latin names as UTF-8, as here).
import { randomBytes } from 'node:crypto';

export interface FormFile {
  filename: string;
  data: Buffer;
  field?: string;
}

export function multipartBody(fields: Record<string, string>, file?: FormFile): { payload: Buffer; contentType: string } {
  const boundary = `----reel${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: video/mp4\r\n\r\n`;
    chunks.push(Buffer.from(head), file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
