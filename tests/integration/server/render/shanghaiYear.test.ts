import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_DATA_ELEMENT_ID, type AppData } from '../../../../shared/appData';
import { shanghaiYear } from '../../../../server/render/shanghaiYear';
import { testApp } from '../../../helpers';

/** 02:00 on New Year's Day in Beijing, still 31 December in UTC (and in the server's zone here). */
const NEW_YEAR_NIGHT = new Date('2027-01-01T02:00:00+08:00');

afterEach(() => {
  vi.useRealTimers();
});

describe('shanghaiYear', () => {
  it('turns to the new year at midnight in Beijing, eight hours before UTC does', () => {
    expect(shanghaiYear(new Date('2026-12-31T15:59:59Z'))).toBe(2026);
    expect(shanghaiYear(new Date('2026-12-31T16:00:00Z'))).toBe(2027);
    expect(shanghaiYear(new Date('2027-12-31T23:59:59+08:00'))).toBe(2027);
  });

  it('reads the system clock when given no date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NEW_YEAR_NIGHT);
    expect(shanghaiYear()).toBe(2027);
  });
});

describe("a page's copyright year", () => {
  it("is Beijing's year, in the footer and in the data handed to the client", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NEW_YEAR_NIGHT);
    const { text } = await request(testApp()).get('/gov.html').expect(200);
    expect(text).toMatch(/©\s*(<!-- -->)?\s*2027/);
    const json = new RegExp(`<script[^>]*id="${APP_DATA_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(text)?.[1];
    expect((JSON.parse(json ?? '{}') as Partial<AppData>).year).toBe(2027);
  });
});
