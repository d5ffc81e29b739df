// The avatar's and cover's size check in the browser (at least 1250×250), so a
// picture the server would refuse is never sent.
import { IMAGE_MIN_HEIGHT_PX, IMAGE_MIN_WIDTH_PX } from '@reel/api';

export interface ImageSize {
  width: number;
  height: number;
}

export function bigEnough({ width, height }: ImageSize): boolean {
  return width >= IMAGE_MIN_WIDTH_PX && height >= IMAGE_MIN_HEIGHT_PX;
}

/** The picture's size as the browser decodes it; null when it is not a picture it can read. */
export function imageSize(file: Blob): Promise<ImageSize | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    const done = (size: ImageSize | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    img.onload = () => done({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => done(null);
    img.src = url;
  });
}
