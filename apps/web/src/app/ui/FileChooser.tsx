import { useRef, useState } from 'react';
import classes from './admin.module.css';

type TFileChooserProps = {
  /** The input's id: its Input.Wrapper's, which names it and says its hint and its error. */
  id: string;
  accept: string;
  chooseLabel: string;
  noneLabel: string;
  invalid: boolean;
  busy: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
};

/**
 * The native file input, still the labelled, focusable control, with the page's own words in place
 * of the browser-language "Choose File" and the name of the file chosen beside it.
 */
export function FileChooser({ id, accept, chooseLabel, noneLabel, invalid, busy, disabled, onFile }: TFileChooserProps) {
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string>();
  return (
    <div className={classes.filePicker}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className={classes.fileInput}
        aria-invalid={invalid || undefined}
        // Not a Mantine input, so the wrapper does not link its texts: its message, then its hint.
        aria-describedby={invalid ? `${id}-error ${id}-description` : `${id}-description`}
        aria-busy={busy}
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Emptied, the same file chosen again (after a refusal) is a change again.
          event.currentTarget.value = '';
          if (!file) return;
          setFileName(file.name);
          onFile(file);
        }}
      />
      <span aria-hidden="true" className={classes.fileButton} onClick={() => input.current?.click()}>
        {chooseLabel}
      </span>
      <span aria-hidden="true" className={classes.fileName} dir="auto">
        {fileName ?? noneLabel}
      </span>
    </div>
  );
}
