/**
 * The borders between Canada's provinces and territories, as [lng, lat] lines, written from their public
 * descriptions (no package carries them under a permissive licence). Most follow meridians and parallels and are
 * exact; those along rivers and watersheds (British Columbia–Alberta, Ontario–Quebec, Quebec–Labrador,
 * Yukon–Northwest Territories) are traced within a few kilometres, which is what the offline map's zooms show.
 * Coastlines and the border with the United States come with the country outlines.
 */
export const PROVINCE_BORDERS: [number, number][][] = [
  // The 60th parallel: British Columbia, Alberta, Saskatchewan and Manitoba below; Yukon, NWT and Nunavut above.
  [
    [-139.05, 60],
    [-94.8, 60],
  ],
  // British Columbia–Alberta: the 120th meridian, then the Continental Divide down to the 49th parallel.
  [
    [-120, 60],
    [-120, 53.8],
    [-119.6, 53.4],
    [-118.46, 52.89],
    [-118.18, 52.38],
    [-117.3, 52.15],
    [-116.76, 51.81],
    [-116.29, 51.45],
    [-116.05, 51.23],
    [-115.4, 50.7],
    [-114.9, 50.2],
    [-114.68, 49.63],
    [-114.06, 49],
  ],
  // Alberta–Saskatchewan: the 110th meridian (the fourth meridian of the Dominion Land Survey).
  [
    [-110.005, 49],
    [-110.005, 60],
  ],
  // Saskatchewan–Manitoba: near the 102nd meridian, stepping east at the survey's correction lines.
  [
    [-101.36, 49],
    [-101.5, 52],
    [-101.87, 55.8],
    [-102, 60],
  ],
  // Manitoba–Ontario: north from the Lake of the Woods, then a straight line to Hudson Bay.
  [
    [-95.15, 49],
    [-95.15, 52.83],
    [-88.99, 56.85],
  ],
  // Ontario–Quebec: from the St. Lawrence up the Ottawa River to Lake Timiskaming, then north to James Bay.
  [
    [-74.66, 45],
    [-74.35, 45.18],
    [-74.38, 45.56],
    [-74.6, 45.6],
    [-75.7, 45.43],
    [-76.35, 45.45],
    [-77.12, 45.82],
    [-77.5, 46.1],
    [-78.7, 46.32],
    [-79.1, 46.72],
    [-79.52, 47.6],
    [-79.52, 51.45],
  ],
  // Quebec–New Brunswick: from the Maine border to the Restigouche River and down it to Chaleur Bay.
  [
    [-69.05, 47.46],
    [-68.37, 47.91],
    [-67.6, 48.0],
    [-66.7, 47.99],
  ],
  // New Brunswick–Nova Scotia: across the Chignecto Isthmus.
  [
    [-64.38, 45.8],
    [-63.82, 46.0],
  ],
  // Quebec–Newfoundland and Labrador: north from Blanc-Sablon, the 52nd parallel, then the watershed to Cape Chidley.
  [
    [-57.11, 51.42],
    [-57.11, 52],
    [-63.7, 52],
    [-64.3, 52.55],
    [-65.5, 52.25],
    [-66.6, 52.0],
    [-67.1, 52.75],
    [-67.4, 53.6],
    [-67.1, 54.4],
    [-66.7, 54.9],
    [-66.5, 55.5],
    [-65.3, 56.3],
    [-64.7, 57.3],
    [-64.2, 58.5],
    [-64.45, 60.35],
  ],
  // Yukon–Northwest Territories: the Mackenzie Mountains' divide, then the 136°27'W meridian to the Beaufort Sea.
  [
    [-123.82, 60],
    [-126, 61],
    [-128.5, 62],
    [-130, 63],
    [-131.5, 64],
    [-132.5, 65],
    [-133.8, 66],
    [-135.5, 67],
    [-136.45, 67.5],
    [-136.45, 69.5],
  ],
  // Northwest Territories–Nunavut: the 102nd meridian, then north-west to the Arctic coast.
  [
    [-102, 60],
    [-102, 64.23],
    [-120.68, 67.8],
    [-120.68, 69.55],
  ],
];
