import type { EntityManager } from 'typeorm';
import type { Branch } from '../accounts/branch.entity.js';
import { PriceBookItem } from '../pricebook/price-book-item.entity.js';

type Row = [name: string, description: string, rate: number | null, unit: string, branches: string[]];

const CRANES = ['Denver', 'Salt Lake City'];
const HAUL = ['Phoenix'];
const ALL = [...CRANES, ...HAUL];

/** Demo price book by category; an item's divisions are those of its branches. */
const ITEMS: Record<string, Row[]> = {
  'Crane Rental': [
    ['30-ton rough-terrain crane', 'Grove RT530E, 30 t capacity, 94 ft main boom', 165, 'hour', CRANES],
    ['60-ton rough-terrain crane', 'Tadano GR-600XL, 60 t capacity, 141 ft main boom', 215, 'hour', CRANES],
    ['90-ton all-terrain crane', 'Liebherr LTM 1090-4.2, 90 t capacity, 197 ft boom', 295, 'hour', CRANES],
    ['130-ton all-terrain crane', 'Grove GMK5130-2, 130 t capacity, 197 ft boom', 385, 'hour', ALL],
    ['250-ton all-terrain crane', 'Liebherr LTM 1250-5.1, 250 t capacity, luffing jib available', 595, 'hour', ALL],
    ['40-ton boom truck', 'Manitex 40124S boom truck, 40 t, 124 ft boom', 145, 'hour', ALL],
    ['Carry deck crane', 'Broderson IC-200, 15 t pick-and-carry for plant work', 110, 'hour', CRANES],
    [
      'Crawler crane, 300-ton',
      'Manitowoc 2250, monthly rental with assembly crew quoted separately',
      48500,
      'month',
      HAUL,
    ],
    ['Spider crane', 'Maeda MC-405, compact crawler for indoor and tight-access lifts', 975, 'day', CRANES],
    [
      'Bare rental, 60-ton crane',
      'Operated and maintained by the customer; insurance certificate required',
      4200,
      'week',
      CRANES,
    ],
  ],
  'Operators & Crew': [
    ['Certified crane operator', 'NCCCO-certified operator, straight time', 95, 'hour', ALL],
    ['Certified crane operator, overtime', 'NCCCO-certified operator, overtime and weekends', 142, 'hour', ALL],
    ['Oiler', 'Second crew member for cranes over 90 t', 72, 'hour', ALL],
    ['Rigger', 'Qualified rigger, Level II', 78, 'hour', ALL],
    ['Signal person', 'Qualified signal person with radio', 68, 'hour', ALL],
    ['Lift director', 'Supervises critical and multi-crane lifts on site', 125, 'hour', ALL],
    ['Apprentice operator', 'Operator in training, works alongside a certified operator', 52, 'hour', CRANES],
  ],
  'Rigging Equipment': [
    ['Spreader bar, 20-ton', 'Adjustable spreader bar, 8 to 20 ft, with shackles', 185, 'day', ALL],
    ['Lifting beam, 50-ton', 'Fixed lifting beam for long loads', 320, 'day', HAUL],
    ['Synthetic round slings set', 'Four 10 ft polyester round slings, 10 t each', 65, 'day', ALL],
    ['Chain hoist, 5-ton', 'Manual chain hoist with 20 ft lift', 45, 'day', ALL],
    ['Load cell with remote display', 'Wireless dynamometer, 50 t, for load verification', 150, 'day', CRANES],
    ['Crane mats', 'Hardwood crane mats, 4 x 16 ft', 35, 'each', ALL],
    ['Tag lines and hardware kit', 'Tag lines, shackles and softeners for one crane', null, 'each', ALL],
  ],
  'Transport & Permits': [
    ['Lowboy trailer haul', '55-ton lowboy with tractor and driver', 155, 'hour', HAUL],
    ['Counterweight haul', 'Flatbed transport of crane counterweights', 6, 'mile', ALL],
    ['Oversize load permit', 'State oversize or overweight permit, each state', 285, 'each', ALL],
    ['Pilot car escort', 'Certified escort vehicle for oversize loads', 3, 'mile', HAUL],
    ['Street use permit', 'City right-of-way and lane closure permit', null, 'each', CRANES],
  ],
  Mobilization: [
    ['Mobilization, under 50 miles', 'Travel to site and set-up within 50 miles of the branch', 650, 'each', ALL],
    ['Mobilization, 50 to 150 miles', 'Travel to site and set-up, 50 to 150 miles', 1450, 'each', ALL],
    ['Demobilization', 'Tear-down and return to the yard', 550, 'each', ALL],
    ['Crane assembly crew', 'Assembly and disassembly crew with assist crane', 2800, 'day', HAUL],
  ],
  'Fuel & Surcharges': [
    ['Fuel surcharge', 'Diesel surcharge per crane hour', 18, 'hour', ALL],
    ['Short-notice call-out', 'Same-day dispatch of an operated crane', 250, 'each', ALL],
    ['After-hours dispatch', 'Dispatch outside 6am to 6pm or on holidays', 350, 'each', ALL],
    ['Environmental fee', 'Spill kit and disposal fee per job', 45, 'each', ALL],
  ],
  Engineering: [
    ['Standard lift plan', 'Lift plan with load chart check and rigging diagram', 450, 'lift', ALL],
    ['Critical lift plan', 'Engineered plan for lifts over 75% of capacity or over occupied areas', 1850, 'lift', ALL],
    ['Ground bearing analysis', 'Outrigger pressure and mat design by a professional engineer', 900, 'each', ALL],
    ['Site survey', 'Pre-job site visit by a lift director', 275, 'each', ALL],
  ],
};

/** Adds the demo price book to the account, inside the caller's transaction. */
export async function loadDemoPriceBook(
  tx: EntityManager,
  accountId: string,
  branches: Map<string, Branch>,
): Promise<void> {
  const rows = Object.entries(ITEMS).flatMap(([category, items]) =>
    items.map(([name, description, rate, unit, branchNames]) => {
      const itemBranches = branchNames.map((branchName) => branches.get(branchName)!);
      const divisionIds = [...new Set(itemBranches.map((branch) => branch.divisionId!))];
      return tx.create(PriceBookItem, {
        accountId,
        category,
        name,
        description,
        rate,
        unit,
        branchIds: itemBranches.map((branch) => branch.id),
        divisionIds,
      });
    }),
  );
  await tx.save(rows);
}
