import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js';
import { MediaPlaybackRateMenu } from 'media-chrome/menu';
import { rateLabel } from './video-clock.ts';

/**
 * media-chrome's texts in Turkish: the accessible names (lower-case keys) and the tooltips (capitalised keys) of
 * its buttons, ranges and menus. Its own dictionaries have no Turkish; every key of its English one is given, so
 * no English text is left on the player.
 */
const Tr: Record<string, string> = {
  'Start airplay': 'AirPlay başlat',
  'Stop airplay': 'AirPlay durdur',
  Audio: 'Ses',
  Captions: 'Altyazılar',
  'Enable captions': 'Altyazıları aç',
  'Disable captions': 'Altyazıları kapat',
  'Start casting': 'Yayınlamayı başlat',
  'Stop casting': 'Yayınlamayı durdur',
  'Enter fullscreen mode': 'Tam ekran (F)',
  'Exit fullscreen mode': 'Tam ekrandan çık (F)',
  Mute: 'Sesi kapat (M)',
  Unmute: 'Sesi aç (M)',
  Loop: 'Döngü',
  'Enter picture in picture mode': 'Resim içinde resim (P)',
  'Exit picture in picture mode': 'Resim içinde resimden çık (P)',
  Play: 'Oynat (K)',
  Pause: 'Duraklat (K)',
  'Playback rate': 'Oynatma hızı',
  // The button shows `1x`: its name contains what it shows (WCAG 2.5.3).
  'Playback rate {playbackRate}': 'Oynatma hızı {playbackRate}x',
  Quality: 'Video kalitesi',
  'Seek backward': 'Geri sar',
  'Seek forward': 'İleri sar',
  Settings: 'Ayarlar',
  Auto: 'Otomatik',
  'audio player': 'Ses oynatıcı',
  'video player': 'Video oynatıcı',
  volume: 'Ses düzeyi',
  seek: 'Video konumu',
  'closed captions': 'Altyazılar',
  'current playback rate': 'Geçerli oynatma hızı',
  'playback time': 'Oynatma süresi',
  'media loading': 'Video yükleniyor',
  settings: 'Ayarlar',
  'audio tracks': 'Ses kanalları',
  quality: 'Video kalitesi',
  play: 'Oynat',
  pause: 'Duraklat',
  mute: 'Sesi kapat',
  unmute: 'Sesi aç',
  'chapter: {chapterName}': 'Bölüm: {chapterName}',
  live: 'canlı',
  Off: 'Kapalı',
  'start airplay': 'AirPlay başlat',
  'stop airplay': 'AirPlay durdur',
  'start casting': 'Yayınlamayı başlat',
  'stop casting': 'Yayınlamayı durdur',
  'enter fullscreen mode': 'Tam ekran',
  'exit fullscreen mode': 'Tam ekrandan çık',
  'enter picture in picture mode': 'Resim içinde resim',
  'exit picture in picture mode': 'Resim içinde resimden çık',
  'seek to live': 'Canlı yayına git',
  'playing live': 'Canlı oynatılıyor',
  'seek back {seekOffset} seconds': '{seekOffset} saniye geri',
  'seek forward {seekOffset} seconds': '{seekOffset} saniye ileri',
  'Network Error': 'Ağ hatası',
  'Decode Error': 'Çözümleme hatası',
  'Source Not Supported': 'Kaynak desteklenmiyor',
  'Encryption Error': 'Şifreleme hatası',
  'A network error caused the media download to fail.': 'Bir ağ hatası yüzünden video indirilemedi.',
  'A media error caused playback to be aborted. The media could be corrupt or your browser does not support this format.':
    'Bir video hatası yüzünden oynatma durdu. Dosya bozuk olabilir ya da tarayıcınız bu biçimi desteklemiyor olabilir.',
  'An unsupported error occurred. The server or network failed, or your browser does not support this format.':
    'Beklenmeyen bir hata oluştu. Sunucu ya da ağ yanıt vermedi veya tarayıcınız bu biçimi desteklemiyor.',
  'The media is encrypted and there are no keys to decrypt it.': 'Video şifreli ve çözmek için anahtar yok.',
  hour: 'saat',
  hours: 'saat',
  minute: 'dakika',
  minutes: 'dakika',
  second: 'saniye',
  seconds: 'saniye',
  '{time} remaining': '{time} kaldı',
  '{currentTime} of {totalTime}': '{currentTime} / {totalTime}',
  'video not loaded, unknown time.': 'Video yüklenmedi, süre bilinmiyor.',
};

addTranslation('tr', Tr);
// The language is global to media-chrome: set before any of its elements renders its labels.
setLanguage('tr');

// The speed menu's items in Turkish number format (`1,5×`, not `1.5x`).
MediaPlaybackRateMenu.formatMenuItemText = (text: string, rate?: unknown) =>
  typeof rate === 'number' ? rateLabel(rate) : text;
