import { describe, expect, it } from '@jest/globals';
import { inkBlobs, languageOf, skewOf } from './image-layout.js';

/** A white page with the given ink pixels. */
function page(width: number, height: number, ink: (x: number, y: number) => boolean) {
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (ink(x, y)) pixels[y * width + x] = 0;
  return { width, height, pixels };
}

describe('skewOf', () => {
  it('finds no tilt in a straight page of boxes with ticks and legs', () => {
    // Wide boxes (their left edge's top pixel is found first) and an underline with a tick down from its middle.
    const grey = page(600, 300, (x, y) => {
      const box = x >= 20 && x <= 520 && y >= 20 && y <= 80 && (x <= 21 || x >= 519 || y <= 21 || y >= 79);
      const underline = x >= 30 && x <= 400 && y >= 200 && (y <= 201 || (x >= 200 && x <= 202 && y <= 215));
      return box || underline;
    });
    expect(skewOf(inkBlobs(grey))).toBeCloseTo(0, 3);
  });

  it('finds the tilt of a turned line', () => {
    const slope = Math.tan((2 * Math.PI) / 180);
    const grey = page(600, 100, (x, y) => x >= 10 && x <= 590 && Math.abs(y - (20 + x * slope)) <= 1);
    expect(skewOf(inkBlobs(grey))).toBeCloseTo((2 * Math.PI) / 180, 2);
  });
});

describe('languageOf', () => {
  const of = (text: string) => languageOf(text.split(' '));
  it.each([
    ['Employee’s first name and middle initial. Enter your social security number if you have one', 'eng'],
    ['Veuillez remplir la fiche et la remettre au service du personnel. Prenom Nom Adresse', 'fra'],
    ['Bitte füllen Sie die Felder aus und geben Sie den Bogen bei der Personalabteilung ab', 'deu'],
    // A few French words on an English page (a name, "Date de") do not make it French.
    ['Name of the employer and address of the site. Date de la visite', 'eng'],
    ['Nom', 'eng'],
  ])('%s → %s', (text, language) => {
    expect(of(text)).toBe(language);
  });
});
