import { ApiError, apiErrorOf, NETWORK_ERROR_MESSAGE } from './api-client.ts';

/**
 * Sends one file as multipart/form-data to `/api{path}` under the form field `field`, reporting
 * progress (0 to 1) as the bytes leave the browser. The JSON API client cannot report upload
 * progress (fetch has no upload events), so uploads use XMLHttpRequest here and nowhere else.
 * @throws ApiError with the server's `code` and `message` on any non-2xx answer ('Upload failed (status).' when
 * it has none), status 0 and code NETWORK_ERROR on network failure.
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
      const failure = apiErrorOf(xhr.status, payload, xhr.getResponseHeader('retry-after'));
      reject(
        failure.isServerMessage
          ? failure
          : new ApiError(xhr.status, `Upload failed (${xhr.status}).`, {
              code: failure.code,
              field: failure.field,
              isServerMessage: false,
            }),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
