const MARK = '\u0000';

type TTextWithLtrValueProps = {
  /** The translated sentence, given the placeholder to put where the value goes. */
  sentence: (placeholder: string) => string;
  value: string;
};

/**
 * A sentence with one left-to-right value in it (a phone number, a path): the value sits in an
 * isolate so its digits and slashes keep their order inside Arabic text, and the text itself is unchanged.
 */
export function TextWithLtrValue({ sentence, value }: TTextWithLtrValueProps) {
  const [before, after] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      <bdi dir="ltr">{value}</bdi>
      {after}
    </>
  );
}
