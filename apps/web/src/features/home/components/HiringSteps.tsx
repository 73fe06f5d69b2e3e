import { Container } from '@mantine/core';
import { IconCircleCheck, IconHome, IconUserSearch, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

const STEPS = [
  { titleKey: 'home.step1Title', textKey: 'home.step1Text', Icon: IconUserSearch },
  { titleKey: 'home.step2Title', textKey: 'home.step2Text', Icon: IconVideo },
  { titleKey: 'home.step3Title', textKey: 'home.step3Text', Icon: IconCircleCheck },
  { titleKey: 'home.step4Title', textKey: 'home.step4Text', Icon: IconHome },
] as const;

export function HiringSteps() {
  const { t } = useTranslation();
  return (
    <section className={classes.steps} aria-labelledby="steps-title">
      <Container size="xl">
        <h2 id="steps-title" className={classes.sectionTitle}>
          {t('home.stepsTitle')}
        </h2>
        <ol className={classes.stepList}>
          {STEPS.map(({ titleKey, textKey, Icon }, index) => (
            <li key={titleKey} className={classes.step}>
              <div className={classes.stepHead}>
                <span className={classes.stepIcon}>
                  <Icon size={24} stroke={1.75} aria-hidden="true" />
                </span>
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <h3 className={classes.stepTitle}>{t(titleKey)}</h3>
              <p className={classes.stepText}>{t(textKey)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
