import { z } from 'zod';

/** The states of a data export (docs/product/privacy-rights.md, "Access"). */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'expired', 'failed'] as const;
/** One of {@link DATA_EXPORT_STATUSES}. */
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/**
 * Answer of `POST /api/me/data-export` (202): the new export's id (a UUID) and its status
 * (`pending` until the background job has built the ZIP), with a message for the person.
 */
export const dataExportStartedSchema = z.object({
  success: z.literal(true),
  exportId: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  message: z.string(),
});
/** Shape of {@link dataExportStartedSchema}. */
export type DataExportStarted = z.infer<typeof dataExportStartedSchema>;

/** Path parameters of `GET /api/me/data-export/{exportId}`: a UUID ('Export id must be a download id we gave you'). */
export const dataExportParamsSchema = z.object({
  exportId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Export id must be a download id we gave you'),
});

/**
 * Answer of `GET /api/me/data-export/{exportId}` while the export is not ready (200 JSON):
 * status, when it was asked for, and (once ready) until when it can be downloaded. A ready export
 * answers the ZIP itself (`application/zip`) instead.
 */
export const dataExportStatusSchema = z.object({
  success: z.literal(true),
  exportId: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  message: z.string(),
  requested_at: z.string(),
  expires_at: z.string().nullable(),
});
/** Shape of {@link dataExportStatusSchema}. */
export type DataExportStatusAnswer = z.infer<typeof dataExportStatusSchema>;

/** Answer of `GET /api/me/data-export`: the signed-in account's newest export, or null. */
export const latestDataExportSchema = z.object({
  success: z.literal(true),
  export: dataExportStatusSchema.omit({ success: true, message: true }).nullable(),
});
/** Shape of {@link latestDataExportSchema}. */
export type LatestDataExport = z.infer<typeof latestDataExportSchema>;
