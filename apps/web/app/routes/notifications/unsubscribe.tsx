import { UnsubscribeView } from '../../features/notifications/components/unsubscribe-view.tsx';
import { notificationTexts } from '../../features/notifications/notification-texts.ts';
import { unsubscribe } from '../../features/notifications/notifications-api.ts';
import type { Route } from './+types/unsubscribe';

export const meta: Route.MetaFunction = () => [{ title: `${notificationTexts.unsubscribe.title} | Kampüs` }];

/** Public: the page a mail's unsubscribe link opens; only its button changes anything. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  token: new URL(request.url).searchParams.get('token') ?? '',
});

export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
  return <UnsubscribeView key={loaderData.token} token={loaderData.token} send={unsubscribe} />;
}
