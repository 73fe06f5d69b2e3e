import '../../../app/ui/public-styles';
import { inLanguage, type TOpenSlot, type TOrder } from '@app/shared';
import { Alert, Button, Loader } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay, uaeMoment } from '../../../lib/money';
import { useContactInfo } from '../../../lib/site-content/api';
import { mainBranch, telHref, whatsAppHref } from '../../../lib/site-content/contact';
import { useSiteText } from '../../../lib/site-content/site-settings';
import { useBookSlot, useOrderSlots } from '../api';
import { byUaeDay, uaeClock } from '../slot-days';
import classes from '../slots.module.css';

const OPEN_STATUSES = ['Pending', 'InProgress'];

/** "Tue 24 November 2026": a UAE day as a heading. */
export function useDayLabel() {
  const { t } = useTranslation();
  return (day: string) => `${t(`slots.day${new Date(`${day}T00:00:00Z`).getUTCDay()}` as 'slots.day0')} ${uaeDay(`${day}T12:00:00+04:00`)}`;
}

function SlotDays({ slots, onPick, pending }: { slots: TOpenSlot[]; onPick: (slot: TOpenSlot) => void; pending: boolean }) {
  const { t, i18n } = useTranslation();
  const dayLabel = useDayLabel();
  if (slots.length === 0) return <p className={classes.muted}>{t('slots.noSlots')}</p>;
  return (
    <div className={classes.days}>
      <p className={classes.zone}>{t('slots.timesInUae')}</p>
      {byUaeDay(slots, (slot) => slot.startsAt).map(({ day, items }) => (
        <section key={day} aria-label={dayLabel(day)} className={classes.day}>
          <h3 className={classes.dayTitle}>
            {dayLabel(day)} <span className={classes.zoneTag}>{t('slots.uaeTime')}</span>
          </h3>
          <ul className={classes.slotButtons}>
            {items.map((slot) => {
              const place = slot.branch ? t('slots.atBranch', { branch: inLanguage(slot.branch, 'name', i18n.language) }) : t('slots.online');
              return (
                <li key={slot.id}>
                  <Button
                    variant="light"
                    disabled={pending}
                    onClick={() => onPick(slot)}
                    aria-label={t('slots.choose', { time: `${dayLabel(day)} ${uaeClock(slot.startsAt)} (${t('slots.uaeTime')}), ${place}` })}
                    className={classes.slotButton}
                  >
                    <span dir="ltr">{uaeClock(slot.startsAt)}</span>
                    <span className={classes.slotPlace}>{place}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** No free time to book: when the agency will call to set the interview, and how to reach it first (the main branch's phone and WhatsApp). */
function AgencyWillCall() {
  const { t } = useTranslation();
  const siteText = useSiteText();
  const branch = mainBranch(useContactInfo().data);
  const phone = branch?.telephones[0]?.number;
  return (
    <div className={classes.picker} data-testid="slot-none">
      <p className={classes.callNote}>{t('slots.weWillCall')}</p>
      {(phone || branch?.whatsAppNumber) && (
        <p className={classes.callLinks}>
          {phone && (
            <a href={telHref(phone)} className={classes.callLink}>
              <IconPhone size={18} aria-hidden="true" />
              <TextWithLtrValue sentence={(number) => t('home.callNow', { number })} value={phone} />
            </a>
          )}
          {branch?.whatsAppNumber && (
            <a href={whatsAppHref(branch.whatsAppNumber, siteText('whatsAppMessage'))} target="_blank" rel="noopener noreferrer" className={classes.callLink}>
              <IconBrandWhatsapp size={18} aria-hidden="true" />
              {t('home.chatWhatsApp')}
            </a>
          )}
        </p>
      )}
    </div>
  );
}

/**
 * The client picks her interview from the agency's free slots (UAE time), or moves her booking
 * once up to 24 hours before it; when she may not, the server's reason says why. With no free
 * slot she is told when the agency will call instead.
 */
export function SlotPicker({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const open = OPEN_STATUSES.includes(order.status) && !order.approvedAt;
  const offer = useOrderSlots(order.id, open);
  const book = useBookSlot(order.id);
  const [moving, setMoving] = useState(false);
  if (!open) return null;
  if (offer.isPending) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  if (!offer.data) return order.interview ? null : <AgencyWillCall />;
  const { booking, canPick, reason, slots } = offer.data;
  const pick = (slot: TOpenSlot) => book.mutate(slot.id, { onSuccess: () => setMoving(false) });
  if (booking && !moving) {
    return (
      <div className={classes.picker} data-testid="slot-booking">
        <p>{t('slots.yourBooking', { date: uaeMoment(booking.startsAt) })}</p>
        {canPick ? (
          <>
            <p className={classes.muted}>{t('slots.moveIntro')}</p>
            <Button variant="default" onClick={() => setMoving(true)}>
              {t('slots.moveButton')}
            </Button>
          </>
        ) : (
          reason && <Alert color="gray">{reason}</Alert>
        )}
      </div>
    );
  }
  if (!canPick) return booking || order.interview ? reason && <Alert color="gray">{reason}</Alert> : <AgencyWillCall />;
  // The booking box shows only when there is a free time to book.
  if (slots.length === 0 && !booking) return <AgencyWillCall />;
  return (
    <div className={classes.picker} data-testid="slot-picker">
      <h3 className={classes.pickTitle}>{booking ? t('slots.moveButton') : t('slots.pickTitle')}</h3>
      <p className={classes.muted}>{booking ? t('slots.moveIntro') : t('slots.pickIntro')}</p>
      <SlotDays slots={slots} onPick={pick} pending={book.isPending} />
      {moving && (
        <Button variant="subtle" onClick={() => setMoving(false)}>
          {t('slots.cancelMove')}
        </Button>
      )}
    </div>
  );
}
