import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';
import { SettingsPage, settingsSections, type SettingsSectionId } from '../../features/settings/settings-page/settings-page';
import { Component as NotFound } from './not-found';

export function Component() {
  const section = useParams().section ?? settingsSections[0].id;
  const { currency } = usePublicConfig();
  if (!settingsSections.some((candidate) => candidate.id === section)) return <NotFound />;
  return <SettingsPage section={section as SettingsSectionId} currency={currency} sectionHref={paths.settingsSection.href} webhooksHref={paths.webhooks.href()} />;
}
