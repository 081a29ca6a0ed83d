import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { evaluateExpression, ExpressionError, tryEvaluate } from './expression';

const scope = {
  job: { id: 'job-1', number: 1042, name: 'Riverside Tower', customerName: 'Acme Construction' },
  craneHours: 6.5,
  travelHours: '1.25',
  liftType: 'Critical',
  crew: [{ userName: 'Jordan Lee' }, { userName: 'Sam Rivera' }],
  riggingInspected: true,
  values: { 'f3a9-7c21': 'by id' },
};

describe('databinding expressions', () => {
  it('reads field references and paths, with brackets for ids that are not names', () => {
    expect(evaluateExpression('job.customerName', scope)).toBe('Acme Construction');
    expect(evaluateExpression('crew[1].userName', scope)).toBe('Sam Rivera');
    expect(evaluateExpression('crew.length', scope)).toBe(2);
    expect(evaluateExpression("values['f3a9-7c21']", scope)).toBe('by id');
    expect(evaluateExpression('job.customer.name', scope)).toBeUndefined();
    expect(evaluateExpression('missing.deeper.still', scope)).toBeUndefined();
  });

  it('does arithmetic with precedence and parentheses, text numbers counting as numbers', () => {
    expect(evaluateExpression('craneHours + travelHours * 2', scope)).toBe(9);
    expect(evaluateExpression('(craneHours + 1.5) / 2', scope)).toBe(4);
    expect(evaluateExpression('-craneHours % 4', scope)).toBe(-2.5);
    expect(evaluateExpression('craneHours - -1', scope)).toBe(7.5);
  });

  it('compares and combines conditions', () => {
    expect(evaluateExpression("liftType == 'Critical'", scope)).toBe(true);
    expect(evaluateExpression("liftType != 'Critical'", scope)).toBe(false);
    expect(evaluateExpression('craneHours >= 6.5 && riggingInspected', scope)).toBe(true);
    expect(evaluateExpression('craneHours > 8 || !riggingInspected', scope)).toBe(false);
    expect(evaluateExpression("'b' > 'a'", scope)).toBe(true);
    // Equality is strict: a number and its text are different values.
    expect(evaluateExpression("craneHours == '6.5'", scope)).toBe(false);
    expect(evaluateExpression("craneHours > 8 ? 'Overtime' : 'Regular'", scope)).toBe('Regular');
    expect(evaluateExpression("job.phone ?? 'none'", scope)).toBe('none');
  });

  it('concatenates text', () => {
    expect(evaluateExpression("job.number + ' · ' + job.name", scope)).toBe('1042 · Riverside Tower');
    expect(evaluateExpression('"Job: " + job.missing', scope)).toBe('Job: ');
    expect(evaluateExpression("'it\\'s ' + liftType", scope)).toBe("it's Critical");
  });

  it('refuses what does not parse', () => {
    for (const broken of ['', 'job.', '1 +', "'open", '(1', 'a ? b', '1 2', 'a = 1', 'a; b', '`x`', '#']) {
      expect(() => evaluateExpression(broken, scope)).toThrow(ExpressionError);
      expect(tryEvaluate(broken, scope)).toBeUndefined();
    }
  });

  it('bounds the length and nesting of an expression', () => {
    expect(() => evaluateExpression('1+'.repeat(1500) + '1', scope)).toThrow('Expression too long');
    expect(() => evaluateExpression('('.repeat(100) + '1' + ')'.repeat(100), scope)).toThrow('Expression too deep');
    expect(() => evaluateExpression('-'.repeat(100) + '1', scope)).toThrow('Expression too deep');
  });

  describe('is safe', () => {
    const alert = jest.fn();
    (globalThis as Record<string, unknown>).alert = alert;
    afterEach(() => {
      alert.mockClear();
    });

    it('runs no code: calls, constructors and prototypes are refused', () => {
      const attacks = [
        "constructor.constructor('alert(1)')()",
        "job.constructor.constructor('alert(1)')()",
        "''.constructor.constructor('alert(1)')()",
        "crew['constructor']['constructor']('alert(1)')()",
        "crew['const' + 'ructor']",
        'job.__proto__',
        'job.prototype',
        'toString',
        'job.hasOwnProperty',
        'crew.map',
        "liftType['toUpperCase']",
        'alert',
        'globalThis',
        'window',
      ];
      for (const attack of attacks) {
        expect(tryEvaluate(attack, scope)).toBeUndefined();
      }
      expect(() => evaluateExpression("constructor.constructor('alert(1)')()", scope)).toThrow(ExpressionError);
      expect(() => evaluateExpression("crew['const' + 'ructor']", scope)).toThrow('"constructor" cannot be read');
      expect(alert).not.toHaveBeenCalled();
    });

    it('never changes the scope', () => {
      const values = { a: 1, list: [1, 2] };
      for (const attempt of ['a = 2', 'a++', 'list.push(3)', 'delete a']) tryEvaluate(attempt, values);
      expect(values).toEqual({ a: 1, list: [1, 2] });
    });
  });
});
