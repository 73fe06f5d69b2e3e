import type { TBranch } from '@app/shared';
import { Container, Skeleton } from '@mantine/core';
import { IconBrandWhatsapp, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { telHref, whatsAppDisplay, whatsAppHref } from '../../../lib/site-content/contact';
import classes from './home.module.css';

type TBranchesProps = { branches: TBranch[] | undefined; loading: boolean };

export function Branches({ branches, loading }: TBranchesProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.branches} aria-labelledby="branches-title">
      <Container size="xl">
        <h2 id="branches-title" className={classes.sectionTitle}>
          {t('home.branchesTitle')}
        </h2>
        {loading && <Skeleton height={260} radius="lg" />}
        {!loading && !branches?.length && <p className={classes.noData}>{t('common.noData')}</p>}
        <div className={classes.branchGrid}>
          {branches?.map((branch) => (
            <BranchCard key={branch.id} branch={branch} />
          ))}
        </div>
      </Container>
    </section>
  );
}

function BranchCard({ branch }: { branch: TBranch }) {
  const { t } = useTranslation();
  return (
    <article className={classes.branchCard} aria-labelledby={`branch-${branch.id}`}>
      <h3 id={`branch-${branch.id}`} className={classes.branchName}>
        {branch.name}
      </h3>
      <dl className={classes.branchDetails}>
        <BranchDetail icon={<IconMapPin />} label={t('home.address')}>
          {branch.address}
        </BranchDetail>
        <BranchDetail icon={<IconClock />} label={t('home.workingHours')}>
          {branch.workingHours}
        </BranchDetail>
        <BranchDetail icon={<IconPhone />} label={t('home.phone')}>
          {branch.telephones.map(({ number }) => (
            <a key={number} href={telHref(number)} dir="ltr" className={classes.branchLink}>
              {number}
            </a>
          ))}
        </BranchDetail>
        <BranchDetail icon={<IconBrandWhatsapp />} label={t('header.whatsApp')}>
          <a href={whatsAppHref(branch.whatsAppNumber)} target="_blank" rel="noopener noreferrer" dir="ltr" className={classes.branchLink}>
            {whatsAppDisplay(branch.whatsAppNumber)}
          </a>
        </BranchDetail>
        <BranchDetail icon={<IconMail />} label={t('home.email')}>
          <a href={`mailto:${branch.email}`} dir="ltr" className={classes.branchLink}>
            {branch.email}
          </a>
        </BranchDetail>
      </dl>
    </article>
  );
}

function BranchDetail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={classes.branchDetail}>
      <dt className={classes.branchLabel}>
        <span className={classes.branchIcon} aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={classes.branchValue}>{children}</dd>
    </div>
  );
}
