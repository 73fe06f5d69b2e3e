import { money } from '../../../lib/money';

/** An amount as the app writes money, its figures kept left to right in Arabic too. */
export const Aed = ({ value }: { value: number }) => <bdi dir="ltr">{money(value)}</bdi>;
