import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { CV_CHOICES } from '../../../lib/cv';
import { useStaffCvDownload } from '../../../lib/cv-download';
import { useTranslation } from '../../../lib/i18n';

/**
 * Staff's CV of the workers `ids` (shown in the catalogue or not) in the language chosen: one
 * worker's from her record, several in one PDF for a family from the list.
 */
export function StaffCvMenu({ ids, label, fileName }: { ids: number[]; label: string; fileName: (lang: string) => string }) {
  const { t } = useTranslation();
  const download = useStaffCvDownload();
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          disabled={ids.length === 0}
          loading={download.isPending}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('cv.downloadIn')}</Menu.Label>
        {CV_CHOICES.map((choice) => (
          <Menu.Item key={choice.label} onClick={() => download.mutate({ ...choice, ids, fileName: fileName(choice.lang) })}>
            {t(choice.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
