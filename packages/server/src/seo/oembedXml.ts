// oEmbed's XML form: the same fields as the JSON answer, one element each, in an <oembed> root
// with the declaration the oEmbed specification shows. Every value goes through escapeXml, so a
// title or the html field (markup itself) stays text.
import { escapeXml } from './xml.js';

export const OEMBED_XML_TYPE = 'text/xml; charset=utf-8';

const DECLARATION = '<?xml version="1.0" encoding="utf-8" standalone="yes"?>';
/** An element name of the oEmbed fields (`thumbnail_url`…): a guard, the names are our own. */
const FIELD_NAME = /^[a-z][a-z_]*$/;

export function oembedXml(fields: Readonly<Record<string, string | number | undefined>>): string {
  const elements = Object.entries(fields)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && FIELD_NAME.test(entry[0]))
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`);
  return `${DECLARATION}\n<oembed>${elements.join('')}</oembed>\n`;
}
