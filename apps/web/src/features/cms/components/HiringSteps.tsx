import { Container } from '@mantine/core';
import { IconCircleCheck, IconCreditCard, IconHome, IconUserSearch, IconVideo } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { titledItems, type TSectionEntry } from '../section-text';
import classes from './home.module.css';
import { PricesLine } from './PricesLine';

const STEPS = [
  { titleKey: 'home.step1Title', textKey: 'home.step1Text', Icon: IconUserSearch },
  { titleKey: 'home.step2Title', textKey: 'home.step2Text', Icon: IconVideo },
  { titleKey: 'home.step3Title', textKey: 'home.step3Text', Icon: IconCircleCheck },
  { titleKey: 'home.step4Title', textKey: 'home.step4Text', Icon: IconHome },
] as const;

const ICONS = [IconUserSearch, IconVideo, IconCircleCheck, IconHome, IconCreditCard];

/** The hiring steps: the home page's howItWorks section, each list item a step (bold title, then text); built-in texts until it loads. Then the prices, with the way to /Prices. */
export function HiringSteps({ howItWorks }: { howItWorks?: TSectionEntry }) {
  const { t } = useTranslation();
  const fromContent = titledItems(howItWorks?.body).map(({ title, text }, index) => ({ title, text, Icon: ICONS[index % ICONS.length]! }));
  const steps = fromContent.length ? fromContent : STEPS.map(({ titleKey, textKey, Icon }) => ({ title: t(titleKey), text: t(textKey), Icon }));
  return (
    <section className={classes.steps} aria-labelledby="steps-title">
      <Container size="xl">
        <h2 id="steps-title" className={classes.sectionTitle}>
          {howItWorks?.title || t('home.stepsTitle')}
        </h2>
        <ol className={classes.stepList}>
          {steps.map(({ title, text, Icon }, index) => (
            <li key={title} className={classes.step}>
              <div className={classes.stepHead}>
                <span className={classes.stepIcon}>
                  <Icon size={24} stroke={1.75} aria-hidden="true" />
                </span>
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <h3 className={classes.stepTitle}>{title}</h3>
              {text && <p className={classes.stepText}>{text}</p>}
            </li>
          ))}
        </ol>
        <PricesLine />
      </Container>
    </section>
  );
}
