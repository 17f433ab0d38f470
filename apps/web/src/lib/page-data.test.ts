import { afterEach, describe, expect, it } from 'vitest';
import { takePageData } from './page-data.ts';

function embed(apiPath: string, text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-data';
  block.dataset.apiPath = apiPath;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById('page-data')?.remove());

describe('takePageData', () => {
  it('gives the embedded answer for its API path once, then nothing', () => {
    embed('/api/sites/7', '{"success":true,"data":{"site":{"site_id":7}}}');
    expect(takePageData('/api/sites/7')).toEqual({ success: true, data: { site: { site_id: 7 } } });
    expect(takePageData('/api/sites/7')).toBeUndefined();
  });

  it('leaves a block for another path in place', () => {
    embed('/api/sites/7', '{}');
    expect(takePageData('/api/sites/8')).toBeUndefined();
    expect(takePageData('/api/sites/7')).toEqual({});
  });

  it('is undefined for a block that is not JSON', () => {
    embed('/api/sites/7', '{oops');
    expect(takePageData('/api/sites/7')).toBeUndefined();
  });
});
