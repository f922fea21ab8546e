import { uploadedMediaSchema, type UploadedMedia } from '@contracts/media';
import { ApiError } from '@/lib/api-errors';
import { API_BASE, currentBearerToken, errorFromResponse } from '@/lib/api-client';
import { APP_CHECK_HEADER, appCheckEnabled, appCheckToken } from '@/lib/app-check/app-check';

// POST /api/admin/media with the photo's bytes. XMLHttpRequest rather than the api client's
// fetch: only it reports upload progress, which the office needs on a slow phone connection.
// Never resent on its own (a resend would store the photo twice); the screen offers a retry.

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function uploadPhoto(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedMedia> {
  const token = await currentBearerToken();
  // A write: with App Check enforced, the API wants its token here as on every other write.
  const appCheck = appCheckEnabled() ? await appCheckToken() : null;
  return new Promise<UploadedMedia>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/admin/media`);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    if (appCheck) request.setRequestHeader(APP_CHECK_HEADER, appCheck);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status !== 201) {
        reject(errorFromResponse(request.status, body));
        return;
      }
      const parsed = uploadedMediaSchema.safeParse((body as { data?: unknown } | undefined)?.data);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError('invalid-response', 'The server sent an unexpected answer'));
    };
    request.onerror = () => reject(ApiError.noResponse('network'));
    request.ontimeout = () => reject(ApiError.noResponse('timeout'));
    request.onabort = () => reject(new ApiError('aborted', 'Request cancelled'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
