// @vitest-environment jsdom
// Relative addresses in a VAST document are resolved against the document's own address; absolute
// ones, protocol-relative ones, macros and markup are left as they are.
import { describe, expect, it } from 'vitest';
import { resolveVastUris } from './vastUris.js';

const parse = (body: string) => new DOMParser().parseFromString(`<VAST version="3.0">${body}</VAST>`, 'text/xml');
const texts = (xml: Document, name: string) => Array.from(xml.getElementsByTagName(name)).map((e) => e.textContent);

describe('resolveVastUris', () => {
  it('resolves media files, click-throughs and pixels written as paths against the document', () => {
    const xml = parse(`<Ad><InLine>
      <Impression><![CDATA[/pixel?e=[ERRORCODE]]]></Impression>
      <Error>err.gif</Error>
      <Creatives><Creative><Linear>
        <TrackingEvents><Tracking event="start"> /t/start </Tracking></TrackingEvents>
        <VideoClicks><ClickThrough><![CDATA[/]]></ClickThrough></VideoClicks>
        <MediaFiles>
          <MediaFile type="video/mp4"><![CDATA[/api/vast/house.mp4]]></MediaFile>
          <MediaFile type="video/webm">https://cdn.example/a.webm</MediaFile>
          <MediaFile type="video/mp4">//cdn.example/b.mp4</MediaFile>
        </MediaFiles>
      </Linear></Creative></Creatives>
      <AdTitle>/not/a/uri</AdTitle>
    </InLine></Ad>`);
    resolveVastUris(xml, 'http://127.0.0.1:8080/api/vast/house.xml');
    expect(texts(xml, 'MediaFile')).toEqual([
      'http://127.0.0.1:8080/api/vast/house.mp4',
      'https://cdn.example/a.webm',
      '//cdn.example/b.mp4',
    ]);
    expect(texts(xml, 'ClickThrough')).toEqual(['http://127.0.0.1:8080/']);
    expect(texts(xml, 'Impression')).toEqual(['http://127.0.0.1:8080/pixel?e=[ERRORCODE]']);
    expect(texts(xml, 'Error')).toEqual(['http://127.0.0.1:8080/api/vast/err.gif']);
    expect(texts(xml, 'Tracking')).toEqual(['http://127.0.0.1:8080/t/start']);
    // Not an address: left alone.
    expect(texts(xml, 'AdTitle')).toEqual(['/not/a/uri']);
  });

  it("resolves a wrapper's next tag against the wrapper, and leaves empty elements empty", () => {
    const xml = parse(`<Ad><Wrapper><VASTAdTagURI>next.xml?zone=2</VASTAdTagURI><Impression></Impression></Wrapper></Ad>`);
    resolveVastUris(xml, 'https://ads.example/chain/first.xml');
    expect(texts(xml, 'VASTAdTagURI')).toEqual(['https://ads.example/chain/next.xml?zone=2']);
    expect(texts(xml, 'Impression')).toEqual(['']);
  });
});
