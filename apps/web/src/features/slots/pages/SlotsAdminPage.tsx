import { addDays, inLanguage, todayInUae, uaeDayOf, type TSlot, type TSlotPublishInput } from '@app/shared';
import { Button, Checkbox, NativeSelect, NumberInput, Radio, TextInput, VisuallyHidden } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Page } from '../../../app/ui/Page';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useContactInfo } from '../../../lib/site-content/api';
import { useAdminSlots, usePublishSlots, useRemoveSlot } from '../api';
import { useDayLabel } from '../components/SlotPicker';
import { byUaeDay, uaeClock } from '../slot-days';
import classes from '../slots.module.css';

/** The UAE week, Saturday first. */
const WEEK = [6, 0, 1, 2, 3, 4, 5];

type TForm = Omit<TSlotPublishInput, 'weekdays' | 'branchId'> & { weekdays: string[]; branchId: string };

const blankForm = (): TForm => {
  const tomorrow = addDays(todayInUae(), 1);
  return {
    fromDay: tomorrow,
    toDay: addDays(tomorrow, 13),
    weekdays: ['0', '1', '2', '3', '4'],
    fromTime: '09:00',
    toTime: '13:00',
    minutes: 30,
    capacity: 1,
    interviewType: 'office',
    branchId: '',
    meetingLink: '',
  };
};

function PublishForm() {
  const { t } = useTranslation();
  const branches = useContactInfo().data?.branchs ?? [];
  const publish = usePublishSlots();
  const [form, setForm] = useState<TForm>(blankForm);
  const set = <K extends keyof TForm>(key: K, value: TForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const errors = publish.error instanceof ApiError ? publish.error.errors : {};
  const branchId = form.branchId || String(branches[0]?.id ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const online = form.interviewType === 'online';
    publish.mutate({
      ...form,
      weekdays: form.weekdays.map(Number),
      branchId: online ? null : Number(branchId) || null,
      meetingLink: online ? form.meetingLink?.trim() || null : null,
    });
  };
  return (
    <form onSubmit={submit} noValidate className={classes.form} aria-label={t('slots.publishTitle')}>
      <TextInput
        type="date"
        label={t('slots.fromDay')}
        value={form.fromDay}
        onChange={(e) => set('fromDay', e.currentTarget.value)}
        error={errors.fromDay}
        dir="ltr"
        required
      />
      <TextInput
        type="date"
        label={t('slots.toDay')}
        value={form.toDay}
        onChange={(e) => set('toDay', e.currentTarget.value)}
        error={errors.toDay}
        dir="ltr"
        required
      />
      <Checkbox.Group
        label={t('slots.weekdays')}
        value={form.weekdays}
        onChange={(value) => set('weekdays', value)}
        error={errors.weekdays}
        className={classes.wide}
      >
        <div className={classes.weekdays}>
          {WEEK.map((day) => (
            <Checkbox key={day} value={String(day)} label={t(`slots.day${day}` as 'slots.day0')} />
          ))}
        </div>
      </Checkbox.Group>
      <TextInput
        type="time"
        label={t('slots.fromTime')}
        value={form.fromTime}
        onChange={(e) => set('fromTime', e.currentTarget.value)}
        error={errors.fromTime}
        dir="ltr"
        required
      />
      <TextInput
        type="time"
        label={t('slots.toTime')}
        value={form.toTime}
        onChange={(e) => set('toTime', e.currentTarget.value)}
        error={errors.toTime}
        dir="ltr"
        required
      />
      <NumberInput
        label={t('slots.minutes')}
        value={form.minutes}
        onChange={(value) => set('minutes', Number(value))}
        min={10}
        max={240}
        step={5}
        error={errors.minutes}
        required
      />
      <NumberInput
        label={t('slots.capacity')}
        value={form.capacity}
        onChange={(value) => set('capacity', Number(value))}
        min={1}
        max={20}
        error={errors.capacity}
        required
      />
      <Radio.Group label={t('slots.place')} value={form.interviewType} onChange={(value) => set('interviewType', value)} className={classes.wide}>
        <div className={classes.weekdays}>
          <Radio value="office" label={t('interviewType.office')} />
          <Radio value="online" label={t('interviewType.online')} />
        </div>
      </Radio.Group>
      {form.interviewType === 'office' ? (
        <NativeSelect
          label={t('slots.branch')}
          value={branchId}
          onChange={(e) => set('branchId', e.currentTarget.value)}
          data={branches.map((branch) => ({ value: String(branch.id), label: branch.name }))}
          error={errors.branchId}
          className={classes.wide}
        />
      ) : (
        <TextInput
          type="url"
          label={t('slots.meetingLink')}
          value={form.meetingLink ?? ''}
          onChange={(e) => set('meetingLink', e.currentTarget.value)}
          error={errors.meetingLink}
          dir="ltr"
          className={classes.wide}
          required
        />
      )}
      <div className={classes.wide}>
        <Button type="submit" loading={publish.isPending}>
          {t('slots.publish')}
        </Button>
      </div>
    </form>
  );
}

function SlotRow({ slot }: { slot: TSlot }) {
  const { t, i18n } = useTranslation();
  const dayLabel = useDayLabel();
  const remove = useRemoveSlot();
  const time = `${dayLabel(uaeDayOf(slot.startsAt))} ${uaeClock(slot.startsAt)}`;
  return (
    <tr>
      <td dir="ltr" className={classes.clock}>
        {uaeClock(slot.startsAt)}
      </td>
      <td>{slot.branch ? inLanguage(slot.branch, 'name', i18n.language) : t('slots.online')}</td>
      <td>{t('slots.lengthMinutes', { minutes: slot.minutes })}</td>
      <td>{t('slots.bookedOf', { booked: slot.booked, capacity: slot.capacity })}</td>
      <td>
        {slot.booked === 0 && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(slot.id)}
            aria-label={t('slots.removeLabel', { time })}
          >
            {t('slots.remove')}
          </Button>
        )}
      </td>
    </tr>
  );
}

