import classes from './cms.module.css';

/** Page and section bodies: HTML the server sanitised when it was saved. */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`${classes.richText} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
