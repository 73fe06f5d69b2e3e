import './public-styles';
import type { TPage } from '@app/shared';
import { Button } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { pageInfo } from '../../lib/list-state';
import list from './list.module.css';

/** 'Showing x of y Results' with PREV and NEXT, under every back-office list. */
export function ListFooter({ page, label, onPage }: { page: TPage<unknown> | undefined; label: string; onPage: (pageNumber: number) => void }) {
  const { t } = useTranslation();
  if (!page) return null;
  const info = pageInfo(page);
  return (
    <div className={list.listFooter}>
      <p aria-live="polite">{t('common.showing', { shown: info.shown, count: info.total })}</p>
      <nav aria-label={label} className={list.pager}>
        <Button variant="default" disabled={!info.hasPrev} onClick={() => onPage(page.pageNumber - 1)}>
          {t('common.prev')}
        </Button>
        <Button variant="default" disabled={!info.hasNext} onClick={() => onPage(page.pageNumber + 1)}>
          {t('common.next')}
        </Button>
      </nav>
    </div>
  );
}
