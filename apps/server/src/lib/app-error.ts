/** Statuses a service may ask for; the error handler turns them into the envelope (CONTRACT.md §2). */
export type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

export const defaultMessages: Record<AppErrorStatus | 500, string> = {
  400: 'Geçersiz istek. Lütfen girdiğiniz bilgileri kontrol edin.',
  401: 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.',
  403: 'Bu işlem için yetkiniz yok.',
  404: 'İstenen kaynak bulunamadı.',
  409: 'İşlem başka bir işlemle çakıştı. Lütfen tekrar deneyin.',
  413: 'Gönderilen veri çok büyük.',
  415: 'Desteklenmeyen içerik türü.',
  422: 'İşlem sırasında bir hata oluştu.',
  429: 'Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.',
  500: 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.',
};

/** A refusal a user can cause, with a Turkish message they can act on. */
export class AppError extends Error {
  readonly status: AppErrorStatus;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: AppErrorStatus,
    message?: string,
    options?: { fields?: Record<string, string>; headers?: Record<string, string> },
  ) {
    super(message ?? defaultMessages[status]);
    this.name = 'AppError';
    this.status = status;
    this.fields = options?.fields;
    this.headers = options?.headers;
  }
}

export const badRequest = (message?: string, fields?: Record<string, string>) =>
  new AppError(400, message, fields ? { fields } : undefined);
export const unauthorized = (message?: string) => new AppError(401, message);
export const forbidden = (message?: string) => new AppError(403, message);
export const notFound = (message?: string) => new AppError(404, message);
export const unprocessable = (message: string) => new AppError(422, message);
export const tooManyRequests = (message?: string, retryAfterSeconds?: number) =>
  new AppError(
    429,
    message,
    retryAfterSeconds ? { headers: { 'retry-after': String(Math.ceil(retryAfterSeconds)) } } : undefined,
  );
