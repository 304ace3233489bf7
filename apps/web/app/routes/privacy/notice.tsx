import { school } from '../../config/school.ts';
import { PrivacyNoticeView } from '../../features/privacy/components/privacy-notice-view.tsx';
import { privacyTexts } from '../../features/privacy/privacy-texts.ts';
import type { Route } from './+types/notice';

export const meta: Route.MetaFunction = () => [{ title: `${privacyTexts.notice.pageTitle} | Kampüs` }];

/** Public: the privacy notice, linked from registration and the account settings. */
export default function PrivacyNoticePage() {
  return <PrivacyNoticeView controller={{ legalName: school.legalName, email: school.supportEmail }} />;
}
