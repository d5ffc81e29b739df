// Where the VR camera looks: yaw (right positive) and pitch (up positive), in radians. Dragging
// moves the picture with the finger; a phone's deviceorientation points the camera where the
// phone's back camera points. 180° videos keep the view inside the half sphere.
import type { VrMode } from '../core/sources.js';

export interface Look {
  yaw: number;
  pitch: number;
}

const HALF_PI = Math.PI / 2;
const DEG = Math.PI / 180;

export function clampLook(look: Look, mode: VrMode): Look {
  const pitch = Math.min(HALF_PI, Math.max(-HALF_PI, look.pitch));
  if (mode.angle === 360) return { yaw: look.yaw, pitch };
  return { yaw: Math.min(HALF_PI, Math.max(-HALF_PI, look.yaw)), pitch };
}

/** A drag of (dx, dy) px from `start`: one viewport height of drag turns the view by the field of view. */
export function dragLook(start: Look, dxPx: number, dyPx: number, viewportHeightPx: number, fovYRad: number, mode: VrMode): Look {
  const radPerPx = viewportHeightPx > 0 ? fovYRad / viewportHeightPx : 0;
  return clampLook({ yaw: start.yaw - dxPx * radPerPx, pitch: start.pitch + dyPx * radPerPx }, mode);
}

/**
 * deviceorientation (alpha, beta, gamma in degrees, W3C Z-X'-Y'' angles) → where the back of the
 * phone points: the forward vector is minus the rotation matrix's third column, taken from the
 * earth frame (x east, y north, z up) into the scene's (y up, -z ahead).
 */
export function orientationLook(alphaDeg: number, betaDeg: number, gammaDeg: number): Look {
  const [a, b, g] = [alphaDeg * DEG, betaDeg * DEG, gammaDeg * DEG];
  const fx = -(Math.cos(g) * Math.sin(a) * Math.sin(b) + Math.cos(a) * Math.sin(g));
  const fy = -(Math.sin(a) * Math.sin(g) - Math.cos(a) * Math.cos(g) * Math.sin(b));
  const fz = -(Math.cos(b) * Math.cos(g));
  return { yaw: Math.atan2(fx, fy), pitch: Math.asin(Math.min(1, Math.max(-1, fz))) };
}
