import {
  isApiError,
  type HttpClient,
  type Memory,
  type Paged,
  type TagType,
} from '@childhood-memories/api-client';
import { data } from 'react-router';

import { loadConfig } from '../config.server.ts';
import { asReader } from '../session/session.server.ts';
import { tagLabelOf } from './tag-types.ts';

const config = loadConfig();

/** What a list page's loader gives its `MemoryList`. */
export interface FirstPage {
  firstPage: Paged<Memory> | null;
  readAt: number;
}

/**
 * The first page of a list, read as this request's reader so the page arrives with its
 * memories. 404 when the API says the thing searched for does not exist (a member who left);
 * any other failure leaves the reading to the browser, which shows a calm error and a retry.
 */
export async function readFirstPage(
  request: Request,
  read: (client: HttpClient) => Promise<Paged<Memory>>,
): Promise<FirstPage> {
  try {
    return { firstPage: await asReader(request, config, read), readAt: Date.now() };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    console.error(error);
    return { firstPage: null, readAt: 0 };
  }
}

/** What a tag search knows of its tag: its label, that there is no such tag, or nothing (unread). */
export type TagLabel = { label: string } | { label: null; known: false } | { label: null; known: null };

/** The label of a tag search's tag, from the reference data (the tag lists the wizard reads). */
export async function readTagLabel(request: Request, tagType: TagType, slug: string): Promise<TagLabel> {
  try {
    const label = await asReader(request, config, (client) => tagLabelOf(client, tagType, slug));
    return label === null ? { label: null, known: false } : { label };
  } catch (error) {
    console.error(error);
    return { label: null, known: null };
  }
}
