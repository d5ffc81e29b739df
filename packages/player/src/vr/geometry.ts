// The VR mesh: a sphere (360) or its front half (180) seen from the inside, with texture
// coordinates into the eye's part of the frame: the whole frame (mono), the left half (side by
// side) or the top half (top-bottom). One eye is shown: a flat screen has no stereo.
import type { VrMode } from '../core/sources.js';

export interface Mesh {
  /** x, y, z per vertex; y is up and the view starts looking down -z. */
  positions: Float32Array;
  /** u, v per vertex in 0..1 of the whole frame, v = 0 at the top row. */
  uvs: Float32Array;
  indices: Uint16Array;
}

export interface UvRect {
  u0: number;
  v0: number;
  du: number;
  dv: number;
}

/** The part of the frame one eye sees (the left eye: left half of sbs, top half of tb). */
export function eyeRect(format: VrMode['format']): UvRect {
  if (format === 'sbs') return { u0: 0, v0: 0, du: 0.5, dv: 1 };
  if (format === 'tb') return { u0: 0, v0: 0, du: 1, dv: 0.5 };
  return { u0: 0, v0: 0, du: 1, dv: 1 };
}

export function sphereMesh(mode: VrMode, latSegments: number, lonSegments: number): Mesh {
  const span = (mode.angle / 180) * Math.PI;
  const rect = eyeRect(mode.format);
  const positions: number[] = [];
  const uvs: number[] = [];
  for (let i = 0; i <= latSegments; i++) {
    const v = i / latSegments;
    const lat = Math.PI / 2 - v * Math.PI; // top row first
    for (let j = 0; j <= lonSegments; j++) {
      const u = j / lonSegments;
      const lon = -span / 2 + u * span; // centred on -z, where the view starts
      positions.push(Math.cos(lat) * Math.sin(lon), Math.sin(lat), -Math.cos(lat) * Math.cos(lon));
      uvs.push(rect.u0 + u * rect.du, rect.v0 + v * rect.dv);
    }
  }
  const indices: number[] = [];
  const row = lonSegments + 1;
  for (let i = 0; i < latSegments; i++) {
    for (let j = 0; j < lonSegments; j++) {
      const a = i * row + j;
      indices.push(a, a + row, a + 1, a + 1, a + row, a + row + 1);
    }
  }
  return { positions: new Float32Array(positions), uvs: new Float32Array(uvs), indices: new Uint16Array(indices) };
}
