import { describe, expect, it } from '@jest/globals';
import {
  cleanLabel,
  isBigBox,
  isFragment,
  isFurniture,
  isMarker,
  isOptionWord,
  isCaption,
  isSentence,
  questionType,
  isTableHeader,
  isUnderline,
  typeFromLabel,
} from './field-classifier.js';

describe('typeFromLabel', () => {
  it.each([
    ['Operator Signature', 'Signature'],
    ['Date Signed', 'Date'],
    ['Rental Start Date', 'Date'],
    ['Start Time', 'TimeField'],
    ['Clock Out', 'TimeField'],
    ['Total Hours', 'NumberField'],
    ['Crane Unit #', 'NumberField'],
    ['Qty', 'NumberField'],
    ['Branch', 'Branch'],
    ['Division', 'Division'],
    ['Name of Worker', 'UserField'],
    ['Foreman', 'UserField'],
    ['Photo of Scene', 'Photo'],
    ['Comments', 'TextArea'],
    ['Date of Signature', 'Date'],
    ['Date of Birth (mm/dd/yyyy)', 'Date'],
    ['4. Place of Birth (City & State if in the U.S.)', 'TextField'],
    ['Attach a color photograph', 'Photo'],
    ["Employee's social security number", 'TextField'],
    ['Employer identification number (EIN)', 'TextField'],
    ['ZIP Code', 'TextField'],
    ['Address (Street Number and Name)', 'TextField'],
    ['Wages, tips, other compensation', 'NumberField'],
    ['Federal income tax withheld', 'NumberField'],
    ['$', 'NumberField'],
    ['State', 'TextField'],
    ['City or town', 'TextField'],
    ['17 State income tax', 'NumberField'],
    ['Social security wages', 'NumberField'],
    ['U.S. Social Security Number', 'TextField'],
    ['Total social security and Medicare taxes', 'NumberField'],
    ['Tax due on unreported tips (see instructions)', 'NumberField'],
    ['Special instructions', 'TextArea'],
    ['Year', 'NumberField'],
    ['Page totals', 'NumberField'],
    ['Customer', null],
    ['Update notice', null],
    // French and German labels, with their accents.
    ['Date de naissance (JJ/MM/AAAA)', 'Date'],
    ['Signature de l’employé', 'Signature'],
    ['Numéro de téléphone', 'TextField'],
    ['Montant total', 'NumberField'],
    ['Heure de début', 'TimeField'],
    ['Geburtsdatum', 'Date'],
    ['Unterschrift des Arbeitnehmers', 'Signature'],
    ['Straße und Hausnummer', 'TextField'],
    ['Bemerkungen', 'TextArea'],
    ['Anzahl der Stunden', 'NumberField'],
    ['Vorname', null],
  ])('%s → %s', (label, type) => {
    expect(typeFromLabel(label)).toBe(type);
  });
});

describe('label text', () => {
  it('cleans labels into names', () => {
    expect(cleanLabel('Date:')).toBe('Date');
    expect(cleanLabel('[] Hard  Hat')).toBe('Hard Hat');
    expect(cleanLabel('Job Name: ________')).toBe('Job Name');
  });

  it('knows the answers of radio rows, also misread by OCR', () => {
    expect(['Yes', 'N/A', 'O Pass', 'ves'].map(isOptionWord)).toEqual([true, true, true, true]);
    expect(['Brakes', 'Hook'].map(isOptionWord)).toEqual([false, false]);
  });

  it('finds line-item headers and sentences', () => {
    expect(isTableHeader(['Description', 'Qty', 'Rate', 'Amount'])).toBe(true);
    expect(isTableHeader(['Date', 'Qty'])).toBe(false);
    expect(isSentence('Inspect each item before the first lift of the shift.')).toBe(true);
    expect(isSentence('Hook and Latch')).toBe(false);
    expect(isSentence('if you are not sure this is the one')).toBe(true);
    expect(isSentence('What was the employee doing before the incident?')).toBe(false);
    expect(isSentence('Name of physician or other health care professional')).toBe(false);
    // A hint in parentheses, cut off or not, is no prose of the label's.
    expect(isSentence('6. Email (See application status at passportstatus.state.gov)')).toBe(false);
    expect(isSentence('6. Email (See application status at the')).toBe(false);
    expect(isSentence('Apt. Ste. Flr.')).toBe(false);
    expect(isSentence('What was the employee doing just before the incident occurred?')).toBe(false);
  });

  it('types a printed question by what it asks', () => {
    expect(questionType('16) What was the injury or illness?')).toBe('TextArea');
    expect(questionType('Was employee hospitalized overnight as an in-patient?')).toBe('Radio');
    expect(questionType('18) If the employee died, when did death occur?')).toBe('Date');
    expect(questionType('Where was it given?')).toBeNull();
    expect(questionType('Employee name')).toBeNull();
  });

  it('tells the captions under a date from a label asking for a year', () => {
    expect(isCaption('Month Day Year')).toBe(true);
    expect(isCaption('(mm/dd/yyyy)')).toBe(true);
    expect(isCaption('Year 20')).toBe(false);
  });

  it('tells page furniture and cut-off pieces from labels', () => {
    const furniture = ['Page 1 of 2', '1 / 3', 'Form W-4', 'W-4', 'OMB No. 1545-0074', '(Rev. 04/2004)', 'Step 1'];
    const more = ['Powered by TCPDF (www.tcpdf.org)', 'www.irs.gov/Form941', '11/02/22', 'Expires 08/31/2019'];
    // As OCR reads them: "Page 1 of 2", an edition line.
    const read = ['Page 10f 2', 'Form I-9 07/17/17 N'];
    const buttons = ['Reset', 'Print Form', 'Clear form', 'Add a Form Page'];
    expect([...furniture, ...more, ...read, ...buttons].filter((text) => !isFurniture(text))).toEqual([]);
    const labels = ['Form Name', 'ZIP Code', 'Step Height', 'Total wages', 'Reset time', '6. Email (See status.gov)'];
    expect(labels.filter(isFurniture)).toEqual([]);
    expect(['of the', 'tion number', 'H)', '1a', 'Pk'].every(isFragment)).toBe(true);
    expect(['City or town', '5a Taxable wages', "Employee's name", '(b) Date', 'u.s. passport'].some(isFragment)).toBe(
      false,
    );
  });
});

describe('geometry', () => {
  const em = 10;
  it('tells markers, boxes and underlines apart', () => {
    expect(isMarker({ x: 0, y: 0, w: 10, h: 10 }, em)).toBe(true);
    expect(isMarker({ x: 0, y: 0, w: 40, h: 10 }, em)).toBe(false);
    expect(isBigBox({ x: 0, y: 0, w: 500, h: 60 }, em)).toBe(true);
    expect(isUnderline({ x: 0, y: 0, w: 200, h: 1 }, em)).toBe(true);
    expect(isUnderline({ x: 0, y: 0, w: 20, h: 1 }, em)).toBe(false);
  });
});
