import { cloudMediaStore } from './cloud-media-store';
import { localMediaRoot, localMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';

let chosen: MediaStore | undefined;

/** Cloud Storage when deployed; the local folder under the Functions emulator. */
export function mediaStore(): MediaStore {
  chosen ??=
    process.env.FUNCTIONS_EMULATOR === 'true'
      ? localMediaStore(localMediaRoot())
      : cloudMediaStore(process.env.MEDIA_BUCKET);
  return chosen;
}