function UpcomingSlots() {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  const branches = useContactInfo().data?.branchs ?? [];
  const [place, setPlace] = useState('');
  const slots = useAdminSlots({ days: 28, ...(place ? { place: place === 'online' ? 'online' : Number(place) } : {}) });
  return (
    <section className={classes.section} aria-labelledby="upcoming-slots">
      <h2 id="upcoming-slots" className={classes.sectionTitle}>
        {t('slots.upcoming')}
      </h2>
      <div className={classes.toolbar}>
        <NativeSelect
          label={t('slots.place')}
          value={place}
          onChange={(e) => setPlace(e.currentTarget.value)}
          data={[
            { value: '', label: t('slots.allPlaces') },
            { value: 'online', label: t('slots.online') },
            ...branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
          ]}
        />
      </div>
      {slots.data?.length === 0 && <p className={classes.muted}>{t('slots.none')}</p>}
      {byUaeDay(slots.data ?? [], (slot) => slot.startsAt).map(({ day, items }) => (
        <div key={day} className={classes.tableScroll}>
          <table className={classes.table}>
            <caption className={classes.caption}>{dayLabel(day)}</caption>
            <thead>
              <tr>
                <th>{t('slots.time')}</th>
                <th>{t('slots.place')}</th>
                <th>{t('slots.length')}</th>
                <th>{t('slots.seats')}</th>
                <th>
                  <VisuallyHidden>{t('slots.remove')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((slot) => (
                <SlotRow key={slot.id} slot={slot} />
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}

/** Staff publish interview slots (UAE time) online or per branch, and see and remove the coming ones. */
export default function SlotsAdminPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('slots.adminTitle')} size="wide" intro={t('slots.timesInUae')}>
      <h2 className={classes.sectionTitle}>{t('slots.publishTitle')}</h2>
      <PublishForm />
      <UpcomingSlots />
    </Page>
  );
}
