import { describe, expect, it } from 'vitest';
import { toOpeningHours } from '#functions/adapters/aws/location-hours';

describe("Amazon Location opening hours as the Places port's weekly hours", () => {
  it('turns an opening that runs past midnight into an overnight interval', () => {
    const hours = toOpeningHours([
      { Components: [{ OpenTime: 'T220000', OpenDuration: 'PT04H00M', Recurrence: 'FREQ:DAILY;BYDAY:FR' }] },
    ]);
    expect(hours).toEqual({ fri: [{ open: '22:00', close: '02:00' }] });
  });

  it('applies a component without BYDAY to every day and a full day to 00:00-24:00', () => {
    const hours = toOpeningHours([{ Components: [{ OpenTime: 'T000000', OpenDuration: 'PT24H00M' }] }]);
    expect(Object.keys(hours ?? {})).toHaveLength(7);
    expect(hours?.sun).toEqual([{ open: '00:00', close: '24:00' }]);
  });

  it('gives null when nothing can be read', () => {
    expect(toOpeningHours(undefined)).toBeNull();
    expect(toOpeningHours([{ Display: ['Open 24 hours'] }])).toBeNull();
    expect(toOpeningHours([{ Components: [{ OpenTime: 'soon', OpenDuration: 'PT1H' }] }])).toBeNull();
  });
});
