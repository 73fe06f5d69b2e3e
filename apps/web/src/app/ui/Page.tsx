import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';
import classes from './page.module.css';

type TPageProps = {
  title: string;
  /** narrow: a single form; wide: a list or a record. */
  size?: 'narrow' | 'wide';
  intro?: ReactNode;
  children: ReactNode;
};

/** A page of the account and back-office areas: one heading, then a card. */
export function Page({ title, size = 'narrow', intro, children }: TPageProps) {
  useDocumentTitle(title);
  return (
    <Container size={size === 'narrow' ? 'xs' : 'lg'} className={classes.page}>
      <h1 className={classes.title}>{title}</h1>
      {intro && <div className={classes.intro}>{intro}</div>}
      <div className={classes.card}>{children}</div>
    </Container>
  );
}
