import { describe, expect, it } from 'vitest';
import { chatApi } from './chat-harness';

const ID = 'session_1700000000000_own1234';
const metadata = {
  sessionId: ID,
  title: 'Dentists near Ottawa',
  originalQuery: 'Dentists near Ottawa',
  places: [
    {
      name: 'Dr. Smile',
      tel: '+16135550100',
      goal: 'Ask about new patients',
      shareChildrenInfo: false,
      type: 'specific',
    },
  ],
};
const params = { id: ID };

describe('session routes', () => {
  it('saves and returns the metadata and messages of the owner', async () => {
    const api = chatApi();
    expect((await api.call('POST', '/api/sessions/{id}/metadata', { params, body: metadata })).status).toBe(
      200,
    );
    const messages = [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'Dentists near Ottawa' }] }];
    expect((await api.call('POST', '/api/sessions/{id}/chat', { params, body: { messages } })).status).toBe(
      200,
    );
    const got = await api.call('GET', '/api/sessions/{id}/metadata', { params });
    expect(await got.json()).toEqual(metadata);
    const chat = await api.call('GET', '/api/sessions/{id}/chat', { params });
    expect(await chat.json()).toEqual({ messages });
  });

  it("answers 404 for another user's session, for reading and for writing", async () => {
    const api = chatApi();
    await api.call('POST', '/api/sessions/{id}/metadata', { params, body: metadata });
    const as = (method: string, path: string, body?: unknown) =>
      api.call(method, path, { params, body, user: 'user-b' });
    expect((await as('GET', '/api/sessions/{id}/metadata')).status).toBe(404);
    expect((await as('GET', '/api/sessions/{id}/chat')).status).toBe(404);
    expect((await as('POST', '/api/sessions/{id}/metadata', metadata)).status).toBe(404);
    expect((await as('POST', '/api/sessions/{id}/chat', { messages: [] })).status).toBe(404);
    const resume = await api.call('GET', '/api/chat/{chatId}/stream', {
      params: { chatId: ID },
      user: 'user-b',
    });
    expect(resume.status).toBe(204);
  });

  it("answers the user's own new session with an empty state, not 404", async () => {
    const api = chatApi();
    const got = await api.call('GET', '/api/sessions/{id}/metadata', { params });
    expect(got.status).toBe(200);
    expect(await got.json()).toBeNull();
    const chat = await api.call('GET', '/api/sessions/{id}/chat', { params });
    expect(chat.status).toBe(200);
    expect(await chat.json()).toEqual({ messages: [] });
  });

  it('answers no metadata, not 404, while a started session has none saved', async () => {
    const api = chatApi();
    const messages = [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'Dentists near Ottawa' }] }];
    await api.call('POST', '/api/sessions/{id}/chat', { params, body: { messages } });
    const got = await api.call('GET', '/api/sessions/{id}/metadata', { params });
    expect(got.status).toBe(200);
    expect(await got.json()).toBeNull();
  });

  it('fills the defaults of a place: goal "Gather information", shareChildrenInfo false', async () => {
    const api = chatApi();
    const bare = { ...metadata, places: [{ name: 'Dr. Smile', type: 'specific' }] };
    await api.call('POST', '/api/sessions/{id}/metadata', { params, body: bare });
    const got = (await (
      await api.call('GET', '/api/sessions/{id}/metadata', { params })
    ).json()) as typeof metadata;
    expect(got.places[0]).toMatchObject({ tel: '', goal: 'Gather information', shareChildrenInfo: false });
  });

  it('answers 401 without a token', async () => {
    const response = await chatApi().call('GET', '/api/sessions/{id}/metadata', { params, user: 'nobody' });
    expect(response.status).toBe(401);
  });
});
