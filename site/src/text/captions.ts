// The captions fields' strings, shared by the upload form and the console's video page.

export const CAPTIONS_TEXT = {
  'captions.legend': 'Captions (optional)',
  'captions.file': 'Captions file (WebVTT, .vtt)',
  'captions.srclang': 'Language',
  'captions.srclang_hint': 'A language code, such as en, es or pt-BR.',
  'captions.label': 'Label',
  'captions.label_hint': 'The name viewers see in the captions menu, such as English.',
  'captions.attach': 'Attach captions',
  'captions.attached': 'Captions attached.',
  'captions.current': 'Captions',
  'captions.none': 'No captions yet.',
  'captions.er.captions_not_webvtt': 'The captions file must be a WebVTT file (.vtt)',
  'captions.er.captions_too_large': 'The captions file is too large (at most {max} KB)',
  'captions.er.captions_srclang': 'Enter a language code, such as en or pt-BR',
  'captions.er.captions_label': 'Enter a label of at most {max} characters',
  'captions.er.captions_count': 'This video has as many captions as it can hold',
  'captions.er.required': 'Choose a captions file',
} as const;
