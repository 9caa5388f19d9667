/** The mock's routes of memory writing, reference data, reading and search: each a line over the backend. */
import { idempotencyKeyOf, refuse } from '@childhood-memories/api-client/domain';
import { type EndpointKey } from '@childhood-memories/api-client';
import { HttpResponse } from 'msw';
import { MockHttpError } from '../backend-errors.ts';
import {
  ageRanges,
  chronicEvents,
  contentWarnings,
  emotionalChanges,
  feedbackOptions,
  feelings,
  healthEffects,
  needs,
  personActions,
  persons,
  reactionOptions,
  reportReasons,
  riskFactors,
  siblings,
  socialEffects,
  suddenEvents,
  thoughts,
} from '@childhood-memories/api-client/reference-data';
import { wireFeedItem, wireMemory, wirePage } from '../wire.ts';
import { type Route, byMemoryType, namedRows, describedRows, textParam } from '../route-kit.ts';

/** The mock's routes of memory writing, reference data, reading and search. */
export const memoryRoutes = {
  /* ── Memory writing ── */
  autocompleteHashtags: ({ backend, viewer, query }) => backend.memories.autocomplete(viewer, query.q),
  createMemory: ({ backend, viewer, body, query, request }) => {
    const { memory } = backend.memories.createMemory(
      viewer,
      body,
      idempotencyKeyOf(request.headers.get('Idempotency-Key')),
      {
        autosave: query.autosave,
      },
    );
    return wireMemory(backend, viewer, memory);
  },
  updateMemory: ({ backend, viewer, body, params, query }) =>
    wireMemory(
      backend,
      viewer,
      backend.memories.updateMemory(viewer, textParam(params, 'hashId'), body, {
        autosave: query.autosave,
      }),
    ),
  getMemory: ({ backend, viewer, params }) =>
    wireMemory(backend, viewer, backend.memories.memoryByHash(viewer, textParam(params, 'hashId'))),
  deleteMemory: ({ backend, viewer, params }) => {
    backend.memories.deleteMemory(viewer, textParam(params, 'hashId'));
    return null;
  },
  getMemoryByLink: ({ backend, viewer, params }) =>
    wireMemory(backend, viewer, backend.memories.memoryByLink(viewer, textParam(params, 'shareable_link'))),
  getLastPrivacy: ({ backend, viewer }) => ({ privacy: backend.accounts.lastPrivacy(viewer) }),
  uploadPhoto: async ({ backend, viewer, request }) => {
    let image: FormDataEntryValue | null = null;
    try {
      image = (await request.formData()).get('image');
    } catch {
      image = null;
    }
    if (image === null || typeof image === 'string') {
      return HttpResponse.json({ error: 'Please choose a photo to upload.' }, { status: 400 });
    }
    try {
      return backend.photos.uploadPhoto(viewer, { type: image.type, size: image.size });
    } catch (error) {
      if (error instanceof MockHttpError && error.status === 400) {
        return HttpResponse.json({ error: error.message }, { status: 400 });
      }
      throw error;
    }
  },
  deleteTempPhoto: ({ backend, viewer, query }) => {
    backend.photos.deleteTempPhoto(viewer, query.temp_id);
    return null;
  },
  listTempPhotos: ({ backend, viewer }) => backend.photos.tempPhotoList(viewer),

  /* ── Reference data ── */
  listAgeRanges: () => namedRows(ageRanges),
  listPersons: () => namedRows(persons),
  listPersonActions: ({ query }) => describedRows(personActions, query.mt),
  listPersonsInvolved: ({ query }) => byMemoryType(persons, query.mt),
  listSiblings: ({ query }) => describedRows(siblings, query.mt),
  listRiskFactors: ({ query }) => describedRows(riskFactors, query.mt),
  listChronicEvents: ({ query }) => describedRows(chronicEvents, query.mt),
  listSuddenEvents: ({ query }) => describedRows(suddenEvents, query.mt),
  listFeelings: ({ query }) => describedRows(feelings, query.mt),
  listNeeds: ({ query }) => describedRows(needs, query.mt),
  listThoughts: ({ query }) => describedRows(thoughts, query.mt),
  listEmotions: ({ query }) => describedRows(emotionalChanges, query.mt),
  listHealthEffects: ({ query }) => describedRows(healthEffects, query.mt),
  listSocialEffects: ({ query }) => byMemoryType(socialEffects, query.mt),
  listContentWarnings: () => contentWarnings.map((warning) => ({ ...warning })),
  listReactionOptions: () =>
    reactionOptions.map((option) => ({
      id: option.id,
      label: option.label,
      ui_sort_order: option.ui_sort_order,
    })),
  listFeedbackOptions: () => feedbackOptions.map((option) => ({ ...option })),
  listReportReasons: ({ query }) =>
    reportReasons.filter((reason) => reason.type === query.type).map(({ id, reason }) => ({ id, reason })),

  /* ── Reading and search ── */
  getFeed: ({ backend, viewer, query }) =>
    wirePage(backend.memories.feed(viewer, query.page), (item) => wireFeedItem(backend, viewer, item)),
  listMemories: ({ backend, viewer, query }) =>
    wirePage(
      backend.memories.listMemories(viewer, {
        page: query.page,
        slug: query.slug,
        tag_type: query.tag_type,
        persons_involved: query.persons_involved,
        person_actions: query.person_actions,
        home: query.home,
        user: query.user,
        audience: query.audience,
      }),
      (memory) => wireMemory(backend, viewer, memory),
    ),
  searchByHashtag: ({ backend, viewer, query, params }) =>
    wirePage(
      backend.memories.listMemories(viewer, { page: query.page, hashtag: textParam(params, 'tag') }),
      (memory) => wireMemory(backend, viewer, memory),
    ),
  searchByTag: ({ backend, viewer, query, params }) =>
    wirePage(
      backend.memories.listMemories(viewer, {
        page: query.page,
        tag_type: textParam(params, 'tag_type'),
        slug: textParam(params, 'slug'),
      }),
      (memory) => wireMemory(backend, viewer, memory),
    ),
  searchByUser: ({ backend, viewer, query, params }) => {
    const username = textParam(params, 'username');
    if (backend.member(username) === null) throw refuse('memberNotFound');
    return wirePage(backend.memories.listMemories(viewer, { page: query.page, user: username }), (memory) =>
      wireMemory(backend, viewer, memory),
    );
  },
} satisfies { [K in EndpointKey]?: Route<K> };
