import { describe, expect, it } from 'vitest';
import { descriptionBlocks, descriptionText, inlineRuns, sanitizeDescription } from './rich-text';

describe('sanitizeDescription', () => {
  it('normalises line ends, drops control characters and extra blank lines', () => {
    expect(sanitizeDescription('  One\r\n\r\n\r\n\r\nTwo\u0007  \rThree  ')).toBe(
      'One\n\nTwo\nThree',
    );
  });
});

describe('inlineRuns', () => {
  it('reads bold, italic and safe links', () => {
    expect(inlineRuns('A **big** *quiet* [flat](https://x.test/a) here')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'bold', text: 'big' },
      { kind: 'text', text: ' ' },
      { kind: 'italic', text: 'quiet' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'flat', href: 'https://x.test/a' },
      { kind: 'text', text: ' here' },
    ]);
  });

  it('keeps a link with an unsafe scheme as plain text', () => {
    expect(inlineRuns('[x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: '[x](javascript:alert(1))' },
    ]);
  });

  it('keeps markup-looking HTML as text', () => {
    expect(inlineRuns('<script>alert(1)</script>')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script>' },
    ]);
  });
});

describe('descriptionBlocks', () => {
  it('splits paragraphs and lists', () => {
    const blocks = descriptionBlocks(
      'Bright flat.\nNear the station.\n\n- Wi-Fi\n- **Parking**\n1. Arrive\n2. Relax\n\nEnd',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', runs: [{ kind: 'text', text: 'Bright flat. Near the station.' }] },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'Wi-Fi' }], [{ kind: 'bold', text: 'Parking' }]],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'Arrive' }], [{ kind: 'text', text: 'Relax' }]],
      },
      { kind: 'paragraph', runs: [{ kind: 'text', text: 'End' }] },
    ]);
  });

  it('has no blocks for an empty description', () => {
    expect(descriptionBlocks('  \n ')).toEqual([]);
  });

  it('gives plain text without markup', () => {
    expect(descriptionText('**Big** flat\n\n- one\n- [two](https://x.test)')).toBe(
      'Big flat\n\n- one\n- two',
    );
  });
});
