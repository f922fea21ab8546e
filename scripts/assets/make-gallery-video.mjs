// @ts-check
// Makes the gallery's short video and its thumbnail, once; both files are committed:
//   web/public/media/gallery/side-kick-board-break.webm (VP8, 640×360, 4 s, no sound)
//   web/public/images/gallery/side-kick-board-break.svg (the moment of impact)
// The scene (scripts/assets/kick-scene.mjs) is computed here frame by frame, painted on a canvas in
// headless Chromium and encoded there with WebCodecs, then written as WebM by a small muxer.
// Frames are rendered one after the other, not recorded in real time, so the output does not
// depend on how busy the machine is.
//
//   node scripts/assets/make-gallery-video.mjs        (CHROMIUM_PATH picks another Chromium)
/* global document, VideoEncoder, VideoFrame -- the evaluate() callback runs in the page */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { chromium } from '@playwright/test';
import { rootDir } from '../lib/config.mjs';
import { SCENE, sceneAt, sceneToSvg } from './kick-scene.mjs';
import { muxWebm } from './webm-muxer.mjs';

const NAME = 'side-kick-board-break';
const VIDEO_FILE = join(rootDir, 'web', 'public', 'media', 'gallery', `${NAME}.webm`);
const THUMBNAIL_FILE = join(rootDir, 'web', 'public', 'images', 'gallery', `${NAME}.svg`);
const THUMBNAIL_AT_S = 1.5;
const BITRATE = 400_000;
const KEY_FRAME_EVERY = SCENE.fps * 2;
// WebCodecs needs a secure context; the page is served from this made-up origin by request routing.
const ORIGIN = 'https://gallery-video.invalid/';

