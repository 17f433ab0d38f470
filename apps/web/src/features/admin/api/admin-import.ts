import { IMPORT_BATCH_SIZE, type ImportPreviewResponse, importListingsResponseSchema } from '@realty/contracts/admin/import-listings';
import type { SiteInput } from '@realty/contracts/admin/site-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';

/** `POST /api/admin/import/listings/preview`: sends the CSV file and gets every row checked. */
export function useImportPreview() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadFile<ImportPreviewResponse>('/admin/import/listings/preview', 'file', file, onProgress),
  });
}

/**
 * Imports checked listings in batches of {@link IMPORT_BATCH_SIZE} or fewer through
 * `POST /api/admin/import/listings`, reporting `(done, total)` after each batch. Resolves to the
 * new listing ids.
 */
export function useImportListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      listings,
      batchSize = 5,
      onProgress,
    }: {
      listings: SiteInput[];
      batchSize?: number;
      onProgress: (done: number, total: number) => void;
    }) => {
      const ids: number[] = [];
      const size = Math.min(batchSize, IMPORT_BATCH_SIZE);
      for (let i = 0; i < listings.length; i += size) {
        const answer = await apiRequest('/admin/import/listings', {
          method: 'POST',
          body: { listings: listings.slice(i, i + size) },
          schema: importListingsResponseSchema,
        });
        ids.push(...answer.created);
        onProgress(ids.length, listings.length);
      }
      return ids;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'sites'] }),
  });
}
