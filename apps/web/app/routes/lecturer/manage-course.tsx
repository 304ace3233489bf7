import { Tabs } from '@mantine/core';
import { useState } from 'react';
import type { ShouldRevalidateFunction } from 'react-router';
import { fetchCourseContents } from '../../features/authoring/authoring-api.ts';
import { authoringTexts } from '../../features/authoring/authoring-texts.ts';
import { ContentEditor } from '../../features/authoring/editor/content-editor.tsx';
import { DIALOG_PARAMS } from '../../features/authoring/editor/editor-dialogs.ts';
import { classTexts } from '../../features/classes/classes-texts.ts';
import { SessionsEditor } from '../../features/classes/components/sessions-editor.tsx';
import { isApiError } from '../../lib/api-client.ts';
import type { Route } from './+types/manage-course';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ? `${loaderData.title} · ` : ''}Kurs İçeriği | Kampüs` },
];

/** Seed 001 §8: 'Kurs bulunamadı.' for an unknown (or someone else's) course, else 'Kurs içeriği yüklenemedi'. */
export const clientLoader = async ({ params, request }: Route.ClientLoaderArgs) => {
  try {
    return await fetchCourseContents(params.courseId, request.signal);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw new Error(authoringTexts.editor.courseNotFound);
    if (isApiError(error) && error.status !== 401) throw new Error(authoringTexts.editor.contentLoadFailed);
    throw error;
  }
};

const withoutDialog = (url: URL) => {
  const params = new URLSearchParams(url.search);
  for (const key of DIALOG_PARAMS) params.delete(key);
  return `${url.pathname}?${params.toString()}`;
};

/**
 * Opening a dialog changes only the address: nothing to reload. Closing one reloads the course, since the dialog may
 * have changed it. Other reloads (after a move or delete) are asked for explicitly.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (currentUrl.href !== nextUrl.href && withoutDialog(currentUrl) === withoutDialog(nextUrl))
    return !nextUrl.searchParams.has('modal');
  return defaultShouldRevalidate;
};

/** The content editor with its 'Oturumlar' tab: the course's class sessions (CONTRACT.md §16). */
export default function LecturerManageCoursePage({ loaderData }: Route.ComponentProps) {
  const [tab, setTab] = useState<string | null>('content');
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="content">{classTexts.contentTab}</Tabs.Tab>
        <Tabs.Tab value="sessions">{classTexts.tab}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="content">
        <ContentEditor key={loaderData.id} contents={loaderData} />
      </Tabs.Panel>
      <Tabs.Panel value="sessions">
        <SessionsEditor courseId={loaderData.id} />
      </Tabs.Panel>
    </Tabs>
  );
}
