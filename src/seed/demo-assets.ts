import type { EntityManager } from 'typeorm';
import type { Branch } from '../accounts/branch.entity.js';
import { AssetAttachment } from '../assets/asset-attachment.entity.js';
import { AssetLocation } from '../assets/asset-location.entity.js';
import { Asset, type AssetDetails } from '../assets/asset.entity.js';
import { insertCategoryTree, type CategoryTree } from '../assets/category-tree.js';
import { zonedIso } from '../jobs/zoned-time.js';
import { BRANCH_TIMEZONES } from './demo-branches.js';
import type { FileStorage } from '../files/file-storage.js';
import {
  demoDocument,
  demoFamily,
  demoImage,
  demoPdf,
  demoPicture,
  writeDemoFiles,
  type DemoFile,
} from './demo-files.js';

/** Top-level categories and their children. */
const CATEGORY_TREE: CategoryTree = {
  Cranes: ['All-Terrain', 'Rough-Terrain', 'Crawler', 'Truck-Mounted', 'Tower'],
  'Rigging Gear': ['Slings', 'Shackles', 'Spreader Beams'],
  Transport: ['Trailers', 'Trucks'],
  'Support Equipment': ['Forklifts', 'Aerial Lifts', 'Generators', 'Welders', 'Light Towers'],
  Trackers: [],
};

/** A model of the fleet: how many units, and whether they carry a GPS tracker. */
interface Model {
  category: string;
  assetType: string;
  manufacturer: string;
  model: string;
  count: number;
  tracked: boolean;
  details?: Partial<AssetDetails>;
  metadata?: [name: string, value: string, unit: string][];
}

