import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseEventLine, parseEvents } from './events.js';

const start = '{"type":"start","rules":"fide-blitz","tc":"3+2"}';

describe('parseEventLine', () => {
  test('a start line with defaults: arbiter absent, digital clock, no Guidelines III', () => {
    const r = parseEventLine(start, 1);
    assert.ok(r.ok && r.value.type === 'start');
    assert.equal(r.value.arbiter, 'absent');
    assert.equal(r.value.clock, 'digital');
    assert.equal(r.value.guidelinesIII, false);
    assert.equal(r.value.control.kind, 'periods');
  });

  test('every event type reads back', () => {
    const lines = [
      '{"t":1200,"type":"move","move":"e2e4"}',
      '{"t":1200,"type":"move","move":"Nf3"}',
      '{"t":5,"type":"press","by":"white"}',
      '{"t":5,"type":"claim","by":"white","claim":"flag"}',
      '{"t":5,"type":"claim","by":"black","claim":"threefold","move":"Nf6"}',
      '{"t":5,"type":"draw-offer","by":"white"}',
      '{"t":5,"type":"draw-accept","by":"black"}',
      '{"t":5,"type":"draw-decline","by":"black"}',
      '{"t":5,"type":"resign","by":"black"}',
      '{"t":5,"type":"arbiter","action":"look"}',
      '{"t":5,"type":"arbiter","action":"add-time","side":"white","ms":60000}',
    ];
    for (const [i, line] of lines.entries()) {
      const r = parseEventLine(line, i + 2);
      assert.ok(r.ok, line);
      assert.equal((r.value as { line: number }).line, i + 2);
    }
  });

  test('malformed lines name the line and the field', () => {
    const cases: Array<[string, string | undefined, RegExp]> = [
      ['{"t":1,"type":"move"}', 'move', /line 7: 'move'/],
      ['{"t":-1,"type":"move","move":"e4"}', 't', /'t'/],
      ['{"t":1.5,"type":"move","move":"e4"}', 't', /'t'/],
      ['{"t":1,"type":"press","by":"red"}', 'by', /"white" or "black"/],
      ['{"t":1,"type":"claim","by":"white","claim":"boredom"}', 'claim', /'claim' must be one of/],
      ['{"t":1,"type":"claim","by":"white","claim":"flag","move":"e4"}', 'move', /intended 'move'/],
      ['{"t":1,"type":"move","move":"hello"}', 'move', /SAN/],
      ['{"t":1,"type":"move","move":"e4","extra":1}', 'extra', /unknown field "extra"/],
      ['{"t":1,"type":"dance"}', 'type', /unknown event type/],
      ['{"t":1,"type":"arbiter","action":"add-time","side":"white"}', 'ms', /'ms'/],
      ['{"type":"start","rules":"fide-bullet","tc":"1+0"}', 'rules', /'rules' must name a ruleset/],
      ['{"type":"start","rules":"fide-blitz","tc":"3+x"}', 'tc', /'tc'/],
      ['{"type":"start","rules":"fide-blitz","tc":"-"}', 'tc', /no clock/],
      ['{"type":"start","rules":"fide-blitz","tc":"3+2","arbiter":"asleep"}', 'arbiter', /'arbiter'/],
      ['[1,2]', undefined, /JSON object/],
      ['{"t":1,', undefined, /not JSON/],
    ];
    for (const [text, field, message] of cases) {
      const r = parseEventLine(text, 7);
      assert.ok(!r.ok, text);
      assert.equal(r.error.line, 7);
      assert.equal(r.error.field, field, text);
      assert.match(r.error.message, message, text);
      assert.match(r.error.message, /^line 7: /);
    }
  });
});

describe('parseEvents', () => {
  test('skips blank lines, keeps physical line numbers, accepts CRLF and a BOM', () => {
    const r = parseEvents(`\uFEFF${start}\r\n\r\n{"t":1000,"type":"move","move":"e4"}\r\n`);
    assert.ok(r.ok);
    assert.equal(r.value.startLine, 1);
    assert.equal(r.value.events[0]!.line, 3);
  });

  test('the start comes first and once; t never goes back', () => {
    const noStart = parseEvents('{"t":1,"type":"move","move":"e4"}');
    assert.ok(!noStart.ok && noStart.error.code === 'no_start');
    const twice = parseEvents(`${start}\n${start}`);
    assert.ok(!twice.ok && twice.error.line === 2);
    const back = parseEvents(`${start}\n{"t":5,"type":"move","move":"e4"}\n{"t":4,"type":"move","move":"e5"}`);
    assert.ok(!back.ok && back.error.code === 'time_backwards' && back.error.line === 3 && back.error.field === 't');
    const empty = parseEvents('');
    assert.ok(!empty.ok && empty.error.code === 'no_start');
  });

  test('property: any non-decreasing sequence of press events parses, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { maxLength: 30 }), (steps) => {
        let t = 0;
        const lines = steps.map((d, i) => JSON.stringify({ t: (t += d), type: 'press', by: i % 2 === 0 ? 'white' : 'black' }));
        const r = parseEvents([start, ...lines].join('\n'));
        assert.ok(r.ok);
        assert.deepEqual(
          r.value.events.map((e) => e.t),
          lines.map((l) => (JSON.parse(l) as { t: number }).t),
        );
      }),
    );
  });
});
