// The demo shop itself and its suppliers.

export const SHOP = {
  shop_name: 'Sri Meenakshi Cooling Centre',
  user_name: 'R. Meenakshi Sundaram',
  email: 'srimeenakshicooling@gmail.com',
  phone: '9843015472',
  address: '42, West Masi Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  pincode: '625001',
  /** Proprietorship: the proprietor's PAN (4th letter P). */
  pan: 'AKRPM4821L',
  bank_name: 'Indian Overseas Bank, West Masi Street',
  acc_holder_name: 'Sri Meenakshi Cooling Centre',
  acc_no: '162902000004587',
  ifsc_code: 'IOBA0001629',
  micr_code: '625020006',
} as const;

export interface SupplierSeed {
  name: string;
  address: string;
  state: string;
  /** Brands it distributes; every product of the demo comes from a supplier of its brand. */
  brands: readonly string[];
}

export const SUPPLIERS: readonly SupplierSeed[] = [
  {
    name: 'Sri Balaji Electricals Distributors',
    address: 'No. 48, Ritchie Street, Mount Road, Chennai - 600002',
    state: 'Tamil Nadu',
    brands: ['Crompton', 'Bajaj'],
  },
  { name: 'Ganesh Agencies', address: '112, Nainiappa Naicken Street, Park Town, Chennai - 600003', state: 'Tamil Nadu', brands: ['Havells', 'Usha'] },
  {
    name: 'Chennai Cooling Systems Pvt Ltd',
    address: '7, Greams Road, Thousand Lights, Chennai - 600006',
    state: 'Tamil Nadu',
    brands: ['Voltas', 'Blue Star'],
  },
  { name: 'Lakshmi Narayana Agencies', address: '23, Godown Street, Sowcarpet, Chennai - 600001', state: 'Tamil Nadu', brands: ['LG', 'Samsung'] },
  { name: 'Kovai Electricals & Appliances', address: '210, Oppanakara Street, Coimbatore - 641001', state: 'Tamil Nadu', brands: ['Crompton', 'V-Guard'] },
  { name: 'Sri Annapoorna Distributors', address: '45, Cross Cut Road, Gandhipuram, Coimbatore - 641012', state: 'Tamil Nadu', brands: ['Symphony', 'Orient'] },
  { name: 'Senthil Electric Stores', address: '18, Big Bazaar Street, Coimbatore - 641001', state: 'Tamil Nadu', brands: ['Usha', 'Bajaj'] },
  { name: 'Meenakshi Agencies', address: '9, North Masi Street, Madurai - 625001', state: 'Tamil Nadu', brands: ['Havells', 'Crompton', 'Orient'] },
  { name: 'Thangam Electricals Wholesale', address: '56, Netaji Road, Madurai - 625001', state: 'Tamil Nadu', brands: ['V-Guard', 'Microtek'] },
  { name: 'Pandian Distributors', address: '3/12, Kamarajar Salai, Madurai - 625009', state: 'Tamil Nadu', brands: ['Whirlpool', 'Godrej'] },
  { name: 'Rockfort Agencies', address: '14, NSB Road, Tiruchirappalli - 620002', state: 'Tamil Nadu', brands: ['Kent', 'Eureka Forbes'] },
  { name: 'Srirangam Traders', address: '77, Salai Road, Thillai Nagar, Tiruchirappalli - 620018', state: 'Tamil Nadu', brands: ['Symphony', 'Bajaj'] },
  { name: 'Sai Ram Distributors', address: 'No. 5, SP Road, Bengaluru - 560002', state: 'Karnataka', brands: ['Orient', 'Usha'] },
  { name: 'Vijaya Enterprises', address: '221, Chickpet Main Road, Bengaluru - 560053', state: 'Karnataka', brands: ['Blue Star', 'Whirlpool'] },
  {
    name: 'Bangalore Consumer Durables Pvt Ltd',
    address: '48, 2nd Cross, Peenya Industrial Area, Bengaluru - 560058',
    state: 'Karnataka',
    brands: ['LG', 'Godrej'],
  },
  { name: 'Malabar Electricals', address: 'Banerji Road, Near North Railway Station, Kochi - 682018', state: 'Kerala', brands: ['V-Guard', 'Havells'] },
  { name: 'Kerala Home Appliances Distributors', address: 'XL/4512, MG Road, Ernakulam, Kochi - 682035', state: 'Kerala', brands: ['Kent'] },
  { name: 'Deccan Cooling Solutions', address: '5-8-512, Chirag Ali Lane, Abids, Hyderabad - 500001', state: 'Telangana', brands: ['Voltas', 'Symphony'] },
  { name: 'Sri Venkateswara Traders', address: '4-1-889, Tilak Road, Hyderabad - 500001', state: 'Telangana', brands: ['Crompton', 'Orient'] },
  {
    name: 'Shah Appliances Distributors',
    address: '14, Lamington Road, Grant Road East, Mumbai - 400007',
    state: 'Maharashtra',
    brands: ['Samsung', 'Voltas'],
  },
  { name: 'Mehta Electricals Pvt Ltd', address: 'Shop 6, Lohar Chawl, Kalbadevi, Mumbai - 400002', state: 'Maharashtra', brands: ['Havells', 'Bajaj'] },
  { name: 'Western India Cooling Co', address: 'Plot 31, MIDC, Andheri East, Mumbai - 400093', state: 'Maharashtra', brands: ['Blue Star', 'LG'] },
  { name: 'Kumaran Enterprises', address: '41, Town Hall Road, Madurai - 625001', state: 'Tamil Nadu', brands: ['Usha', 'Symphony'] },
  { name: 'Velan Agencies', address: '9, Big Bazaar Street, Tiruchirappalli - 620008', state: 'Tamil Nadu', brands: ['Godrej', 'Microtek', 'Samsung'] },
];

export const CASH_BOOK_DEBITS: ReadonlyArray<readonly [name: string, description: string, minRupees: number, maxRupees: number]> = [
  ['TNEB', 'Shop electricity bill', 3200, 6800],
  ['Ramesh Properties', 'Shop rent', 35000, 35000],
  ['Selvam', 'Staff salary', 14000, 16000],
  ['Karthik', 'Staff salary', 12000, 13000],
  ['Pandi Transports', 'Lorry hire, goods from Chennai', 2800, 5200],
  ['Murugan Tea Stall', 'Tea and snacks for the month', 900, 1600],
  ['BSNL', 'Broadband and landline', 799, 799],
  ['Arasan Packaging', 'Cartons and packing material', 1200, 2600],
  ['Velu Electricals', 'AC installation labour', 1500, 4500],
  ['Indian Oil Petrol Bunk', 'Fuel for delivery van', 2000, 4000],
];

export const CASH_BOOK_CREDITS: ReadonlyArray<readonly [description: string, minRupees: number, maxRupees: number]> = [
  ['Advance for AC booking', 5000, 15000],
  ['Installation charges collected', 500, 2500],
  ['Old cooler exchange', 1000, 3000],
  ['Service charges', 300, 1200],
  ['Counter cash sale of spares', 400, 2200],
];

export const PAID_THROUGH: readonly string[] = ['SBI A/c', 'IOB A/c', 'Cash', 'Cash', 'GPay', 'PhonePe', 'Cheque'];
