import { describe, expect, it, vi } from 'vitest';
import { pictureFields, uploadPendingPictures, withoutPictures } from './pendingPictures';

const uiSchema = {
  'ui:order': ['name', 'profile_picture_url'],
  name: { 'ui:widget': 'text' },
  profile_picture_url: {
    'ui:widget': 'imageCrop',
    'ui:options': { upload: { operation: 'createProfilePicture' } },
  },
};

describe('pending pictures', () => {
  it('finds the imageCrop fields and leaves them out of the JSON body', () => {
    expect(pictureFields(uiSchema)).toEqual(['profile_picture_url']);
    expect(
      withoutPictures({ name: 'Iris', profile_picture_url: 'data:image/png;base64,AA==' }, [
        'profile_picture_url',
      ]),
    ).toEqual({ name: 'Iris' });
  });

  it('[picture-calls] uploads a held picture with the created record id and resolves with its URL', async () => {
    const call = vi.fn((_operation: string, _body?: unknown, _params?: unknown) =>
      Promise.resolve<unknown>({ id: 12, profile_picture_url: '/files/12.png' }),
    );
    const data = { name: 'Iris', profile_picture_url: 'data:image/png;base64,iVBORw0KGgo=' };
    const uploaded = await uploadPendingPictures(call, uiSchema, ['profile_picture_url'], data, { id: 12 });
    expect(uploaded).toEqual({ profile_picture_url: '/files/12.png' });
    const [operation, body] = call.mock.calls[0] ?? [];
    expect(operation).toBe('createProfilePicture');
    expect((body as { id: unknown }).id).toBe(12);
    expect((body as { profile_picture: File }).profile_picture.type).toBe('image/png');
  });

  it('uploads nothing for a picture already stored (a URL) or without an id in the answer', async () => {
    const call = vi.fn((_operation: string) => Promise.resolve<unknown>({}));
    expect(
      await uploadPendingPictures(
        call,
        uiSchema,
        ['profile_picture_url'],
        { profile_picture_url: '/files/1.png' },
        { id: 1 },
      ),
    ).toEqual({});
    expect(
      await uploadPendingPictures(
        call,
        uiSchema,
        ['profile_picture_url'],
        { profile_picture_url: 'data:image/png;base64,AA==' },
        {},
      ),
    ).toEqual({});
    expect(call).not.toHaveBeenCalled();
  });
});
