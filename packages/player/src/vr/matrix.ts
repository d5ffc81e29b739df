// The few 4×4 matrices the VR view needs, column-major as WebGL expects.

export type Mat4 = Float32Array;

export function perspective(fovYRad: number, aspect: number, near: number, far: number): Mat4 {
  const f = 1 / Math.tan(fovYRad / 2);
  const nf = 1 / (near - far);
  return new Float32Array([f / aspect, 0, 0, 0, 0, f, 0, 0, 0, 0, (far + near) * nf, -1, 0, 0, 2 * far * near * nf, 0]);
}

export function multiply(a: Mat4, b: Mat4): Mat4 {
  const out = new Float32Array(16);
  for (let col = 0; col < 4; col++) {
    for (let r = 0; r < 4; r++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + r] * b[col * 4 + k];
      out[col * 4 + r] = sum;
    }
  }
  return out;
}

export function rotationX(rad: number): Mat4 {
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  return new Float32Array([1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1]);
}

export function rotationY(rad: number): Mat4 {
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  return new Float32Array([c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1]);
}

/** The camera looks `yaw` to the right and `pitch` up: the world turns the other way. */
export function viewMatrix(yaw: number, pitch: number): Mat4 {
  return multiply(rotationX(-pitch), rotationY(yaw));
}

/** Applies `m` to the point (x, y, z, 1); for tests. */
export function transformPoint(m: Mat4, p: [number, number, number]): [number, number, number, number] {
  const [x, y, z] = p;
  return [0, 1, 2, 3].map((r) => m[r] * x + m[4 + r] * y + m[8 + r] * z + m[12 + r]) as [number, number, number, number];
}
