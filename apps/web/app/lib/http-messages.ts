/** Turkish texts of the seed error catalogue, shared by the API client and the error screen. */
export const httpMessages = {
  badRequest: 'Geçersiz istek. Lütfen girdiğiniz bilgileri kontrol edin.',
  sessionExpired: 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  notFound: 'İstenen kaynak bulunamadı.',
  unprocessable: 'İşlem sırasında bir hata oluştu.',
  tooManyRequests: 'Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.',
  payloadTooLarge: 'Gönderilen veri çok büyük.',
  serverError: 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.',
  other: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  network: 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.',
  timeout: 'Sunucu zamanında yanıt vermedi. Lütfen tekrar deneyin.',
  unexpected: 'Beklenmeyen bir hata oluştu.',
  loginAgain: 'Lütfen tekrar giriş yapın.',
  success: 'İşlem başarılı.',
  updated: 'Güncelleme başarılı.',
  deleted: 'Silme başarılı.',
  unauthorizedArea: 'Yetkisiz işlem.',
} as const;

/** The message for an HTTP status, as the shared handler of the seeds gives it (no server text). */
export const messageForStatus = (status: number): string => {
  if (status === 400) return httpMessages.badRequest;
  if (status === 401) return httpMessages.sessionExpired;
  if (status === 403) return httpMessages.forbidden;
  if (status === 404) return httpMessages.notFound;
  if (status === 413) return httpMessages.payloadTooLarge;
  if (status === 422) return httpMessages.unprocessable;
  if (status === 429) return httpMessages.tooManyRequests;
  if (status >= 500 && status <= 599) return httpMessages.serverError;
  return httpMessages.other;
};
