// The demo catalogue: product lines by category, with prices in whole rupees (the sell rate).

/** [brand, model, serial code, type, [size, price in rupees][], colours] */
export type Series = readonly [string, string, string, string, ReadonlyArray<readonly [string, number]>, readonly string[]];

export interface CategoryDef {
  name: string;
  /** product_code prefix */
  prefix: string;
  hsn: string;
  unit: 'Nos' | 'Set';
  noun: string;
  /** fan: "Brand Model Size Noun Colour"; appliance: "Brand Model Size Type Noun Colour"; stabilizer: "Brand Model Noun Type". */
  style: 'fan' | 'appliance' | 'stabilizer';
  openingStock: readonly [number, number];
  series: readonly Series[];
}

export const BRANDS: ReadonlyArray<readonly [name: string, serialCode: string]> = [
  ['Crompton', 'CR'], ['Havells', 'HV'], ['Usha', 'US'], ['Bajaj', 'BJ'], ['Orient', 'OR'], ['Symphony', 'SY'],
  ['Voltas', 'VL'], ['LG', 'LG'], ['Samsung', 'SM'], ['Whirlpool', 'WP'], ['Godrej', 'GD'], ['V-Guard', 'VG'],
  ['Kent', 'KT'], ['Blue Star', 'BS'], ['Eureka Forbes', 'EF'], ['Microtek', 'MT'], ['Anchor', 'AN'],
];

export const UNITS: readonly string[] = ['Nos', 'Box', 'Pcs', 'Set'];

const W = ['White'];
const BW = ['Brown', 'White'];
const BWI = ['Brown', 'White', 'Ivory'];
const FAN = (mm: number, rupees: number) => [`${mm}mm`, rupees] as const;

