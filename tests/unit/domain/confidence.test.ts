import { describe, expect, it } from 'vitest';
import { confidenceLabel, confidenceLevel } from '#shared/domain/confidence';

describe('confidenceLevel', () => {
  it('is high from 0.8 up', () => {
    expect(confidenceLevel(0.8)).toBe('high');
    expect(confidenceLevel(1)).toBe('high');
  });

  it('is medium from 0.6 up to just under 0.8', () => {
    expect(confidenceLevel(0.7999)).toBe('medium');
    expect(confidenceLevel(0.6)).toBe('medium');
  });

  it('is low just under 0.6', () => {
    expect(confidenceLevel(0.5999)).toBe('low');
    expect(confidenceLevel(0)).toBe('low');
  });
});

describe('confidenceLabel', () => {
  it('shows the score as a rounded percentage', () => {
    expect(confidenceLabel(0.85)).toBe('85% confidence');
    expect(confidenceLabel(0.854)).toBe('85% confidence');
    expect(confidenceLabel(0.855)).toBe('86% confidence');
    expect(confidenceLabel(0)).toBe('0% confidence');
    expect(confidenceLabel(1)).toBe('100% confidence');
  });

  it('keeps out-of-range and non-numeric scores within 0% to 100%', () => {
    expect(confidenceLabel(1.2)).toBe('100% confidence');
    expect(confidenceLabel(-0.1)).toBe('0% confidence');
    expect(confidenceLabel(Number.NaN)).toBe('0% confidence');
  });
});
