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
const feed = (probe: DurationProbe, bytes: Buffer, size: number) => {
  for (let at = 0; at < bytes.length; at += size) probe.push(bytes.subarray(at, at + size));
  return probe.seconds();
};

describe('video duration probes', () => {
  it.each([
    ['ders-150s.mp4', 'moov after the media data'],
    ['ders-150s-faststart.mp4', 'moov before the media data'],
    ['ders-150s.mov', 'QuickTime'],
  ])('reads 150 seconds from %s (%s) in any chunking', (name) => {
    const bytes = fixture(name);
    for (const size of [1, 7, 64, 4096, bytes.length])
      expect(feed(isoBmffDurationProbe(), bytes, size)).toBe(150);
  });

  it('reads 150 seconds from a WebM file in any chunking', () => {
    const bytes = fixture('ders-150s.webm');
    for (const size of [1, 13, 4096]) expect(feed(webmDurationProbe(), bytes, size)).toBeCloseTo(150, 3);
  });

  it('gives null for files that do not say, instead of guessing', () => {
    expect(feed(isoBmffDurationProbe(), fixture('kapak.png'), 16)).toBeNull();
    expect(feed(isoBmffDurationProbe(), fixture('ders-150s.mp4').subarray(0, 2000), 100)).toBeNull();
    expect(webmDuration(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]))).toBeNull();
    expect(webmDuration(Buffer.alloc(0))).toBeNull();
  });
});

describe('sniff', () => {
  it('tells files apart by their first bytes', () => {
    expect(sniff(fixture('kapak.png'))).toBe('png');
    expect(sniff(fixture('kapak.jpg'))).toBe('jpeg');
    expect(sniff(fixture('kapak.gif'))).toBe('gif');
    expect(sniff(fixture('kapak.webp'))).toBe('webp');
    expect(sniff(fixture('ders-150s.mp4'))).toBe('mp4');
    expect(sniff(fixture('ders-150s.mov'))).toBe('quicktime');
    expect(sniff(fixture('ders-150s.webm'))).toBe('webm');
    expect(sniff(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(sniff(Buffer.from('<!doctype html><p>Merhaba dünya</p>'))).toBe('text');
    expect(sniff(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'))).toBeNull();
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

  it('accepts a video only when both the declared type and the bytes are video', () => {
    expect(videoKind.accept(mp4, { filename: 'ders.mp4', mimetype: 'video/mp4' })?.extension).toBe('.mp4');
    expect(videoKind.accept(mp4, { filename: 'ders.mp4', mimetype: 'application/octet-stream' })).toBeNull();
    expect(
      videoKind.accept(Buffer.from('MZ\x90\x00'), { filename: 'ders.mp4', mimetype: 'video/mp4' }),
    ).toBeNull();
  });

  it('accepts an HTML page only as a .html text/html text file', () => {
    expect(
      htmlLectureKind.accept(html, { filename: 'ders.html', mimetype: 'text/html; charset=utf-8' }),
    ).toEqual({
      extension: '.html',
    });
    expect(htmlLectureKind.accept(html, { filename: 'ders.txt', mimetype: 'text/html' })).toBeNull();
    expect(htmlLectureKind.accept(html, { filename: 'ders.html', mimetype: 'text/plain' })).toBeNull();
    expect(htmlLectureKind.accept(mp4, { filename: 'ders.html', mimetype: 'text/html' })).toBeNull();
  });

  it('accepts certificates whose extension and content agree', () => {
    expect(certificateKind.accept(fixture('kapak.png'), { filename: 'a.PNG', mimetype: '' })?.extension).toBe(
      '.png',
    );
    expect(
      certificateKind.accept(fixture('kapak.jpg'), { filename: 'a.jpeg', mimetype: '' })?.extension,
    ).toBe('.jpg');
    expect(certificateKind.accept(html, { filename: 'a.html', mimetype: 'text/html' })?.extension).toBe(
      '.html',
    );
    expect(certificateKind.accept(fixture('kapak.png'), { filename: 'a.pdf', mimetype: '' })).toBeNull();
    expect(
      certificateKind.accept(fixture('kapak.gif'), { filename: 'a.gif', mimetype: 'image/gif' }),
    ).toBeNull();
  });
});
