// The VR renderer, a lazy chunk (vr/index.ts): WebGL draws the video as the inside of a sphere
// (360) or half sphere (180); drag to look around, or turn the phone (deviceorientation).
import { DRAG_THRESHOLD_PX, VR_FOV_DEG, VR_LAT_SEGMENTS, VR_LON_SEGMENTS } from '../constants.js';
import type { VrMode } from '../core/sources.js';
import type { Bag } from '../dom/bag.js';
import { sphereMesh } from './geometry.js';
import { clampLook, dragLook, orientationLook, type Look } from './look.js';
import { multiply, perspective, viewMatrix } from './matrix.js';

const VERTEX = `attribute vec3 p;attribute vec2 t;uniform mat4 m;varying vec2 v;void main(){v=t;gl_Position=m*vec4(p,1.0);}`;
const FRAGMENT = `precision mediump float;uniform sampler2D s;varying vec2 v;void main(){gl_FragColor=texture2D(s,v);}`;
const FOV = (VR_FOV_DEG * Math.PI) / 180;

export interface VrRenderer {
  readonly look: Look;
}

function program(gl: WebGLRenderingContext): WebGLProgram {
  const prog = gl.createProgram();
  for (const [type, src] of [
    [gl.VERTEX_SHADER, VERTEX],
    [gl.FRAGMENT_SHADER, FRAGMENT],
  ] as const) {
    const shader = gl.createShader(type);
    if (!shader || !prog) throw new Error('WebGL: cannot create a shader');
    gl.shaderSource(shader, src);
    gl.compileShader(shader);
    if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(`WebGL: ${gl.getShaderInfoLog(shader)}`);
    gl.attachShader(prog, shader);
    gl.deleteShader(shader); // flagged; freed with the program
  }
  if (!prog) throw new Error('WebGL: cannot create a program');
  gl.linkProgram(prog);
  if (!gl.getProgramParameter(prog, gl.LINK_STATUS)) throw new Error(`WebGL: ${gl.getProgramInfoLog(prog)}`);
  return prog;
}

function buffer(gl: WebGLRenderingContext, prog: WebGLProgram, name: string, data: Float32Array, size: number): WebGLBuffer | null {
  const buf = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buf);
  gl.bufferData(gl.ARRAY_BUFFER, data, gl.STATIC_DRAW);
  const loc = gl.getAttribLocation(prog, name);
  gl.enableVertexAttribArray(loc);
  gl.vertexAttribPointer(loc, size, gl.FLOAT, false, 0, 0);
  return buf;
}

/**
 * Throws when WebGL is missing; the caller then shows the flat video and reports it. Everything
 * (frames, listeners, GL objects) is released through the player's bag on destroy().
 */
export function createVrRenderer(canvas: HTMLCanvasElement, video: HTMLVideoElement, mode: VrMode, bag: Bag): VrRenderer {
  const gl = canvas.getContext('webgl');
  if (!gl) throw new Error('WebGL is not available');
  const prog = program(gl);
  gl.useProgram(prog);
  const mesh = sphereMesh(mode, VR_LAT_SEGMENTS, VR_LON_SEGMENTS);
  const buffers = [buffer(gl, prog, 'p', mesh.positions, 3), buffer(gl, prog, 't', mesh.uvs, 2), gl.createBuffer()];
  gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, buffers[2]);
  gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, mesh.indices, gl.STATIC_DRAW);
  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  // Video sizes are rarely powers of two: WebGL 1 then needs clamping and no mipmaps.
  for (const [k, v] of [
    [gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE],
    [gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE],
    [gl.TEXTURE_MIN_FILTER, gl.LINEAR],
  ] as const)
    gl.texParameteri(gl.TEXTURE_2D, k, v);
  const matrixLoc = gl.getUniformLocation(prog, 'm');
  let look: Look = { yaw: 0, pitch: 0 };

  // What the last frame showed: a paused video seen from the same angle at the same size needs
  // no new frame, and software WebGL (no GPU) would otherwise burn a core redrawing it.
  let shown = '';
  const draw = (): void => {
    const dpr = canvas.ownerDocument.defaultView?.devicePixelRatio ?? 1;
    const w = Math.max(1, Math.round(canvas.clientWidth * dpr));
    const hgt = Math.max(1, Math.round(canvas.clientHeight * dpr));
    const state = `${w}x${hgt} ${look.yaw} ${look.pitch} ${video.currentTime} ${video.readyState}`;
    if (state === shown && video.paused) return void bag.frame(draw);
    shown = state;
    if (canvas.width !== w || canvas.height !== hgt) [canvas.width, canvas.height] = [w, hgt];
    gl.viewport(0, 0, w, hgt);
    if (video.readyState >= 2) gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB, gl.RGB, gl.UNSIGNED_BYTE, video);
    gl.uniformMatrix4fv(matrixLoc, false, multiply(perspective(FOV, w / hgt, 0.1, 10), viewMatrix(look.yaw, look.pitch)));
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.drawElements(gl.TRIANGLES, mesh.indices.length, gl.UNSIGNED_SHORT, 0);
    bag.frame(draw);
  };

  listenLook(
    canvas,
    mode,
    bag,
    () => look,
    (next) => (look = next),
  );
  bag.add(() => {
    for (const b of buffers) gl.deleteBuffer(b);
    gl.deleteTexture(texture);
    gl.deleteProgram(prog);
    // Browsers cap live WebGL contexts (16 in Chromium): give this one back now, not at GC.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  });
  bag.frame(draw);
  return {
    get look() {
      return look;
    },
  };
}

function listenLook(canvas: HTMLCanvasElement, mode: VrMode, bag: Bag, get: () => Look, set: (l: Look) => void): void {
  let drag: { x: number; y: number; from: Look; moved: boolean } | null = null;
  let dragged = false;
  bag.on<PointerEvent>(canvas, 'pointerdown', (e) => {
    drag = { x: e.clientX, y: e.clientY, from: get(), moved: false };
    dragged = false;
    canvas.setPointerCapture?.(e.pointerId);
  });
  bag.on<PointerEvent>(canvas, 'pointermove', (e) => {
    if (!drag) return;
    const [dx, dy] = [e.clientX - drag.x, e.clientY - drag.y];
    drag.moved ||= Math.hypot(dx, dy) > DRAG_THRESHOLD_PX;
    if (drag.moved) set(dragLook(drag.from, dx, dy, canvas.clientHeight, FOV, mode));
  });
  const end = () => {
    dragged = Boolean(drag?.moved);
    drag = null;
  };
  bag.on(canvas, 'pointerup', end);
  bag.on(canvas, 'pointercancel', end);
  // A drag ends in a click; it must not also toggle playback on the stage below.
  bag.on<MouseEvent>(canvas, 'click', (e) => dragged && e.stopPropagation(), true);

  // Phones: the first reading is "straight ahead", so the view starts at the video's centre.
  const win = canvas.ownerDocument.defaultView;
  if (!win || !('ondeviceorientation' in win) || !win.matchMedia?.('(pointer: coarse)').matches) return;
  let zero: number | null = null;
  bag.on<DeviceOrientationEvent>(win, 'deviceorientation', (e) => {
    if (e.alpha === null || e.beta === null || e.gamma === null || drag) return;
    const l = orientationLook(e.alpha, e.beta, e.gamma);
    zero ??= l.yaw;
    set(clampLook({ yaw: l.yaw - zero, pitch: l.pitch }, mode));
  });
}
