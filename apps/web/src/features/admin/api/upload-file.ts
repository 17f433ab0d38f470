import { ApiError } from '../../../lib/api-client.ts';

/**
 * Sends one file as multipart/form-data to `/api{path}` under the form field `field`, reporting
 * progress (0 to 1) as the bytes leave the browser. The JSON API client cannot report upload
 * progress (fetch has no upload events), so uploads use XMLHttpRequest here and nowhere else.
 * @throws ApiError with the server's `message` on any non-2xx answer, status 0 on network failure.
 */
export function uploadFile<T>(
  path: string,
  field: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(payload as T);
        return;
      }
      const p = (payload ?? {}) as { message?: unknown; field?: unknown };
      reject(
        new ApiError(
          xhr.status,
          typeof p.message === 'string' ? p.message : `Upload failed (${xhr.status}).`,
          typeof p.field === 'string' ? p.field : undefined,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
