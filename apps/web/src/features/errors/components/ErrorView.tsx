import { WEB_ROUTES } from '@app/shared';
import { Container } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import buttons from '../../../app/buttons.module.css';
import { useDocumentTitle } from '../../../app/ui/document-title';
import classes from './ErrorView.module.css';

type TErrorViewProps = { icon: ReactNode; title: string; message: ReactNode };

export function ErrorView({ icon, title, message }: TErrorViewProps) {
  useDocumentTitle(title);
  const { t } = useTranslation();
  return (
    <Container size="sm" className={classes.root}>
      <span className={classes.icon}>{icon}</span>
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.message}>{message}</p>
      <Link to={WEB_ROUTES.home} className={`${buttons.button} ${buttons.large} ${buttons.primary}`}>
        <IconArrowBackUp size={20} aria-hidden="true" className={classes.backIcon} />
        {t('errors.backHome')}
      </Link>
    </Container>
  );
}
