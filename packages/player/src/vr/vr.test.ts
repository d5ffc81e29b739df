import { describe, expect, it } from 'vitest';
import { eyeRect, sphereMesh } from './geometry.js';
import { clampLook, dragLook, orientationLook } from './look.js';
import { multiply, perspective, rotationY, transformPoint, viewMatrix } from './matrix.js';

const deg = (r: number) => (r * 180) / Math.PI;

describe('sphereMesh', () => {
  it('builds (lat+1)×(lon+1) vertices on the unit sphere and two triangles per cell', () => {
    const mesh = sphereMesh({ angle: 360, format: 'mono' }, 4, 8);
    expect(mesh.positions.length).toBe(5 * 9 * 3);
    expect(mesh.uvs.length).toBe(5 * 9 * 2);
    expect(mesh.indices.length).toBe(4 * 8 * 6);
    for (let i = 0; i < mesh.positions.length; i += 3) {
      expect(Math.hypot(mesh.positions[i], mesh.positions[i + 1], mesh.positions[i + 2])).toBeCloseTo(1, 6);
    }
    expect(Math.max(...mesh.indices)).toBe(5 * 9 - 1);
  });

  it('centres the frame straight ahead (-z) and spans only the front half for 180°', () => {
    const mesh = sphereMesh({ angle: 180, format: 'mono' }, 2, 2);
    // The middle vertex (row 1, column 1) is the frame's centre: straight ahead, u = v = 0.5.
    const mid = 1 * 3 + 1;
    expect([...mesh.positions.slice(mid * 3, mid * 3 + 3)].map((n) => Number(n.toFixed(6)) + 0)).toEqual([0, 0, -1]);
    expect([...mesh.uvs.slice(mid * 2, mid * 2 + 2)]).toEqual([0.5, 0.5]);
    // Row 1's ends are the left and right edges: 90° to either side, never behind.
    expect(mesh.positions[3 * 3]).toBeCloseTo(-1, 6);
    expect(mesh.positions[5 * 3]).toBeCloseTo(1, 6);
  });

  it('maps the texture to one eye: left half of side-by-side, top half of top-bottom', () => {
    expect(eyeRect('mono')).toEqual({ u0: 0, v0: 0, du: 1, dv: 1 });
    expect(eyeRect('sbs')).toEqual({ u0: 0, v0: 0, du: 0.5, dv: 1 });
    expect(eyeRect('tb')).toEqual({ u0: 0, v0: 0, du: 1, dv: 0.5 });
    const sbs = sphereMesh({ angle: 180, format: 'sbs' }, 2, 2);
    expect(Math.max(...sbs.uvs.filter((_, i) => i % 2 === 0))).toBe(0.5);
    const tb = sphereMesh({ angle: 360, format: 'tb' }, 2, 2);
    expect(Math.max(...tb.uvs.filter((_, i) => i % 2 === 1))).toBe(0.5);
  });
});

describe('view matrices', () => {
  it('brings what is to the right in front when looking right, and what is above when looking up', () => {
    const right = transformPoint(viewMatrix(Math.PI / 2, 0), [1, 0, 0]);
    expect(right.slice(0, 3).map((n) => Number(n.toFixed(6)) + 0)).toEqual([0, 0, -1]);
    const up = transformPoint(viewMatrix(0, Math.PI / 4), [0, Math.SQRT1_2, -Math.SQRT1_2]);
    expect(up.slice(0, 3).map((n) => Number(n.toFixed(6)) + 0)).toEqual([0, 0, -1]);
  });

  it('multiplies like matrices do (identity and composition)', () => {
    const r = rotationY(0.3);
    const id = rotationY(0);
    expect([...multiply(r, id)]).toEqual([...r]);
    expect([...multiply(rotationY(0.1), rotationY(0.2))].map((n) => n.toFixed(6))).toEqual([...r].map((n) => n.toFixed(6)));
  });

  it('projects a point on the axis to the centre of the screen', () => {
    const p = transformPoint(perspective(Math.PI / 2, 1, 0.1, 10), [0, 0, -1]);
    expect(p[0] / p[3]).toBe(0);
    expect(p[1] / p[3]).toBe(0);
  });
});

describe('look', () => {
  const mode360 = { angle: 360, format: 'mono' } as const;
  const mode180 = { angle: 180, format: 'sbs' } as const;

  it('moves the picture with the finger: a drag to the right turns the view left', () => {
    const look = dragLook({ yaw: 0, pitch: 0 }, 100, 0, 500, Math.PI / 2, mode360);
    expect(look.yaw).toBeCloseTo(-Math.PI / 10, 6);
    expect(dragLook({ yaw: 0, pitch: 0 }, 0, 100, 500, Math.PI / 2, mode360).pitch).toBeCloseTo(Math.PI / 10, 6);
  });

  it('keeps a 180° view inside the half sphere and never turns past straight up', () => {
    expect(clampLook({ yaw: 3, pitch: 2 }, mode180)).toEqual({ yaw: Math.PI / 2, pitch: Math.PI / 2 });
    expect(clampLook({ yaw: 3, pitch: -2 }, mode360)).toEqual({ yaw: 3, pitch: -Math.PI / 2 });
  });

  it('reads deviceorientation: upright phone looks at the horizon, flat phone looks down', () => {
    const upright = orientationLook(0, 90, 0);
    expect(deg(upright.yaw)).toBeCloseTo(0, 6);
    expect(deg(upright.pitch)).toBeCloseTo(0, 6);
    expect(deg(orientationLook(0, 0, 0).pitch)).toBeCloseTo(-90, 6);
    // Turning left (alpha grows counter-clockwise) turns the view left.
    expect(deg(orientationLook(90, 90, 0).yaw)).toBeCloseTo(-90, 6);
    // Tilting the top of an upright phone back looks up.
    expect(deg(orientationLook(0, 120, 0).pitch)).toBeCloseTo(30, 6);
  });
});