export const PRODUCT_CATEGORIES: readonly CategoryDef[] = [
  { name: 'Ceiling Fans', prefix: 'CF', hsn: '841451', unit: 'Nos', noun: 'Ceiling Fan', style: 'fan', openingStock: [0, 60], series: [
    ['Crompton', 'HS Plus', 'HSP', 'High Speed', [FAN(900, 1950), FAN(1200, 2150), FAN(1400, 2350)], BWI],
    ['Crompton', 'Energion HS', 'ENHS', 'BLDC', [FAN(1200, 3890)], ['Brown', 'White', 'Black']],
    ['Crompton', 'SilentPro Blossom', 'SPB', 'BLDC', [FAN(1200, 4650)], ['Mint', 'Oak Wood']],
    ['Crompton', 'Aura Prime', 'AUP', 'Decorative', [FAN(1200, 2890)], ['Birken', 'Lustre Brown']],
    ['Crompton', 'Hill Briz', 'HLB', 'Standard', [FAN(1200, 1850)], BW],
    ['Crompton', 'Sea Wind', 'SEW', 'Decorative', [FAN(1200, 3190)], ['Lustre Brown', 'Opal White']],
    ['Havells', 'Pacer', 'PCR', 'High Speed', [FAN(1200, 2050)], ['Brown', 'Pearl White', 'Ivory']],
    ['Havells', 'Stealth Air', 'STA', 'BLDC', [FAN(1250, 6490)], ['Pearl White', 'Espresso']],
    ['Havells', 'Efficiencia Neo', 'EFN', 'BLDC', [FAN(1200, 3790)], ['White', 'Brown']],
    ['Havells', 'Leganza', 'LGZ', 'Decorative', [FAN(1200, 3590)], ['Bronze Gold', 'Pearl White', 'Espresso']],
    ['Havells', 'Festiva', 'FST', 'Decorative', [FAN(1200, 3390)], ['Gold Mist', 'Pearl White']],
    ['Havells', 'Ambrose', 'AMB', 'Decorative', [FAN(1200, 4290)], ['Gold Mist', 'Pearl Ivory']],
    ['Usha', 'Swift', 'SWF', 'Standard', [FAN(900, 1690), FAN(1200, 1850)], BW],
    ['Usha', 'Technix', 'TCX', 'High Speed', [FAN(1200, 2190)], BWI],
    ['Usha', 'Bloom Daffodil', 'BLD', 'Decorative', [FAN(1250, 3690)], ['Sparkle Gold', 'Pearl White']],
    ['Usha', 'Striker Platinum', 'STP', 'High Speed', [FAN(1200, 2390)], BW],
    ['Usha', 'Ace EX', 'ACX', 'Standard', [FAN(1200, 1790)], BW],
    ['Bajaj', 'Frore', 'FRR', 'Standard', [FAN(1200, 1750)], BWI],
    ['Bajaj', 'Bahar Deco', 'BHD', 'Decorative', [FAN(1200, 2090)], ['Brown', 'Ivory']],
    ['Bajaj', 'Energos', 'EGS', 'BLDC', [FAN(1200, 3950)], ['White', 'Brown']],
    ['Bajaj', 'Crest Neo', 'CRN', 'Standard', [FAN(1200, 1990)], BW],
    ['Orient', 'Apex-FX', 'APX', 'High Speed', [FAN(1200, 1890)], BWI],
    ['Orient', 'Aeroquiet', 'AQT', 'BLDC', [FAN(1200, 5190)], BW],
    ['Orient', 'Summer Breeze', 'SMB', 'Standard', [FAN(1200, 2090), FAN(1400, 2290)], ['Brown']],
    ['Orient', 'Wendy', 'WND', 'Decorative', [FAN(1200, 2690)], ['Brown', 'Pearl White']],
    ['Orient', 'I-Tome', 'ITM', 'BLDC', [FAN(1200, 6290)], ['Walnut', 'White']],
    ['V-Guard', 'Insight-G', 'ING', 'BLDC', [FAN(1200, 4190)], ['White', 'Brown']],
    ['V-Guard', 'Esfera', 'ESF', 'Decorative', [FAN(1200, 2290)], BW],
    ['V-Guard', 'Glare', 'GLR', 'Standard', [FAN(1200, 2090)], BW],
  ] },
  { name: 'Table Fans', prefix: 'TF', hsn: '841451', unit: 'Nos', noun: 'Table Fan', style: 'fan', openingStock: [0, 40], series: [
    ['Usha', 'Maxx Air', 'MXA', 'Oscillating', [FAN(400, 1990)], ['White', 'Black']],
    ['Bajaj', 'Esteem', 'EST', 'Oscillating', [FAN(300, 1650), FAN(400, 1890)], W],
    ['Crompton', 'High Flo Wave', 'HFW', 'Oscillating', [FAN(400, 2190)], ['White', 'Blue']],
    ['Crompton', 'Torpedo', 'TRP', 'High Speed', [FAN(400, 2390)], W],
    ['Havells', 'Swing LX', 'SWL', 'Oscillating', [FAN(400, 2590)], ['White', 'Black']],
    ['Orient', 'Desk 43', 'DSK', 'Oscillating', [FAN(400, 2050)], ['White', 'Grey']],
    ['V-Guard', 'Finesta', 'FNT', 'Oscillating', [FAN(400, 2150)], W],
  ] },
  { name: 'Pedestal Fans', prefix: 'PF', hsn: '841451', unit: 'Nos', noun: 'Pedestal Fan', style: 'fan', openingStock: [0, 40], series: [
    ['Crompton', 'High Flo Eva', 'HFE', 'Oscillating', [FAN(400, 3190)], BW],
    ['Usha', 'Maxx Air Ultra', 'MXU', 'Oscillating', [FAN(400, 2790), FAN(450, 3190)], W],
    ['Bajaj', 'PX97 Torque', 'PXT', 'High Speed', [FAN(400, 3090)], ['White', 'Black']],
    ['Orient', 'Stand 55', 'STD', 'Oscillating', [FAN(400, 2990), FAN(450, 3290)], W],
    ['Havells', 'Sprint', 'SPR', 'High Speed', [FAN(450, 3890)], ['White', 'Black']],
    ['V-Guard', 'Finesta HS', 'FNH', 'High Speed', [FAN(400, 2890)], W],
  ] },
  { name: 'Wall Fans', prefix: 'WF', hsn: '841451', unit: 'Nos', noun: 'Wall Fan', style: 'fan', openingStock: [0, 30], series: [
    ['Crompton', 'High Flo Wave', 'HFW', 'Oscillating', [FAN(400, 2390)], BW],
    ['Usha', 'Maxx Air', 'MXA', 'Oscillating', [FAN(400, 2190)], W],
    ['Orient', 'Wall 44', 'WAL', 'Oscillating', [FAN(400, 2290)], BW],
    ['Bajaj', 'Esteem', 'EST', 'Oscillating', [FAN(400, 2090)], W],
    ['Havells', 'Swing LX', 'SWL', 'Oscillating', [FAN(400, 2790)], ['White', 'Black']],
  ] },
  { name: 'Exhaust Fans', prefix: 'EF', hsn: '841459', unit: 'Nos', noun: 'Exhaust Fan', style: 'fan', openingStock: [0, 50], series: [
    ['Crompton', 'Brisk Air', 'BRA', 'Ventilation', [FAN(150, 1090), FAN(200, 1290), FAN(250, 1690)], W],
    ['Crompton', 'Drift Air', 'DFA', 'Ventilation', [FAN(150, 990), FAN(200, 1190)], W],
    ['Havells', 'Ventil Air DX', 'VAD', 'Ventilation', [FAN(150, 1250), FAN(200, 1490), FAN(250, 1890), FAN(300, 2390)], W],
    ['Usha', 'Crisp Air', 'CRA', 'Ventilation', [FAN(150, 1050), FAN(200, 1290), FAN(250, 1650)], W],
    ['Bajaj', 'Maxima', 'MAX', 'Ventilation', [FAN(150, 990), FAN(200, 1190)], W],
    ['Orient', 'Hill Air', 'HLA', 'Heavy Duty', [FAN(225, 1490), FAN(300, 2190)], ['Grey']],
  ] },
  { name: 'Air Coolers', prefix: 'CL', hsn: '847960', unit: 'Nos', noun: 'Air Cooler', style: 'appliance', openingStock: [0, 25], series: [
    ['Symphony', 'Diet 3D 30i', 'D3D30', 'Tower', [['30L', 9490]], ['White', 'Grey']],
    ['Symphony', 'Diet 3D 55i+', 'D3D55', 'Tower', [['55L', 12990]], W],
    ['Symphony', 'Diet 12T', 'DT12', 'Tower', [['12L', 6490]], W],
    ['Symphony', 'Sumo 75XL', 'SUMO75', 'Desert', [['75L', 15490]], ['White', 'Black']],
    ['Symphony', 'Sumo 45', 'SUMO45', 'Desert', [['45L', 11990]], W],
    ['Symphony', 'Sumo 115XL', 'SUMO115', 'Desert', [['115L', 19990]], W],
    ['Symphony', 'Ice Cube 27', 'ICE27', 'Personal', [['27L', 7990]], ['White', 'Blue']],
    ['Symphony', 'Storm 70XL', 'STM70', 'Desert', [['70L', 13990]], W],
    ['Symphony', 'Touch 80', 'TCH80', 'Desert', [['80L', 14990]], W],
    ['Symphony', 'Hicool 45T', 'HIC45', 'Personal', [['45L', 10490]], W],
    ['Bajaj', 'Platini PX97', 'PLX97', 'Personal', [['36L', 8990]], W],
    ['Bajaj', 'DMH 90 Neo', 'DMH90', 'Desert', [['90L', 13490]], W],
    ['Bajaj', 'Frio', 'FRIO', 'Personal', [['23L', 6490]], W],
    ['Bajaj', 'Shield PMH 95', 'PMH95', 'Desert', [['95L', 15990]], W],
    ['Crompton', 'Ozone 75', 'OZN75', 'Desert', [['75L', 12490]], W],
    ['Crompton', 'Ginie Neo', 'GNN10', 'Personal', [['10L', 5990]], W],
    ['Crompton', 'Optimus 100', 'OPT100', 'Desert', [['100L', 15990]], W],
    ['Crompton', 'Marvel Neo', 'MVN65', 'Desert', [['65L', 11490]], W],
    ['Orient', 'Durachill 40', 'DRC40', 'Personal', [['40L', 9290]], W],
    ['Orient', 'Smartcool DX', 'SCDX', 'Personal', [['17L', 6990]], W],
    ['Havells', 'Celia 40', 'CEL40', 'Personal', [['40L', 9990]], W],
    ['Havells', 'Fresco 90', 'FRS90', 'Desert', [['90L', 14490]], W],
    ['Usha', 'Air Wiz 50', 'AWZ50', 'Personal', [['50L', 9490]], W],
    ['Voltas', 'VM D70MH', 'VMD70', 'Desert', [['70L', 12990]], W],
    ['Voltas', 'VP T40MH', 'VPT40', 'Tower', [['40L', 9490]], W],
  ] },
  { name: 'Air Conditioners', prefix: 'AC', hsn: '841510', unit: 'Set', noun: 'AC', style: 'appliance', openingStock: [0, 12], series: [
    ['Voltas', '183V Vectra Elite', 'V183E', '3 Star Inverter Split', [['1.5 Ton', 36490]], W],
    ['Voltas', '123V Vectra Elite', 'V123E', '3 Star Inverter Split', [['1.0 Ton', 31490]], W],
    ['Voltas', '185V Vectra CAA', 'V185C', '5 Star Inverter Split', [['1.5 Ton', 41990]], W],
    ['Voltas', '243V Vectra Elite', 'V243E', '3 Star Inverter Split', [['2.0 Ton', 47990]], W],
    ['Voltas', '183V Vectra Platina', 'V183P', '5 Star Inverter Split', [['1.5 Ton', 43490]], W],
    ['Voltas', '183 LZF', 'W183L', '3 Star Window', [['1.5 Ton', 30990]], W],
    ['LG', 'RS-Q19YNZE', 'Q19Y', '5 Star Dual Inverter Split', [['1.5 Ton', 46990]], W],
    ['LG', 'TS-Q13JNYE', 'Q13J', '3 Star Dual Inverter Split', [['1.0 Ton', 33490]], W],
    ['LG', 'TS-Q19JNYE', 'Q19J', '3 Star Dual Inverter Split', [['1.5 Ton', 38990]], W],
    ['LG', 'RS-Q24YNZE', 'Q24Y', '5 Star Dual Inverter Split', [['2.0 Ton', 56990]], W],
    ['LG', 'TS-Q24JNXE', 'Q24J', '3 Star Dual Inverter Split', [['2.0 Ton', 49990]], W],
    ['Samsung', 'AR18CYNZABE', 'AR18C', '3 Star WindFree Inverter Split', [['1.5 Ton', 39990]], W],
    ['Samsung', 'AR12CYNZABE', 'AR12C', '3 Star WindFree Inverter Split', [['1.0 Ton', 33990]], W],
    ['Samsung', 'AR18CY5ZAGE', 'AR18G', '5 Star Inverter Split', [['1.5 Ton', 44990]], W],
    ['Samsung', 'AR24CY3ZAGE', 'AR24G', '3 Star Inverter Split', [['2.0 Ton', 51990]], W],
    ['Blue Star', 'IC318DNURU', 'IC318', '3 Star Inverter Split', [['1.5 Ton', 37490]], W],
    ['Blue Star', 'IC518YNUR', 'IC518', '5 Star Inverter Split', [['1.5 Ton', 42490]], W],
    ['Blue Star', 'IC312DNUR', 'IC312', '3 Star Inverter Split', [['1.0 Ton', 32490]], W],
    ['Blue Star', 'WFA318LN', 'WFA318', '3 Star Window', [['1.5 Ton', 31990]], W],
    ['Godrej', 'GIC 18TTC3-WTA', 'GIC18', '3 Star Inverter Split', [['1.5 Ton', 34490]], W],
    ['Godrej', 'GIC 12TTC3-WTA', 'GIC12', '3 Star Inverter Split', [['1.0 Ton', 29990]], W],
    ['Godrej', 'GWC 18TTC3', 'GWC18', '3 Star Window', [['1.5 Ton', 28990]], W],
    ['Whirlpool', 'Magicool Pro', 'MGP15', '3 Star Inverter Split', [['1.5 Ton', 33990]], W],
    ['Whirlpool', '3D Cool Xpand Pro', 'XPD15', '5 Star Inverter Split', [['1.5 Ton', 40490]], W],
    ['Whirlpool', 'Magicool Window', 'MGW15', '3 Star Window', [['1.5 Ton', 29490]], W],
  ] },
  { name: 'Refrigerators', prefix: 'RF', hsn: '841821', unit: 'Nos', noun: 'Refrigerator', style: 'appliance', openingStock: [0, 12], series: [
    ['LG', 'GL-D201ABEU', 'D201', '3 Star Single Door', [['190L', 16490]], ['Blue Euphoria', 'Scarlet Charm']],
    ['LG', 'GL-D211CPZU', 'D211', '4 Star Single Door', [['215L', 18990]], ['Shiny Steel', 'Blue Charm']],
    ['LG', 'GL-B201ABPX', 'B201', '3 Star Single Door', [['190L', 15990]], ['Blue Plumeria', 'Scarlet Plumeria']],
    ['LG', 'GL-I292RPZX', 'I292', '3 Star Frost Free Double Door', [['260L', 28490]], ['Shiny Steel', 'Ebony Sheen']],
    ['LG', 'GL-T382VPZX', 'T382', '3 Star Frost Free Double Door', [['343L', 38990]], ['Dazzle Steel']],
    ['Samsung', 'RR20C1724CU', 'RR20C', '4 Star Single Door', [['183L', 16990]], ['Camellia Blue', 'Himalaya Poppy Red']],
    ['Samsung', 'RR21C2E25CR', 'RR21C', '5 Star Single Door', [['215L', 20490]], ['Himalaya Poppy Red', 'Camellia Blue']],
    ['Samsung', 'RT28C3032GS', 'RT28C', '2 Star Frost Free Double Door', [['236L', 25990]], ['Elegant Inox', 'Luxe Black']],
    ['Samsung', 'RT30C3732S8', 'RT30C', '3 Star Frost Free Double Door', [['256L', 28990]], ['Refined Inox']],
    ['Samsung', 'RT34C4522S8', 'RT34C', '2 Star Frost Free Double Door', [['301L', 31990]], ['Refined Inox']],
    ['Samsung', 'RS76CG8003S9', 'RS76C', 'Frost Free Side by Side', [['653L', 74990]], ['Clean Black']],
    ['Whirlpool', '205 WDE CLS 3S', 'WDE205', '3 Star Single Door', [['190L', 15490]], ['Sapphire Abyss', 'Wine Orchid']],
    ['Whirlpool', '215 Impro Prm 5S', 'IMP215', '5 Star Single Door', [['200L', 19990]], ['Sapphire Mulia', 'Magnum Steel']],
    ['Whirlpool', 'IF INV CNV 278', 'CNV278', '3 Star Frost Free Double Door', [['265L', 28990]], ['Alpha Steel', 'Crystal Black']],
    ['Whirlpool', 'IF INV ELT 305', 'ELT305', '2 Star Frost Free Double Door', [['292L', 31490]], ['Omega Steel']],
    ['Godrej', 'RD EDGEPRO 225C', 'EDG225', '3 Star Single Door', [['212L', 17490]], ['Cosmo Blue', 'Wine Red']],
    ['Godrej', 'RD AXIS 205B', 'AXS205', '3 Star Single Door', [['192L', 15290]], ['Aqua Blue', 'Wine']],
    ['Godrej', 'RT EONVIBE 266B', 'EON266', '2 Star Frost Free Double Door', [['244L', 26490]], ['Steel Glow', 'Silver']],
  ] },
  { name: 'Water Purifiers', prefix: 'WP', hsn: '842121', unit: 'Nos', noun: 'Water Purifier', style: 'appliance', openingStock: [0, 20], series: [
    ['Kent', 'Grand Plus', 'GRP', 'RO+UV+UF', [['8L', 16500]], W],
    ['Kent', 'Supreme', 'SUP', 'RO+UF+TDS', [['8L', 19500]], W],
    ['Kent', 'Pearl', 'PRL', 'RO+UV+UF', [['8L', 17500]], W],
    ['Kent', 'Ace', 'ACE', 'RO+UV+UF', [['7L', 15000]], W],
    ['Kent', 'Grand', 'GRD', 'RO+UV+UF', [['8L', 14500]], W],
    ['Kent', 'Sterling Plus', 'STR', 'RO+UV+UF', [['8L', 16990]], W],
    ['Havells', 'Max Alkaline', 'MXL', 'RO+UV+Alkaline', [['7L', 18900]], W],
    ['Havells', 'Digiplus', 'DGP', 'RO+UV', [['7L', 14990]], W],
    ['Havells', 'Fab Alkaline', 'FBA', 'RO+UV+Alkaline', [['7L', 17490]], W],
    ['Blue Star', 'Aristo', 'ARS', 'RO+UV', [['7L', 13990]], W],
    ['Blue Star', 'Stella', 'STL', 'RO+UV', [['6L', 19990]], ['Black']],
    ['Blue Star', 'Edge', 'EDG', 'RO+UV', [['6L', 10990]], W],
    ['V-Guard', 'Zenora', 'ZEN', 'RO+UF+MB', [['7L', 12490]], W],
    ['V-Guard', 'Rejive', 'RJV', 'RO+UV', [['7L', 12990]], W],
    ['Eureka Forbes', 'Aquaguard Aura', 'AGA', 'RO+UV+UF', [['7L', 18490]], ['Black']],
    ['Eureka Forbes', 'Aquaguard Delight', 'AGD', 'RO+UV', [['6L', 11490]], W],
    ['Eureka Forbes', 'Aquaguard Marvel', 'AGM', 'RO+UV+MTDS', [['7L', 21990]], W],
  ] },
  { name: 'Stabilizers', prefix: 'ST', hsn: '850440', unit: 'Nos', noun: 'Voltage Stabilizer', style: 'stabilizer', openingStock: [0, 40], series: [
    ['V-Guard', 'VG 400 Smart', 'VG400', 'for 1.5 Ton AC', [['', 2990]], W],
    ['V-Guard', 'VG 500', 'VG500', 'for 2 Ton AC', [['', 3490]], W],
    ['V-Guard', 'VND 400', 'VND400', 'for 1.5 Ton AC', [['', 3190]], W],
    ['V-Guard', 'VND 500', 'VND500', 'for 2 Ton AC', [['', 3690]], W],
    ['V-Guard', 'VWI 400', 'VWI400', 'for 1.5 Ton AC', [['', 3390]], W],
    ['V-Guard', 'VGSD 50', 'VGSD50', 'for Refrigerator up to 300L', [['', 1890]], W],
    ['V-Guard', 'VGSD 100', 'VGSD100', 'for Refrigerator up to 500L', [['', 2390]], W],
    ['V-Guard', 'Mini Crystal Plus', 'MCP', 'for TV up to 43in', [['', 1590]], W],
    ['Microtek', 'EM4160+', 'EM4160', 'for 1.5 Ton AC', [['', 3090]], W],
    ['Microtek', 'EM5090', 'EM5090', 'for 2 Ton AC', [['', 3490]], W],
    ['Microtek', 'EMR 2090', 'EMR2090', 'for Refrigerator', [['', 1790]], W],
    ['Microtek', 'EM4130', 'EM4130', 'for 1 Ton AC', [['', 2790]], W],
  ] },
];
