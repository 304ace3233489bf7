import { COVER_IMAGE_MAX_BYTES, HTML_LECTURE_MAX_BYTES } from '@kampus/contract';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/support/authoring.ts';
import { certificateKind, coverImageKind, htmlLectureKind, sniff, videoKind } from './file-kinds.ts';
import {
  type DurationProbe,
  isoBmffDurationProbe,
  webmDuration,
  webmDurationProbe,
} from './video-duration.ts';

/** Feeds `bytes` to a probe in pieces of `size`, as a network stream would deliver them. */
const feed = async (probe: DurationProbe, bytes: Buffer, size: number) => {
  for (let at = 0; at < bytes.length; at += size) await probe.push(bytes.subarray(at, at + size));
  return probe.seconds();
};

describe('video duration probes', () => {
  it.each([
    ['ders-150s.mp4', 'moov after the media data'],
    ['ders-150s-faststart.mp4', 'moov before the media data'],
    ['ders-150s.mov', 'QuickTime'],
  ])('reads 150 seconds from %s (%s) in any chunking', async (name) => {
    const bytes = fixture(name);
    for (const size of [1, 7, 64, 4096, bytes.length])
      expect(await feed(isoBmffDurationProbe(), bytes, size)).toBe(150);
  });

  it('reads 150 seconds from a WebM file in any chunking', async () => {
    const bytes = fixture('ders-150s.webm');
    for (const size of [1, 13, 4096])
      expect(await feed(webmDurationProbe(), bytes, size)).toBeCloseTo(150, 3);
  });

  it('gives null for files that do not say, instead of guessing', async () => {
    expect(await feed(isoBmffDurationProbe(), fixture('kapak.png'), 16)).toBeNull();
    expect(await feed(isoBmffDurationProbe(), fixture('ders-150s.mp4').subarray(0, 2000), 100)).toBeNull();
    expect(await webmDuration(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]))).toBeNull();
    expect(await webmDuration(Buffer.alloc(0))).toBeNull();
  });

  it('gives null for an MP4 cut short inside its media data, even after a complete index', async () => {
    // music-metadata gives up on a truncated file; the hand-written reader before it answered from `moov` alone.
    const faststart = fixture('ders-150s-faststart.mp4');
    expect(await feed(isoBmffDurationProbe(), faststart.subarray(0, 3000), 100)).toBeNull();
  });
});

