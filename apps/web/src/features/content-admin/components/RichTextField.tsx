import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';

type TRichTextFieldProps = { label: string; value: string; lang: 'en' | 'ar'; error?: string; onChange: (html: string) => void };

/**
 * A page or section body, edited as formatted text. Only what the server's sanitizer keeps is
 * offered (paragraphs, two heading levels, bold, italic, underline, lists, quotes, links).
 */
export function RichTextField({ label, value, lang, error, onChange }: TRichTextFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, strike: false, code: false, codeBlock: false, link: false }), Link],
    content: value,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, lang, dir: lang === 'ar' ? 'rtl' : 'ltr' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const labels = {
    boldControlLabel: t('richText.bold'),
    italicControlLabel: t('richText.italic'),
    underlineControlLabel: t('richText.underline'),
    h2ControlLabel: t('richText.heading'),
    h3ControlLabel: t('richText.subheading'),
    bulletListControlLabel: t('richText.bulletList'),
    orderedListControlLabel: t('richText.orderedList'),
    blockquoteControlLabel: t('richText.quote'),
    linkControlLabel: t('richText.link'),
    unlinkControlLabel: t('richText.unlink'),
    clearFormattingControlLabel: t('richText.clearFormatting'),
    undoControlLabel: t('richText.undo'),
    redoControlLabel: t('richText.redo'),
    linkEditorInputLabel: t('richText.linkAddress'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorExternalLink: t('richText.newTab'),
    linkEditorInternalLink: t('richText.sameTab'),
    linkEditorSave: t('lookups.save'),
  };
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId, component: 'span' }} error={error}>
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