const frameCount = SCENE.durationS * SCENE.fps;
const frames = Array.from({ length: frameCount }, (_, index) => sceneAt(index / SCENE.fps));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  await page.route(ORIGIN, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
  );
  await page.goto(ORIGIN);

  const encoded = await page.evaluate(
    async ({ frames, scene, bitrate, keyFrameEvery }) => {
      const canvas = document.createElement('canvas');
      canvas.width = scene.width;
      canvas.height = scene.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.lineCap = 'round';
      context.lineJoin = 'round';

      /** @param {import('./kick-scene.mjs').Shape} shape */
      const paint = (shape) => {
        context.globalAlpha = 'alpha' in shape && shape.alpha !== undefined ? shape.alpha : 1;
        context.beginPath();
        if (shape.type === 'rect') {
          context.fillStyle = shape.fill;
          context.fillRect(shape.x, shape.y, shape.w, shape.h);
          return;
        }
        if (shape.type === 'circle') {
          context.arc(shape.center[0], shape.center[1], shape.r, 0, Math.PI * 2);
          context.fillStyle = shape.fill;
          context.fill();
          if (shape.stroke && shape.strokeWidth) {
            context.strokeStyle = shape.stroke;
            context.lineWidth = shape.strokeWidth;
            context.stroke();
          }
          return;
        }
        shape.points.forEach(([x, y], index) =>
          index === 0 ? context.moveTo(x, y) : context.lineTo(x, y),
        );
        if (shape.type === 'polygon') {
          context.closePath();
          context.fillStyle = shape.fill;
          context.fill();
          if (shape.stroke && shape.strokeWidth) {
            context.strokeStyle = shape.stroke;
            context.lineWidth = shape.strokeWidth;
            context.stroke();
          }
          return;
        }
        context.strokeStyle = shape.color;
        context.lineWidth = shape.width;
        context.stroke();
      };

      /** @type {{ key: boolean, timestampUs: number, base64: string }[]} */
      const chunks = [];
      /** @type {string[]} */
      const errors = [];
      const encoder = new VideoEncoder({
        output: (chunk) => {
          const bytes = new Uint8Array(chunk.byteLength);
          chunk.copyTo(bytes);
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          if (chunk.timestamp < passUs) return;
          chunks.push({
            key: chunk.type === 'key',
            timestampUs: chunk.timestamp - passUs,
            base64: btoa(binary),
          });
        },
        error: (error) => errors.push(String(error)),
      });
      encoder.configure({
        codec: 'vp8',
        width: scene.width,
        height: scene.height,
        bitrate,
        framerate: scene.fps,
        latencyMode: 'quality',
      });
      // Chromium hands a canvas to the encoder as full-range YUV, which most players then read as
      // limited range (whites clip, colours shift). So the frame is converted here, to the
      // limited-range BT.601 that VP8 players assume.
      const { width, height } = scene;
      const toI420 = () => {
        const rgba = context.getImageData(0, 0, width, height).data;
        const yuv = new Uint8Array((width * height * 3) / 2);
        const uOffset = width * height;
        const vOffset = uOffset + (width * height) / 4;
        for (let y = 0; y < height; y += 1) {
          for (let x = 0; x < width; x += 1) {
            const i = (y * width + x) * 4;
            const luma = 0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2];
            yuv[y * width + x] = Math.round(16 + (219 * luma) / 255);
          }
        }
        for (let y = 0; y < height; y += 2) {
          for (let x = 0; x < width; x += 2) {
            let [r, g, b] = [0, 0, 0];
            for (const [dx, dy] of [
              [0, 0],
              [1, 0],
              [0, 1],
              [1, 1],
            ]) {
              const i = ((y + dy) * width + x + dx) * 4;
              r += rgba[i] / 4;
              g += rgba[i + 1] / 4;
              b += rgba[i + 2] / 4;
            }
            const luma = 0.299 * r + 0.587 * g + 0.114 * b;
            const c = (y / 2) * (width / 2) + x / 2;
            yuv[uOffset + c] = Math.round(128 + (224 * (b - luma)) / (1.772 * 255));
            yuv[vOffset + c] = Math.round(128 + (224 * (r - luma)) / (1.402 * 255));
          }
        }
        return yuv;
      };
      const frameUs = 1_000_000 / scene.fps;
      // The clip is encoded twice and only the second pass kept: on the first, the rate control
      // is still finding its feet and starves the opening frames of colour detail.
      const passUs = frames.length * frameUs;
      [...frames, ...frames].forEach((shapes, index) => {
        shapes.forEach(paint);
        const frame = new VideoFrame(toI420(), {
          format: 'I420',
          codedWidth: width,
          codedHeight: height,
          timestamp: index * frameUs,
          duration: frameUs,
          colorSpace: {
            matrix: 'smpte170m',
            primaries: 'smpte170m',
            transfer: 'smpte170m',
            fullRange: false,
          },
        });
        encoder.encode(frame, { keyFrame: index % keyFrameEvery === 0 });
        frame.close();
      });
      await encoder.flush();
      encoder.close();
      if (errors.length > 0) throw new Error(errors.join('; '));
      return chunks;
    },
    { frames, scene: SCENE, bitrate: BITRATE, keyFrameEvery: KEY_FRAME_EVERY },
  );

  const video = muxWebm({
    width: SCENE.width,
    height: SCENE.height,
    frameDurationMs: 1000 / SCENE.fps,
    app: 'make-gallery-video',
    frames: encoded.map((chunk) => ({
      key: chunk.key,
      timestampMs: Math.round(chunk.timestampUs / 1000),
      data: Buffer.from(chunk.base64, 'base64'),
    })),
  });
  const thumbnail = sceneToSvg(sceneAt(THUMBNAIL_AT_S));

  for (const [file, data] of /** @type {[string, string | Buffer][]} */ ([
    [VIDEO_FILE, video],
    [THUMBNAIL_FILE, thumbnail],
  ])) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
    console.log(`${relative(rootDir, file)}: ${(Buffer.byteLength(data) / 1024).toFixed(1)} KB`);
  }
  console.log(`${encoded.length} frames, ${SCENE.durationS} s at ${SCENE.fps} fps`);
} finally {
  await browser.close();
}
