/** The members' uploaded photos, temporary until a memory's save claims them. */
import { PHOTO_BYTES_MAX, VIDEO_BYTES_MAX } from '@childhood-memories/api-client';
import { refuse } from '@childhood-memories/api-client/domain';
import { mockError, MockHttpError } from '../backend-errors.ts';
import { type MockMember } from '../fixtures/members.ts';
import { UPLOADED_PHOTO_URL } from '../fixtures/photos.ts';
import { type StoreContext } from './context.ts';
import { type TempPhoto } from './model.ts';

/** Temporary photos, each its uploader's. */
export class PhotoStore {
  private rows: TempPhoto[] = [];

  constructor(private readonly ctx: StoreContext) {}

  /** Store an uploaded photo as a temporary photo of the member. */
  uploadPhoto(
    viewer: MockMember | null,
    file: { type: string; size: number },
  ): { temp_id: string; image: string } {
    const state = this.ctx.state(viewer);
    // The server decides by the bytes; the mock, which never reads them, by the declared type.
    const video = file.type.startsWith('video/');
    if (file.size > (video ? VIDEO_BYTES_MAX : PHOTO_BYTES_MAX)) {
      throw mockError(
        'tooLarge',
        video
          ? 'This video is too large. Please choose one under 50 MB.'
          : 'This photo is too large. Please choose one under 10 MB.',
      );
    }
    if (!file.type.startsWith('image/') && !video) {
      throw new MockHttpError(
        400,
        'invalid_request',
        'This file type is not supported. Please choose a photo.',
      );
    }
    const tempId = `temp-${this.ctx.id()}`;
    this.rows.push({ temp_id: tempId, owner: state.username, image_url: UPLOADED_PHOTO_URL });
    return { temp_id: tempId, image: UPLOADED_PHOTO_URL };
  }

  /** Delete one of the member's temporary photos; 404 when it is not one (another's, or attached to a memory). */
  deleteTempPhoto(viewer: MockMember | null, tempId: string): void {
    const state = this.ctx.state(viewer);
    const photo = this.rows.find(
      (candidate) => candidate.temp_id === tempId && candidate.owner === state.username,
    );
    if (photo === undefined) throw refuse('photoNotFound');
    this.rows = this.rows.filter((candidate) => candidate !== photo);
  }

  /** The member's temporary photos. */
  tempPhotoList(viewer: MockMember | null): { image_url: string; temp_id: string }[] {
    const state = this.ctx.state(viewer);
    return this.rows
      .filter((photo) => photo.owner === state.username)
      .map((photo) => ({ image_url: photo.image_url, temp_id: photo.temp_id }));
  }

  /**
   * The photos a save lists, in order: the member's own temporary photos and the memory's own
   * photos, each once, at most 3. Others' or unknown ids are skipped, as on the server: a
   * member's words are never lost to a photo.
   */
  claim(
    owner: string,
    imageList: readonly string[],
    current: readonly { url: string; temp_id: string }[],
  ): { url: string; temp_id: string }[] {
    const photos: { url: string; temp_id: string }[] = [];
    for (const tempId of [...new Set(imageList)].slice(0, 3)) {
      const kept = current.find((photo) => photo.temp_id === tempId);
      const temp = this.rows.find((photo) => photo.temp_id === tempId && photo.owner === owner);
      if (kept !== undefined) photos.push(kept);
      else if (temp !== undefined) photos.push({ url: temp.image_url, temp_id: temp.temp_id });
    }
    const claimed = new Set(photos.map((photo) => photo.temp_id));
    this.rows = this.rows.filter((photo) => !(photo.owner === owner && claimed.has(photo.temp_id)));
    return photos;
  }

  /** A member left: their temporary photos go. */
  forgetMember(name: string): void {
    this.rows = this.rows.filter((photo) => photo.owner !== name);
  }
}
