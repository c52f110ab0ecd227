import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StreamerPickerField } from './StreamerPickerField';
import { streamMessages } from '@shared/streams/messages';
import type { StreamerSearchOption } from '@shared/streams/types';

const streamer = (username: string): StreamerSearchOption => ({
  id: `uid-${username}`,
  logo: null,
  username,
  online: false,
  lastOnline: null,
  bet: false,
  parlay: false,
  challenge: true,
});

const render = (value: StreamerSearchOption | null, options: StreamerSearchOption[], extra: object = {}) =>
  renderToString(
    createElement(StreamerPickerField, { value, options, inputValue: value?.username ?? '', onChange: () => undefined, onInputChange: () => undefined, ...extra }),
  );

describe('StreamerPickerField', () => {
  it("is labelled 'Select Streamer' and shows the chosen streamer's name", () => {
    const html = render(streamer('NovaAces'), [streamer('NovaAces'), streamer('NovaBlade')]);
    expect(html).toContain('Select Streamer');
    expect(html).toMatch(/<input[^>]*value="NovaAces"/);
  });

  it('takes a form label, a required mark and an error text', () => {
    const html = render(null, [], { label: 'Challenger', required: true, error: true, helperText: 'Streamer is required' });
    expect(html).toContain('Challenger');
    expect(html).toContain('Streamer is required');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/<label[^>]*>Challenger/);
    expect(html).toMatch(/<input[^>]*placeholder="Select Streamer"/);
  });

  it('says when the search could not be answered', () => {
    const html = render(null, [], { searchFailed: true });
    expect(html).toContain(streamMessages.streamersUnavailable);
    expect(html).toContain('aria-invalid="true"');
  });
});
