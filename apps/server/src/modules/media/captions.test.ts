import { describe, expect, it } from 'vitest';
import { CaptionRejected, toWebVtt } from './captions.ts';
import { attachmentDisposition } from './lecture-file-links.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('caption files', () => {
  it('keeps a WebVTT file as it is, with LF line endings', () => {
    const vtt =
      'WEBVTT - Ders 1\r\n\r\nNOTE çeviri\r\n\r\n1\r\n00:00:01.000 --> 00:00:04.500 align:start\r\nMerhaba dünya\r\n';
    expect(toWebVtt(bytes(vtt))).toBe(
      'WEBVTT - Ders 1\n\nNOTE çeviri\n\n1\n00:00:01.000 --> 00:00:04.500 align:start\nMerhaba dünya\n',
    );
    expect(toWebVtt(bytes('\uFEFFWEBVTT\n\n01:02.000 --> 01:03.000\nKısa saat'))).toBe(
      'WEBVTT\n\n01:02.000 --> 01:03.000\nKısa saat\n',
    );
  });

  it('converts SubRip to WebVTT: times, tags, escapes and positions', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:04,500',
      'Merhaba <i>dünya</i>',
      '',
      '2',
      '0:00:05,2 --> 00:00:07,000 X1:10 X2:20 Y1:1 Y2:2',
      '<font color="#ff0000">Kırmızı</font> {\\an8}üst & alt <3',
      'ikinci satır --> ok',
      '',
    ].join('\r\n');
    expect(toWebVtt(bytes(srt))).toBe(
      [
        'WEBVTT',
        '',
        '00:00:01.000 --> 00:00:04.500',
        'Merhaba <i>dünya</i>',
        '',
        '00:00:05.200 --> 00:00:07.000',
        'Kırmızı üst &amp; alt &lt;3',
        'ikinci satır → ok',
        '',
      ].join('\n'),
    );
  });

  it('refuses what is neither, naming the line where it can', () => {
    const refused = (text: string | Uint8Array) => {
      try {
        toWebVtt(typeof text === 'string' ? bytes(text) : text);
      } catch (error) {
        expect(error).toBeInstanceOf(CaptionRejected);
        return (error as CaptionRejected).line;
      }
      throw new Error('accepted');
    };
    expect(refused('bu bir altyazı değil')).toBe(1);
    expect(refused('')).toBeNull();
    expect(refused('WEBVTT\n\n')).toBeNull();
    expect(refused('WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nbir\n\n00:00:05 --> 00:00:06.000\niki')).toBe(6);
    expect(refused('WEBVTT\n\n00:00:09.000 --> 00:00:04.000\nters')).toBe(3);
    expect(refused('1\n00:00:01,000 --> 00:00:04,000\nbir\n\n2\nzaman yok\nmetin')).toBe(6);
    expect(refused(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull();
    expect(refused(new Uint8Array([0x57, 0x45, 0x42, 0xff, 0xfe]))).toBeNull();
    expect(refused('WEBVTTX\n\n00:00:01.000 --> 00:00:02.000\nx')).toBe(1);
  });
});

describe('attachment names', () => {
  it('gives an ASCII fallback and the RFC 5987-encoded Turkish name', () => {
    expect(attachmentDisposition('Ders Notları – Şubat (1).pdf')).toBe(
      `attachment; filename="Ders Notlari _ Subat (1).pdf"; filename*=UTF-8''Ders%20Notlar%C4%B1%20%E2%80%93%20%C5%9Eubat%20%281%29.pdf`,
    );
    expect(attachmentDisposition('İçerik/../"kötü"\r\n.txt')).toBe(
      `attachment; filename="Icerik_..__kotu___.txt"; filename*=UTF-8''%C4%B0%C3%A7erik_..__k%C3%B6t%C3%BC___.txt`,
    );
    expect(attachmentDisposition('   ')).toBe(`attachment; filename="dosya"; filename*=UTF-8''dosya`);
  });
});