const MODELS: Model[] = [
  {
    category: 'All-Terrain',
    assetType: 'All-Terrain Crane',
    manufacturer: 'Liebherr',
    model: 'LTM 1090-4.2',
    count: 4,
    tracked: true,
    metadata: [
      ['Max capacity', '90', 'tons'],
      ['Main boom', '197', 'ft'],
    ],
  },
  {
    category: 'All-Terrain',
    assetType: 'All-Terrain Crane',
    manufacturer: 'Grove',
    model: 'GMK5130-2',
    count: 3,
    tracked: true,
    metadata: [
      ['Max capacity', '130', 'tons'],
      ['Main boom', '197', 'ft'],
    ],
  },
  {
    category: 'All-Terrain',
    assetType: 'All-Terrain Crane',
    manufacturer: 'Liebherr',
    model: 'LTM 1250-5.1',
    count: 2,
    tracked: true,
    metadata: [['Max capacity', '250', 'tons']],
  },
  {
    category: 'Rough-Terrain',
    assetType: 'Rough-Terrain Crane',
    manufacturer: 'Grove',
    model: 'RT530E',
    count: 5,
    tracked: true,
    metadata: [['Max capacity', '30', 'tons']],
  },
  {
    category: 'Rough-Terrain',
    assetType: 'Rough-Terrain Crane',
    manufacturer: 'Tadano',
    model: 'GR-600XL',
    count: 4,
    tracked: true,
    metadata: [['Max capacity', '60', 'tons']],
  },
  {
    category: 'Rough-Terrain',
    assetType: 'Rough-Terrain Crane',
    manufacturer: 'Link-Belt',
    model: '100|RT',
    count: 2,
    tracked: true,
    metadata: [['Max capacity', '100', 'tons']],
  },
  {
    category: 'Crawler',
    assetType: 'Crawler Crane',
    manufacturer: 'Manitowoc',
    model: 'MLC300',
    count: 2,
    tracked: true,
    metadata: [['Max capacity', '300', 'tons']],
  },
  {
    category: 'Crawler',
    assetType: 'Crawler Crane',
    manufacturer: 'Liebherr',
    model: 'LR 1160',
    count: 1,
    tracked: true,
    metadata: [['Max capacity', '160', 'tons']],
  },
  { category: 'Crawler', assetType: 'Mini Crane', manufacturer: 'Maeda', model: 'MC-405', count: 2, tracked: false },
  {
    category: 'Truck-Mounted',
    assetType: 'Boom Truck',
    manufacturer: 'Manitex',
    model: '40124S',
    count: 4,
    tracked: true,
    metadata: [['Max capacity', '40', 'tons']],
  },
  {
    category: 'Truck-Mounted',
    assetType: 'Truck-Mounted Crane',
    manufacturer: 'National Crane',
    model: 'NBT45-2',
    count: 3,
    tracked: true,
  },
  {
    category: 'Truck-Mounted',
    assetType: 'Carry Deck Crane',
    manufacturer: 'Broderson',
    model: 'IC-200',
    count: 3,
    tracked: false,
  },
  { category: 'Tower', assetType: 'Tower Crane', manufacturer: 'Potain', model: 'MDT 219', count: 2, tracked: false },
  {
    category: 'Tower',
    assetType: 'Self-Erecting Tower Crane',
    manufacturer: 'Potain',
    model: 'Igo T 85',
    count: 1,
    tracked: false,
  },
  {
    category: 'Slings',
    assetType: 'Wire Rope Sling',
    manufacturer: 'Crosby',
    model: '1" x 20\' wire rope sling',
    count: 10,
    tracked: false,
    details: { length: 20, lengthUnit: 'ft' },
  },
  {
    category: 'Slings',
    assetType: 'Round Sling',
    manufacturer: 'Crosby',
    model: "Purple round sling 12'",
    count: 8,
    tracked: false,
    details: { length: 12, lengthUnit: 'ft' },
  },
  {
    category: 'Slings',
    assetType: 'Chain Sling',
    manufacturer: 'Columbus McKinnon',
    model: '5/8" grade 100 chain sling',
    count: 6,
    tracked: false,
  },
  {
    category: 'Shackles',
    assetType: 'Shackle',
    manufacturer: 'Crosby',
    model: 'G-2130 35-ton shackle',
    count: 10,
    tracked: false,
    metadata: [['WLL', '35', 'tons']],
  },
  {
    category: 'Shackles',
    assetType: 'Shackle',
    manufacturer: 'Crosby',
    model: 'G-2140 85-ton shackle',
    count: 4,
    tracked: false,
    metadata: [['WLL', '85', 'tons']],
  },
  {
    category: 'Spreader Beams',
    assetType: 'Spreader Beam',
    manufacturer: 'Unknown',
    model: '40-ton modular spreader beam',
    count: 3,
    tracked: false,
    details: { length: 30, lengthUnit: 'ft', weight: 2400, weightUnit: 'lb' },
  },
  {
    category: 'Spreader Beams',
    assetType: 'Lift Beam',
    manufacturer: 'Unknown',
    model: '20-ton lift beam',
    count: 2,
    tracked: false,
  },
  {
    category: 'Trailers',
    assetType: 'Lowboy Trailer',
    manufacturer: 'Trail King',
    model: 'TK110HDG',
    count: 4,
    tracked: true,
    details: { length: 53, lengthUnit: 'ft' },
  },
  {
    category: 'Trailers',
    assetType: 'Step Deck Trailer',
    manufacturer: 'Fontaine',
    model: 'Velocity',
    count: 3,
    tracked: true,
  },
  {
    category: 'Trailers',
    assetType: 'Flatbed Trailer',
    manufacturer: 'Landoll',
    model: '930',
    count: 3,
    tracked: true,
  },
  { category: 'Trucks', assetType: 'Semi Tractor', manufacturer: 'Kenworth', model: 'T880', count: 5, tracked: true },
  { category: 'Trucks', assetType: 'Semi Tractor', manufacturer: 'Peterbilt', model: '389', count: 3, tracked: true },
  { category: 'Trucks', assetType: 'Pickup Truck', manufacturer: 'Ford', model: 'F-350', count: 6, tracked: true },
  {
    category: 'Trucks',
    assetType: 'Service Truck',
    manufacturer: 'Freightliner',
    model: 'M2 106 service truck',
    count: 2,
    tracked: true,
  },
  { category: 'Forklifts', assetType: 'Telehandler', manufacturer: 'JLG', model: '1255', count: 4, tracked: true },
  {
    category: 'Forklifts',
    assetType: 'Forklift',
    manufacturer: 'Caterpillar',
    model: 'GP25N',
    count: 3,
    tracked: false,
  },
  {
    category: 'Forklifts',
    assetType: 'Rough-Terrain Forklift',
    manufacturer: 'Toyota',
    model: '8FDU30',
    count: 2,
    tracked: false,
  },
  {
    category: 'Aerial Lifts',
    assetType: 'Telescopic Boom Lift',
    manufacturer: 'JLG',
    model: '600S',
    count: 4,
    tracked: true,
  },
  {
    category: 'Aerial Lifts',
    assetType: 'Scissor Lift',
    manufacturer: 'Genie',
    model: 'GS-3246',
    count: 5,
    tracked: false,
  },
  {
    category: 'Aerial Lifts',
    assetType: 'Articulating Boom Lift',
    manufacturer: 'Genie',
    model: 'Z-45/25J',
    count: 3,
    tracked: false,
  },
  {
    category: 'Generators',
    assetType: 'Generator',
    manufacturer: 'Caterpillar',
    model: 'XQ60',
    count: 3,
    tracked: false,
  },
  { category: 'Generators', assetType: 'Generator', manufacturer: 'Generac', model: 'MDG25', count: 2, tracked: false },
  {
    category: 'Welders',
    assetType: 'Welder',
    manufacturer: 'Lincoln Electric',
    model: 'Ranger 330MPX',
    count: 3,
    tracked: false,
  },
  {
    category: 'Welders',
    assetType: 'Welder',
    manufacturer: 'Miller',
    model: 'Trailblazer 325',
    count: 2,
    tracked: false,
  },
  {
    category: 'Light Towers',
    assetType: 'Light Tower',
    manufacturer: 'Wacker Neuson',
    model: 'LTV6L',
    count: 4,
    tracked: false,
  },
  {
    category: 'Trackers',
    assetType: 'GPS Tracker',
    manufacturer: 'Unknown',
    model: 'Spare GPS tracker',
    count: 4,
    tracked: true,
    details: { trackerType: 'Cellular', mountType: 'Magnetic' },
  },
];

