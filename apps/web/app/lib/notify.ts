import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { createElement } from 'react';

/**
 * The one notification path: red errors, orange successes, yellow warnings, 5 s; bottom-right on a
 * wide screen, at the top one at a time on a small one (`notice-container.tsx`).
 */
export type NoticeType = 'success' | 'error' | 'warning';

const colors: Record<NoticeType, string> = { success: 'orange', error: 'red', warning: 'yellow' };
// The icon tells the kind apart without relying on colour alone; a title would turn the text a low-contrast grey.
const icons = { success: IconCheck, error: IconX, warning: IconAlertTriangle } as const;

export const NOTICE_LIFETIME_MS = 5000;

/** A short stable id per text, so that the same notice raised twice at once (two failing requests) shows once. */
const idOf = (type: NoticeType, message: string) => {
  let hash = 0;
  for (let i = 0; i < message.length; i++) hash = (hash * 31 + message.charCodeAt(i)) | 0;
  return `notice-${type}-${(hash >>> 0).toString(36)}`;
};

export const notify = (type: NoticeType, message: string) => {
  notifications.show({
    id: idOf(type, message),
    icon: createElement(icons[type], { size: 18, 'aria-hidden': true }),
    message,
    color: colors[type],
    autoClose: NOTICE_LIFETIME_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Kapat' },
    role: type === 'success' ? 'status' : 'alert',
  });
};

export const notifySuccess = (message: string) => notify('success', message);
export const notifyError = (message: string) => notify('error', message);
export const notifyWarning = (message: string) => notify('warning', message);

/**
 * Takes every notice off the screen. Signing in calls it: the signed-out pages' notices ('Kayıt başarılı. Giriş
 * yapabilirsiniz.') are about the page that was left and must not sit over the home page for their last seconds.
 */
export const clearNotices = () => notifications.clean();
