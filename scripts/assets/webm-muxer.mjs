// @ts-check
// A minimal WebM (Matroska) writer for one video track of already encoded VP8 frames. It writes
// sizes and the duration up front, which a recording from MediaRecorder lacks (its files report
// an unknown length, so players cannot show a timeline until the end has played once).

/** @typedef {{ data: Uint8Array, timestampMs: number, key: boolean }} EncodedFrame */

/** Unsigned integer, big-endian, in as few bytes as it needs (at least one). */
function uintBytes(/** @type {number} */ value) {
  const bytes = [];
  let rest = value;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return Uint8Array.from(bytes);
}

/** An EBML variable-length size: a length marker bit, then the value. */
function sizeBytes(/** @type {number} */ size) {
  for (let length = 1; length <= 8; length += 1) {
    // All ones is reserved for "unknown size".
    if (size < 2 ** (7 * length) - 1) {
      const bytes = new Uint8Array(length);
      let rest = size;
      for (let index = length - 1; index >= 0; index -= 1) {
        bytes[index] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0] |= 1 << (8 - length);
      return bytes;
    }
  }
  throw new RangeError(`EBML size too large: ${size}`);
}

/** One element: its id (given with its marker bits, as the spec lists it), size and body. */
function element(/** @type {number} */ id, /** @type {Uint8Array[]} */ ...body) {
  const data = Buffer.concat(body);
  return Buffer.concat([uintBytes(id), sizeBytes(data.length), data]);
}

const uint = (/** @type {number} */ id, /** @type {number} */ value) =>
  element(id, uintBytes(value));
const text = (/** @type {number} */ id, /** @type {string} */ value) =>
  element(id, Buffer.from(value, 'utf8'));
function float64(/** @type {number} */ id, /** @type {number} */ value) {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
}

/** A SimpleBlock of track 1, timed relative to its cluster. */
function simpleBlock(/** @type {EncodedFrame} */ frame, /** @type {number} */ clusterMs) {
  const header = Buffer.alloc(4);
  header[0] = 0x81; // track number 1 as a one-byte vint
  header.writeInt16BE(frame.timestampMs - clusterMs, 1);
  header[3] = frame.key ? 0x80 : 0;
  return element(0xa3, header, frame.data);
}

/**
 * The whole file. A new cluster starts at every key frame, so a seek lands where decoding can
 * begin.
 * @param {{ width: number, height: number, frameDurationMs: number, frames: EncodedFrame[], app: string }} video
 */
export function muxWebm({ width, height, frameDurationMs, frames, app }) {
  const header = element(
    0x1a45dfa3,
    uint(0x4286, 1), // EBMLVersion
    uint(0x42f7, 1), // EBMLReadVersion
    uint(0x42f2, 4), // EBMLMaxIDLength
    uint(0x42f3, 8), // EBMLMaxSizeLength
    text(0x4282, 'webm'), // DocType
    uint(0x4287, 2), // DocTypeVersion
    uint(0x4285, 2), // DocTypeReadVersion
  );
  const last = frames.at(-1);
  const durationMs = last ? last.timestampMs + frameDurationMs : 0;
  const info = element(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000), // TimecodeScale: one tick is a millisecond
    float64(0x4489, durationMs), // Duration
    text(0x4d80, app), // MuxingApp
    text(0x5741, app), // WritingApp
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae, // TrackEntry
      uint(0xd7, 1), // TrackNumber
      uint(0x73c5, 1), // TrackUID
      uint(0x9c, 0), // FlagLacing
      text(0x86, 'V_VP8'), // CodecID
      uint(0x83, 1), // TrackType: video
      uint(0x23e383, Math.round(frameDurationMs * 1_000_000)), // DefaultDuration (ns)
      element(
        0xe0, // Video
        uint(0xb0, width), // PixelWidth
        uint(0xba, height), // PixelHeight
        // Colour: BT.601 (SMPTE 170M) matrix, transfer and primaries, limited ("broadcast") range.
        element(0x55b0, uint(0x55b1, 6), uint(0x55b9, 1), uint(0x55ba, 6), uint(0x55bb, 6)),
      ),
    ),
  );

  /** @type {Buffer[]} */
  const clusters = [];
  /** @type {EncodedFrame[]} */
  let group = [];
  const flush = () => {
    const first = group[0];
    if (!first) return;
    const start = first.timestampMs;
    clusters.push(
      element(0x1f43b675, uint(0xe7, start), ...group.map((frame) => simpleBlock(frame, start))),
    );
    group = [];
  };
  for (const frame of frames) {
    if (frame.key) flush();
    group.push(frame);
  }
  flush();

  return Buffer.concat([header, element(0x18538067, info, tracks, ...clusters)]);
}