export const DEMO_ASSET_COUNT = MODELS.reduce((sum, model) => sum + model.count, 0);

/** Where each demo branch's yard is, to place tracked assets nearby. */
const YARDS: Record<string, { lat: number; lng: number; address: string }> = {
  Denver: { lat: 39.7392, lng: -104.9903, address: 'Denver, CO' },
  'Salt Lake City': { lat: 40.7608, lng: -111.891, address: 'Salt Lake City, UT' },
  Phoenix: { lat: 33.4484, lng: -112.074, address: 'Phoenix, AZ' },
};

const ENGINE_TYPES = /Crane|Truck|Tractor|Telehandler|Forklift|Lift|Generator|Welder|Light Tower/;

/** Deterministic spread in [0, 1) so that the demo data is the same on every load. */
export const spread = (n: number): number => {
  const x = Math.sin(n * 12.9898) * 43758.5453;
  return x - Math.floor(x);
};

export const DEMO_HISTORY_POINTS = 30;
const HISTORY_STEP_MS = 3 * 3_600_000;

/**
 * A tracked asset's history: points every 3 hours drifting around its last position, the newest exactly it, each
 * with its local time as a tracker sends it (the yard's clock, with its offset). Like most trackers, the demo's send
 * no address.
 */
function demoHistory(asset: Asset, seed: number, timeZone: string): Partial<AssetLocation>[] {
  const lastSeen = asset.lastSeen!.getTime();
  return Array.from({ length: DEMO_HISTORY_POINTS }, (_, index) => {
    const drift = (offset: number) => (index === 0 ? 0 : (spread(seed * 31 + index + offset) - 0.5) * 0.02);
    const dateTime = new Date(lastSeen - index * HISTORY_STEP_MS);
    return {
      accountId: asset.accountId,
      assetId: asset.id,
      macAddress: asset.macAddress!,
      lat: asset.lastLat! + drift(0),
      lng: asset.lastLng! + drift(5000),
      dateTime,
      localDateTime: zonedIso(dateTime, timeZone),
      provider: 'Demo Tracker',
      sourceType: 'gps',
      radius: Math.round(5 + spread(seed + index) * 25),
    };
  });
}

/**
 * Loads the demo category tree, about 150 assets spread over the branches, the trackers' history, and the images
 * and documents of some assets (their files are written inside the transaction, so a failure leaves no row behind).
 */
