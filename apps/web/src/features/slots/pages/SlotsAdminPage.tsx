import { addDays, inLanguage, todayInUae, uaeDayOf, ZSlotPublishSchema, type TSlot, type TSlotPublish, type TSlotPublishInput } from '@app/shared';
import { Button, Checkbox, NativeSelect, NumberInput, Radio, TextInput, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { Page } from '../../../app/ui/Page';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useContactInfo } from '../../../lib/site-content/api';
import { useAdminSlots, usePublishSlots, useRemoveSlot } from '../api';
import { useDayLabel } from '../components/SlotPicker';
import { byUaeDay, uaeClock } from '../slot-days';
import classes from '../slots.module.css';

/** The UAE week, Saturday first. */
const WEEK = [6, 0, 1, 2, 3, 4, 5];

const blankForm = (): TSlotPublishInput => {
  const tomorrow = addDays(todayInUae(), 1);
  return {
    fromDay: tomorrow,
    toDay: addDays(tomorrow, 13),
    weekdays: [0, 1, 2, 3, 4],
    fromTime: '09:00',
    toTime: '13:00',
    minutes: 30,
    capacity: 1,
    interviewType: 'office',
    branchId: null,
    meetingLink: '',
  };
};

/** Only the place the slots are at goes out: the branch for the office, the link for online. */
const toPublication = (values: TSlotPublish): TSlotPublish =>
  values.interviewType === 'online' ? { ...values, branchId: null, meetingLink: values.meetingLink || null } : { ...values, meetingLink: null };

function PublishForm() {
  const { t } = useTranslation();
  const branches = useContactInfo().data?.branchs ?? [];
  const publish = usePublishSlots();
  const form = useSchemaForm(ZSlotPublishSchema, blankForm());
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const { getValues, setValue } = form;
  const firstBranchId = branches[0]?.id;
  // The branches arrive after the form: until staff choose one, the first is the one.
  useEffect(() => {
    if (firstBranchId && getValues('branchId') == null) setValue('branchId', firstBranchId);
  }, [firstBranchId, getValues, setValue]);
  const onSubmit = form.handleSubmit((values) => publish.mutate(toPublication(values), { onError: (error) => applyServerErrors(error, form) }));
  const dayOrTime = (name: 'fromDay' | 'toDay' | 'fromTime' | 'toTime', type: 'date' | 'time') => (
    <TextInput type={type} label={t(`slots.${name}`)} {...form.register(name)} error={fieldError(errors[name])} dir="ltr" required />
  );
  const count = (name: 'minutes' | 'capacity', limits: { min: number; max: number; step?: number }) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={t(`slots.${name}`)}
          value={field.value}
          onChange={(value) => field.onChange(Number(value))}
          onBlur={field.onBlur}
          {...limits}
          error={fieldError(errors[name])}
          required
        />
      )}
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate className={classes.form} aria-label={t('slots.publishTitle')}>
      {dayOrTime('fromDay', 'date')}
      {dayOrTime('toDay', 'date')}
      <Controller
        control={form.control}
        name="weekdays"
        render={({ field }) => (
          <Checkbox.Group
            label={t('slots.weekdays')}
            value={field.value.map(String)}
            onChange={(value) => field.onChange(value.map(Number))}
            error={fieldError(errors.weekdays as FieldError | undefined)}
            className={classes.wide}
          >
            <div className={classes.weekdays}>
              {WEEK.map((day) => (
                <Checkbox key={day} value={String(day)} label={t(`slots.day${day}` as 'slots.day0')} />
              ))}
            </div>
          </Checkbox.Group>
        )}
      />
      {dayOrTime('fromTime', 'time')}
      {dayOrTime('toTime', 'time')}
      {count('minutes', { min: 10, max: 240, step: 5 })}
      {count('capacity', { min: 1, max: 20 })}
      <Controller
        control={form.control}
        name="interviewType"
        render={({ field }) => (
          <Radio.Group label={t('slots.place')} value={field.value} onChange={field.onChange} className={classes.wide}>
            <div className={classes.weekdays}>
              <Radio value="office" label={t('interviewType.office')} />
              <Radio value="online" label={t('interviewType.online')} />
            </div>
          </Radio.Group>
        )}
      />
      {form.watch('interviewType') === 'office' ? (
        <Controller
          control={form.control}
          name="branchId"
          render={({ field }) => (
            <NativeSelect
              label={t('slots.branch')}
              value={String(field.value ?? '')}
              onChange={(e) => field.onChange(Number(e.currentTarget.value))}
              onBlur={field.onBlur}
              data={branches.map((branch) => ({ value: String(branch.id), label: branch.name }))}
              error={fieldError(errors.branchId)}
              className={classes.wide}
            />
          )}
        />
      ) : (
        <TextInput
          type="url"
          label={t('slots.meetingLink')}
          {...form.register('meetingLink')}
          error={fieldError(errors.meetingLink)}
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
