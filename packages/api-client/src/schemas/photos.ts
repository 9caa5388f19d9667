import * as z from 'zod/mini';
import type { TempPhoto, UploadedPhoto } from '../types.ts';
import { nonEmptyTextSchema, tempIdSchema, type ApiSchema } from './common.ts';

const uploadedPhotoDefinition = z.pipe(
  z.object({ temp_id: tempIdSchema, image: z.string() }),
  z.transform((photo): UploadedPhoto => ({ temp_id: photo.temp_id, image: photo.image })),
);

/**
 * The photo upload answer. A server that refuses a photo answers `{ error }` (the client turns it
 * into an `ApiError` whose `detail` is that text), so a successful answer has both fields.
 *
 * @example
 * ```ts
 * uploadedPhotoSchema.parse({ temp_id: 'a1b2', image: 'https://cdn.example.org/t/a1b2.jpg' });
 * ```
 */
export const uploadedPhotoSchema: ApiSchema<
  UploadedPhoto,
  z.input<typeof uploadedPhotoDefinition>
> = uploadedPhotoDefinition;

const tempPhotoDefinition = z.pipe(
  z.object({ temp_id: tempIdSchema, image_url: z.string() }),
  z.transform((photo): TempPhoto => ({ temp_id: photo.temp_id, image_url: photo.image_url })),
);

/**
 * One entry of the temporary photo list.
 *
 * @example
 * ```ts
 * tempPhotoSchema.parse({ temp_id: 'a1b2', image_url: 'https://cdn.example.org/t/a1b2.jpg' });
 * ```
 */
export const tempPhotoSchema: ApiSchema<TempPhoto, z.input<typeof tempPhotoDefinition>> = tempPhotoDefinition;

const tempPhotoListDefinition = z.array(tempPhotoSchema);

/**
 * The temporary photo list answer.
 *
 * @example
 * ```ts
 * const photos = tempPhotoListSchema.parse(json);
 * ```
 */
export const tempPhotoListSchema: ApiSchema<
  TempPhoto[],
  z.input<typeof tempPhotoListDefinition>
> = tempPhotoListDefinition;

const tempPhotoQueryDefinition = z.object({ temp_id: nonEmptyTextSchema });

/**
 * `?temp_id=` of the temporary photo deletion.
 *
 * @example
 * ```ts
 * tempPhotoQuerySchema.parse({ temp_id: 'a1b2' });
 * ```
 */
export const tempPhotoQuerySchema: ApiSchema<
  { temp_id: string },
  z.input<typeof tempPhotoQueryDefinition>
> = tempPhotoQueryDefinition;
