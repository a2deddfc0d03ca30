import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { platformForFile, visitorToken } from './helpers';

const file = platformForFile();
const { http, staff } = file;

const visitorHeaders = async () => ({ authorization: await visitorToken(file.platform) });

/** The boxes of an MP4 header down to a video track's header (`ftyp`, `moov/trak/tkhd`), sized w × h. */
function mp4Header(width: number, height: number): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  // A version-0 track header body: the 16.16 width and height are its last 8 bytes.
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(width << 16, 76);
  tkhd.writeUInt32BE(height << 16, 80);
  return Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\0isom', 'latin1')), box('moov', box('trak', box('tkhd', tkhd)))]);
}

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#c33"/></svg>';

async function upload(content: string | Uint8Array<ArrayBuffer>, type: string, name: string, headers = staff) {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  const response = await fetch(`${file.platform.baseUrl}/_api/vitrine/v1/media`, { method: 'POST', headers, body: form });
  return { status: response.status, body: await response.json() };
}

describe('media files', () => {
  it('stores an upload and serves it with long cache headers', async () => {
    const { status, body } = await upload(svg, 'image/svg+xml', 'red.svg');
    expect(status).toBe(200);
    expect(body.file).toMatchObject({ fileName: 'red.svg', mediaType: 'image', mimeType: 'image/svg+xml', width: 640, height: 480, sizeBytes: svg.length });
    expect(body.file.mediaUri).toBe(`wix:image://v1/${body.file.id}/red.svg#originWidth=640&originHeight=480`);
    const served = await fetch(body.file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await served.text()).toBe(svg);
  });

  it('reads the size of PNG images', async () => {
    const png = new Uint8Array(Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEUlEQVR4nGP8z8DwnwEJMCEAAAwXAQHnf3OJAAAAAElFTkSuQmCC',
      'base64',
    ));
    const { body } = await upload(png, 'image/png', 'tiny.png');
    expect(body.file).toMatchObject({ width: 3, height: 2, mediaType: 'image' });
  });

  it('reads the resolution of WebM and MP4 videos and reports it with the poster on product media', async () => {
    const webm = new Uint8Array(readFileSync(new URL('../src/seed/assets/stoneware-mug-turning.webm', import.meta.url)));
    const clip = (await upload(webm, 'video/webm', 'mug.webm')).body.file;
    expect(clip).toMatchObject({ mediaType: 'video', width: 320, height: 180 });
    const mp4 = (await upload(new Uint8Array(mp4Header(1280, 720)), 'video/mp4', 'wide.mp4')).body.file;
    expect(mp4).toMatchObject({ width: 1280, height: 720 });
    const product = (await http.post('/stores/v1/products', { product: { name: 'Video mug', priceData: { price: 5 } } }, staff)).body.product;
    await http.post(`/stores/v1/products/${product.id}/media`, { media: [{ mediaId: clip.id }] }, staff);
    const item = (await http.get(`/stores-reader/v1/products/${product.id}`, await visitorHeaders())).body.product.media.items[0];
    // No poster chosen: the resolution stands alone and there is no thumbnail.
    expect(item.video).toEqual({ files: [expect.any(Object)], resolutions: [{ url: clip.url, width: 320, height: 180, format: 'webm', urlExpirationDate: null }], posters: [] });
    expect(item.thumbnail).toBeUndefined();
    expect((await fetch(clip.url)).headers.get('content-type')).toBe('video/webm');
  });

  it('refuses unknown types, visitors and requests without a file', async () => {
    const exe = await upload('MZ', 'application/x-msdownload', 'x.exe');
    expect(exe.status).toBe(400);
    expect(exe.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'file', violatedRule: 'INVALID_ENUM_VALUE' });
    const visitor = await upload(svg, 'image/svg+xml', 'red.svg', { authorization: await visitorToken(file.platform) });
    expect(visitor.status).toBe(403);
    const json = await http.post('/_api/vitrine/v1/media', { file: 'x' }, staff);
    expect(json.status).toBe(400);
    expect((await fetch(`${file.platform.baseUrl}/media/00000000-0000-4000-8000-000000000000/x.png`)).status).toBe(404);
  });

  it('refuses a file whose first bytes are not those of the type it is declared as, and takes those that are', async () => {
    const page = '<!doctype html><script>alert(1)</script>';
    const refused: Array<[content: string | Uint8Array<ArrayBuffer>, type: string, name: string]> = [
      [page, 'application/pdf', 'invoice.pdf'],
      [page, 'image/gif', 'dot.gif'],
      [page, 'video/mp4', 'clip.mp4'],
      [page, 'video/webm', 'clip.webm'],
      [page, 'audio/mpeg', 'song.mp3'],
      [page, 'audio/ogg', 'song.ogg'],
      [page, 'audio/wav', 'song.wav'],
      [page, 'application/zip', 'files.zip'],
      [page, 'application/epub+zip', 'book.epub'],
      [new Uint8Array([0x68, 0x69, 0x00, 0xff, 0xfe]), 'text/plain', 'notes.txt'],
    ];
    for (const [content, type, name] of refused) {
      const answer = await upload(content, type, name);
      expect(answer.status, type).toBe(400);
      expect(answer.body.details.validationError.fieldViolations[0], type).toMatchObject({ field: 'file', violatedRule: 'FORMAT' });
    }
    const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
    const taken: Array<[content: string | Uint8Array<ArrayBuffer>, type: string, name: string]> = [
      ['%PDF-1.7\n%âãÏÓ\n', 'application/pdf', 'invoice.pdf'],
      [bytes('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'image/gif', 'dot.gif'],
      [bytes('ID3\x04\x00\x00\x00\x00\x00\x00'), 'audio/mpeg', 'song.mp3'],
      [bytes('OggS\x00\x02'), 'audio/ogg', 'song.ogg'],
      [bytes('RIFF\x24\x00\x00\x00WAVEfmt '), 'audio/wav', 'song.wav'],
      [bytes('PK\x05\x06' + '\x00'.repeat(18)), 'application/zip', 'empty.zip'],
      ['Cut along the dotted line. Größe M.', 'text/plain', 'notes.txt'],
    ];
    for (const [content, type, name] of taken) expect((await upload(content, type, name)).status, type).toBe(200);
  });

  it('lets products and collections reference uploads by id and by media URI', async () => {
    const image = (await upload(svg, 'image/svg+xml', 'shirt.svg')).body.file;
    const poster = (await upload(svg, 'image/svg+xml', 'poster.svg')).body.file;
    const video = (await upload(new Uint8Array(mp4Header(640, 360)), 'video/mp4', 'clip.mp4')).body.file;
    const product = (
      await http.post('/stores/v1/products', { product: { name: 'Media shirt', priceData: { price: 5 }, productOptions: [{ name: 'Color', optionType: 'color', choices: [{ value: '#f00', description: 'Red' }] }] } }, staff)
    ).body.product;
    const added = await http.post(
      `/stores/v1/products/${product.id}/media`,
      {
        media: [
          { url: image.mediaUri, choice: { option: 'Color', choice: 'Red' } },
          { mediaId: video.id, stillFrameMediaId: poster.id },
          { url: 'https://example.com/pictures/outside.jpg' },
        ],
      },
      staff,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const read = (await http.get(`/stores-reader/v1/products/${product.id}`, staff)).body.product;
    expect(read.media.mainMedia).toMatchObject({ id: image.id, mediaType: 'image', image: { url: image.url, width: 640, height: 480 } });
    const posterLink = { url: poster.url, width: 640, height: 480, urlExpirationDate: null };
    expect(read.media.items[1]).toMatchObject({
      mediaType: 'video',
      urlExpirationDate: null,
      video: { files: [{ url: video.url, format: 'mp4' }], resolutions: [{ url: video.url, format: 'mp4', urlExpirationDate: null, poster: posterLink }], stillFrameMediaId: poster.id, posters: [posterLink] },
      thumbnail: posterLink,
    });
    expect(read.media.items[2]).toMatchObject({ mediaType: 'image', image: { url: 'https://example.com/pictures/outside.jpg' } });
    expect(read.productOptions[0].choices[0].media.items.map((m: { id: string }) => m.id)).toEqual([image.id]);

    const unknown = await http.post(`/stores/v1/products/${product.id}/media`, { media: [{ mediaId: '00000000-0000-4000-8000-000000000000' }] }, staff);
    expect(unknown.status).toBe(400);

    const collection = await http.post('/stores/v1/collections', { collection: { name: 'With picture', media: { items: [{ mediaId: image.id }] } } }, staff);
    expect(collection.body.collection.media.mainMedia.image.url).toBe(image.url);

    // Choice media, then product media, can be removed again.
    await http.post(`/stores/v1/products/${product.id}/choices/media/delete`, { media: [{ option: 'Color', choice: 'Red', mediaIds: [] }] }, staff);
    expect((await http.get(`/stores-reader/v1/products/${product.id}`, staff)).body.product.productOptions[0].choices[0].media.items).toEqual([]);
    await http.patch(`/stores/v1/products/${product.id}/choices/media`, { media: [{ option: 'Color', choice: 'Red', mediaIds: [image.id] }] }, staff);
    await http.post(`/stores/v1/products/${product.id}/media/delete`, { mediaIds: [image.id, video.id] }, staff);
    const after = (await http.get(`/stores-reader/v1/products/${product.id}`, staff)).body.product;
    expect(after.media.items.map((m: { mediaType: string }) => m.mediaType)).toEqual(['image']);
    expect(after.productOptions[0].choices[0].media.items).toEqual([]);
  });
});
