import { describe, expect, it } from 'vitest';
import { parseAddressLine } from '#shared/domain/address-line';

const address = (line: string) => {
  const result = parseAddressLine(line);
  if (!result.ok) throw new Error(result.error);
  return result.address;
};
const none = { street: null, intersection: null, city: null, state: null, postalCode: null };

describe('parseAddressLine', () => {
  it('reads a city with its province, or a city alone', () => {
    expect(address('Mississauga, ON')).toEqual({ ...none, city: 'Mississauga', state: 'ON' });
    expect(address('Toronto')).toEqual({ ...none, city: 'Toronto' });
    expect(address('Springfield, Illinois')).toEqual({ ...none, city: 'Springfield', state: 'IL' });
  });

  it('reads a US address without commas', () => {
    expect(address('123 Main St Springfield IL 62701')).toEqual({
      ...none,
      street: '123 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
    });
  });

  it('reads a Canadian address with a direction and a postal code', () => {
    expect(address('55 Bloor St W, Toronto, ON M4W 1A5')).toEqual({
      ...none,
      street: '55 Bloor St W',
      city: 'Toronto',
      state: 'ON',
      postalCode: 'M4W 1A5',
    });
    expect(address('55 Bloor St W Toronto ON m4w1a5')).toMatchObject({
      street: '55 Bloor St W',
      city: 'Toronto',
      state: 'ON',
      postalCode: 'M4W 1A5',
    });
  });

  it('reads intersections written with &, "and" or "(near …)"', () => {
    expect(address('King St & Bay St, Toronto')).toMatchObject({ street: 'King St', intersection: 'Bay St' });
    expect(address('12 King St (near Bay St), Toronto, Ontario')).toMatchObject({
      street: '12 King St',
      intersection: 'Bay St',
      state: 'ON',
    });
    expect(address('Queen St and Spadina Ave, Toronto, ON')).toMatchObject({
      street: 'Queen St',
      intersection: 'Spadina Ave',
    });
  });

  it('reads ZIP+4 and DC', () => {
    expect(address('1600 Pennsylvania Ave NW, Washington, DC 20500-0003')).toEqual({
      ...none,
      street: '1600 Pennsylvania Ave NW',
      city: 'Washington',
      state: 'DC',
      postalCode: '20500-0003',
    });
  });

  it('clears every piece for a blank line', () => {
    expect(address('   ')).toEqual(none);
  });

  it('refuses what it cannot read, saying how to write it', () => {
    const error = (line: string) => {
      const result = parseAddressLine(line);
      return result.ok ? null : result.error;
    };
    expect(error('Toronto, ZZ')).toMatch(/^"ZZ" is not a US state or Canadian province\./);
    expect(error('123 Main St')).toMatch(/^Add the city after the street/);
    expect(error('!!!')).toMatch(/could not be read as an address/);
    expect(error('Toronto, 55')).toMatch(/could not be read as an address/);
    expect(error('12 Nowhere')).toMatch(/could not be read as an address/);
  });
});