export async function loadDemoAssets(
  tx: EntityManager,
  storage: FileStorage,
  accountId: string,
  branches: Map<string, Branch>,
): Promise<void> {
  const categories = await insertCategoryTree(tx, accountId, CATEGORY_TREE);

  const branchNames = [...branches.keys()];
  const now = Date.now();
  const assets: Partial<Asset>[] = [];
  let serial = 0;
  for (const model of MODELS) {
    for (let unit = 1; unit <= model.count; unit += 1) {
      serial += 1;
      const branchName = branchNames[serial % branchNames.length];
      const branch = branches.get(branchName)!;
      const yard = YARDS[branchName];
      const placed = model.tracked && yard;
      const lat = placed ? yard.lat + (spread(serial) - 0.5) * 0.6 : null;
      const lng = placed ? yard.lng + (spread(serial + 500) - 0.5) * 0.8 : null;
      const hasEngine = ENGINE_TYPES.test(model.assetType);
      assets.push({
        accountId,
        assetName: model.count > 1 ? `${model.model} #${unit}` : model.model,
        assetStatus: serial % 17 === 0 ? 'maintenance' : 'active',
        branchIds: [branch.id],
        divisionId: branch.divisionId,
        categoryId: categories.get(model.category)!,
        address: yard ? { formattedAddress: yard.address, lat: yard.lat, lng: yard.lng } : null,
        macAddress: model.tracked
          ? `00:1B:63:${[serial >> 8, serial & 255, unit].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':')}`
          : null,
        engineHours: hasEngine ? Math.round(200 + spread(serial + 900) * 9000) : null,
        engineHoursLastUpdate: hasEngine ? new Date(now - spread(serial + 1300) * 30 * 86_400_000) : null,
        lastSeen: placed ? new Date(now - spread(serial + 1700) * 48 * 3_600_000) : null,
        lastLat: lat,
        lastLng: lng,
        metadata: (model.metadata ?? []).map(([metadataName, metadataValue, metadataUnitOfMeasure]) => ({
          metadataName,
          metadataValue,
          metadataUnitOfMeasure,
        })),
        details: {
          assetType: model.assetType,
          manufacturer: model.manufacturer,
          serialNumber: `${model.manufacturer.slice(0, 3).toUpperCase()}-${String(10_000 + serial * 37)}`,
          notes: '',
          ...model.details,
        },
      });
    }
  }
  const saved = await tx.save(Asset, assets);
  const zoneOf = new Map([...branches].map(([name, branch]) => [branch.id, BRANCH_TIMEZONES[name]]));
  const tracked = saved.filter((asset) => asset.macAddress && asset.lastSeen);
  for (const [seed, asset] of tracked.entries()) {
    await tx.insert(AssetLocation, demoHistory(asset, seed, zoneOf.get(asset.branchIds[0]) ?? 'America/Denver'));
  }
  await loadDemoAttachments(tx, storage, saved);
}

/**
 * Two in five assets get a picture of their family (every third of those a second, mirrored one; the first is
 * primary) and two in seven a PDF: a load chart for a crane with a rated capacity, else an inspection certificate.
 */
async function loadDemoAttachments(tx: EntityManager, storage: FileStorage, assets: Asset[]): Promise<void> {
  const files: DemoFile[] = [];
  const rows: Partial<AssetAttachment>[] = [];
  const attach = (asset: Asset, file: DemoFile, name: string, primary = false) => {
    files.push(file);
    rows.push({
      accountId: asset.accountId,
      assetId: asset.id,
      url: file.key,
      name,
      contentType: file.contentType,
      primary,
    });
  };
  for (const [index, asset] of assets.entries()) {
    const family = demoFamily(asset.details.assetType);
    if (index % 5 < 2) {
      attach(asset, demoImage(asset.accountId, demoPicture(family)), `${asset.assetName}.png`, true);
      if (index % 3 === 0) {
        attach(asset, demoImage(asset.accountId, demoPicture(family, true)), `${asset.assetName} (side).png`);
      }
    }
    if (index % 7 === 0 || index % 7 === 3) {
      const capacity = Number(asset.metadata.find((m) => m.metadataName === 'Max capacity')?.metadataValue);
      const [name, pdf] =
        family === 'crane' && capacity
          ? ['Load chart.pdf', loadChart(asset, capacity)]
          : ['Annual inspection certificate.pdf', inspectionCertificate(asset, index)];
      attach(asset, demoDocument(asset.accountId, pdf), name);
    }
  }
  await tx.insert(AssetAttachment, rows);
  await writeDemoFiles(storage, files);
}

const identification = (asset: Asset): string[] => [
  `Asset: ${asset.assetName}`,
  `Type: ${asset.details.assetType}`,
  `Manufacturer: ${asset.details.manufacturer}    Serial number: ${asset.details.serialNumber}`,
  '',
];

function inspectionCertificate(asset: Asset, index: number): Buffer {
  const inspected = new Date(Date.now() - Math.round(30 + spread(index + 2500) * 300) * 86_400_000);
  const due = new Date(inspected.getTime() + 365 * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return demoPdf(`Annual inspection certificate — ${asset.assetName}`, [
    ...identification(asset),
    `Inspected: ${day(inspected)}    Next inspection due: ${day(due)}`,
    `Inspector: Mountain West Equipment Inspections, certificate MW-${4_100 + index}`,
    'Result: passed — fit for service.',
  ]);
}

/** A simplified chart: capacity falling with the radius from the rated capacity at 10 ft. */
function loadChart(asset: Asset, capacity: number): Buffer {
  const radii = [10, 20, 30, 40, 60, 80, 100, 130];
  return demoPdf(`Load chart — ${asset.assetName}`, [
    ...identification(asset),
    'Radius (ft)    Rated capacity (tons), outriggers fully extended, 360°',
    ...radii.map((radius) => `${String(radius).padStart(5)}          ${((capacity * 10) / radius).toFixed(1)}`),
  ]);
}