describe('sniff', () => {
  it('tells files apart by their first bytes', async () => {
    expect(await sniff(fixture('kapak.png'))).toBe('png');
    expect(await sniff(fixture('kapak.jpg'))).toBe('jpeg');
    expect(await sniff(fixture('kapak.gif'))).toBe('gif');
    expect(await sniff(fixture('kapak.webp'))).toBe('webp');
    expect(await sniff(fixture('ders-150s.mp4'))).toBe('mp4');
    expect(await sniff(fixture('ders-150s.mov'))).toBe('quicktime');
    expect(await sniff(fixture('ders-150s.webm'))).toBe('webm');
    expect(await sniff(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(await sniff(Buffer.from('<!doctype html><p>Merhaba dünya</p>'))).toBe('text');
    expect(await sniff(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'))).toBeNull();
  });

  const box = (type: string, bodyLength = 16) => {
    const bytes = Buffer.alloc(8 + bodyLength);
    bytes.writeUInt32BE(8 + bodyLength, 0);
    bytes.write(type, 4, 'latin1');
    return bytes;
  };
  const withBrand = (brand: string) => {
    const ftyp = box('ftyp', 24);
    ftyp.write(brand, 8, 'latin1');
    ftyp.write('isom', 16, 'latin1');
    return Buffer.concat([ftyp, box('mdat', 64)]);
  };

  it('knows the containers of every accepted video, whatever brand or first box they carry', async () => {
    for (const first of ['moov', 'wide', 'mdat', 'free'])
      expect(await sniff(Buffer.concat([box(first), box('mdat', 64)]))).toBe('quicktime');
    for (const brand of ['isom', 'mp42', 'M4V ', '3gp5', 'dash'])
      expect(await sniff(withBrand(brand))).toBe('mp4');
    expect(await sniff(withBrand('qt  '))).toBe('quicktime');
    // A Matroska file (DocType "matroska") plays as WebM in browsers, as before.
    const matroska = Buffer.from(
      '1a45dfa39f4286810142f7810142f2810442f381084282886d6174726f736b614287810442858102',
      'hex',
    );
    expect(await sniff(matroska)).toBe('webm');
    expect(await sniff(Buffer.from(`OggS\0\x02${'\0'.repeat(60)}`, 'latin1'))).toBe('ogg');
    expect(await sniff(Buffer.from('\ufeff<html>', 'utf16le'))).toBe('text');
    expect(
      await sniff(Buffer.from('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"></html>')),
    ).toBe('text');
  });

  it('refuses images and bare headers that the hand-written sniffing took for video', async () => {
    // file-type tells HEIC and AVIF images from MP4 by their brand; the earlier check called every `ftyp` MP4.
    expect(await sniff(withBrand('heic'))).toBeNull();
    expect(await sniff(withBrand('avif'))).toBeNull();
    // An EBML header that names no document type, and QuickTime's rare `skip`/`pnot` first boxes, are not placed.
    expect(await sniff(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]))).toBeNull();
    expect(await sniff(Buffer.concat([box('skip'), box('mdat', 64)]))).toBeNull();
  });
});

describe('file kinds', () => {
  const mp4 = fixture('ders-150s.mp4');
  const html = Buffer.from('<h1>Ders</h1>');

  it('caps each kind at its own limit and at the configured upload limit', () => {
    expect(coverImageKind.maxBytes(500 * 1_048_576)).toBe(COVER_IMAGE_MAX_BYTES);
    expect(coverImageKind.maxBytes(1000)).toBe(1000);
    expect(htmlLectureKind.maxBytes(500 * 1_048_576)).toBe(HTML_LECTURE_MAX_BYTES);
    expect(videoKind.maxBytes(123_456)).toBe(123_456);
  });

  it('accepts a video only when both the declared type and the bytes are video', async () => {
    expect((await videoKind.accept(mp4, { filename: 'ders.mp4', mimetype: 'video/mp4' }))?.extension).toBe(
      '.mp4',
    );
    expect(
      await videoKind.accept(mp4, { filename: 'ders.mp4', mimetype: 'application/octet-stream' }),
    ).toBeNull();
    expect(
      await videoKind.accept(Buffer.from('MZ\x90\x00'), { filename: 'ders.mp4', mimetype: 'video/mp4' }),
    ).toBeNull();
  });

  it('accepts an HTML page only as a .html text/html text file', async () => {
    expect(
      await htmlLectureKind.accept(html, { filename: 'ders.html', mimetype: 'text/html; charset=utf-8' }),
    ).toEqual({
      extension: '.html',
    });
    expect(await htmlLectureKind.accept(html, { filename: 'ders.txt', mimetype: 'text/html' })).toBeNull();
    expect(await htmlLectureKind.accept(html, { filename: 'ders.html', mimetype: 'text/plain' })).toBeNull();
    expect(await htmlLectureKind.accept(mp4, { filename: 'ders.html', mimetype: 'text/html' })).toBeNull();
  });

  it('accepts certificates whose extension and content agree', async () => {
    expect(
      (await certificateKind.accept(fixture('kapak.png'), { filename: 'a.PNG', mimetype: '' }))?.extension,
    ).toBe('.png');
    expect(
      (await certificateKind.accept(fixture('kapak.jpg'), { filename: 'a.jpeg', mimetype: '' }))?.extension,
    ).toBe('.jpg');
    expect(
      (await certificateKind.accept(html, { filename: 'a.html', mimetype: 'text/html' }))?.extension,
    ).toBe('.html');
    expect(
      await certificateKind.accept(fixture('kapak.png'), { filename: 'a.pdf', mimetype: '' }),
    ).toBeNull();
    expect(
      await certificateKind.accept(fixture('kapak.gif'), { filename: 'a.gif', mimetype: 'image/gif' }),
    ).toBeNull();
  });
});
