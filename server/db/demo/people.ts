// Demo customers: shops and people, mostly in southern Tamil Nadu, some in the neighbouring states.
import { makeGstin } from '../../../core/gstin';
import type { Rng } from './random';
import { stateCode } from './states';

export interface CustomerSeed {
  name: string;
  mobile: string;
  email: string;
  tax_number: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  place_of_supply: string;
  credit_limit: number;
  business: boolean;
}

interface Region {
  state: string;
  count: number;
  towns: ReadonlyArray<readonly [string, string]>;
  streets: readonly string[];
  people: readonly string[];
  shops: readonly string[];
}

const TN_MALE = [
  'Selvaraj',
  'Murugesan',
  'Karthikeyan',
  'Senthil Kumar',
  'Ramesh',
  'Suresh Babu',
  'Pandiyan',
  'Muthukumar',
  'Arumugam',
  'Ganesan',
  'Vijayakumar',
  'Saravanan',
  'Kannan',
  'Palanisamy',
  'Balasubramanian',
  'Chelladurai',
  'Jeyakumar',
  'Manikandan',
  'Nagarajan',
  'Prabhu',
  'Rajendran',
  'Sankar',
  'Thangaraj',
  'Velmurugan',
  'Anbalagan',
  'Ilangovan',
  'Mohan',
  'Raja',
];
const TN_FEMALE = ['Lakshmi', 'Meena', 'Kavitha', 'Revathi', 'Selvi', 'Malathi', 'Jayanthi', 'Priya', 'Sumathi', 'Vasuki'];
const TN_SHOP_WORDS = [
  'Murugan',
  'Lakshmi',
  'Meenakshi',
  'Vinayaga',
  'Balaji',
  'Ayyappa',
  'Mariamman',
  'Saravana',
  'Karpaga',
  'Velavan',
  'Annai',
  'Thirumalai',
  'Senthil',
  'Kumaran',
  'Ganapathi',
  'Renga',
  'Krishna',
  'Jeyam',
  'Vetri',
  'Kaveri',
];
const TN_SHOP_FORMS = [
  '{w} Electricals',
  'Sri {w} Agencies',
  '{w} Home Appliances',
  'New {w} Electronics',
  'Sri {w} Fan House',
  '{w} Traders',
  '{w} Electric Mart',
  '{w} Cooling Point',
  'Sri {w} Enterprises',
];
const INITIALS = ['K.', 'S.', 'M.', 'P.', 'R.', 'A.', 'V.', 'T.', 'N.', 'G.'];

function tamilPeople(): string[] {
  return [...TN_MALE, ...TN_FEMALE].flatMap((name) => INITIALS.map((initial) => `${initial} ${name}`));
}

function tamilShops(): string[] {
  return TN_SHOP_WORDS.flatMap((word) => TN_SHOP_FORMS.map((form) => form.replace('{w}', word)));
}

const REGIONS: readonly Region[] = [
  {
    state: 'Tamil Nadu',
    count: 90,
    towns: [
      ['Madurai', '625001'],
      ['Madurai', '625016'],
      ['Madurai', '625020'],
      ['Madurai', '625002'],
      ['Madurai', '625009'],
      ['Dindigul', '624001'],
      ['Theni', '625531'],
      ['Sivakasi', '626123'],
      ['Virudhunagar', '626001'],
      ['Ramanathapuram', '623501'],
      ['Karaikudi', '630001'],
      ['Sivaganga', '630561'],
      ['Tirunelveli', '627001'],
      ['Thoothukudi', '628001'],
      ['Palani', '624601'],
      ['Usilampatti', '625532'],
      ['Melur', '625106'],
      ['Aruppukottai', '626101'],
      ['Rajapalayam', '626117'],
      ['Paramakudi', '623707'],
      ['Periyakulam', '625601'],
      ['Bodinayakanur', '625513'],
    ],
    streets: [
      'North Car Street',
      'South Car Street',
      'East Masi Street',
      'Town Hall Road',
      'Bypass Road',
      'Main Bazaar',
      'Gandhi Road',
      'Nehru Street',
      'Big Bazaar Street',
      'Kamarajar Salai',
      'Anna Nagar',
      'Railway Feeder Road',
      'Market Road',
      'Palace Road',
      'KK Nagar',
      'Bazaar Street',
      'Theppakulam Road',
      'Bus Stand Road',
    ],
    people: tamilPeople(),
    shops: tamilShops(),
  },
  {
    state: 'Kerala',
    count: 10,
    towns: [
      ['Kochi', '682011'],
      ['Thiruvananthapuram', '695001'],
      ['Kollam', '691001'],
      ['Kottayam', '686001'],
      ['Kumily', '685509'],
      ['Thrissur', '680001'],
    ],
    streets: ['MG Road', 'Temple Road', 'Station Road', 'Market Road', 'Church Road', 'Main Road'],
    people: [
      'Thomas Mathew',
      'Joseph Varghese',
      'Anil Kumar P.',
      'Biju George',
      'Shaji Thomas',
      'Rajeev Menon',
      'Suresh Nair',
      'Sreeja Pillai',
      'Jomon Kurian',
      'Praveen Das',
    ],
    shops: [
      "St. Mary's Electricals",
      'Kairali Home Appliances',
      'Periyar Electricals',
      'Malanad Agencies',
      'Vembanad Cool Point',
      'Sree Krishna Electronics',
      'Good Shepherd Traders',
    ],
  },
  {
    state: 'Karnataka',
    count: 8,
    towns: [
      ['Bengaluru', '560002'],
      ['Mysuru', '570001'],
      ['Mangaluru', '575001'],
      ['Hubballi', '580020'],
    ],
    streets: ['Avenue Road', 'Sayyaji Rao Road', 'Car Street', 'Station Road', 'Gandhi Bazaar', 'KR Road'],
    people: ['Manjunath H.', 'Basavaraj Patil', 'Nagaraj Gowda', 'Shivakumar K.', 'Ravi Shankar B.', 'Prakash Shetty', 'Mahesh Hegde'],
    shops: ['Sri Manjunatha Electricals', 'Chamundi Home Appliances', 'Kaveri Cool Point', 'Sri Raghavendra Agencies', 'Udupi Electricals'],
  },
  {
    state: 'Andhra Pradesh',
    count: 7,
    towns: [
      ['Tirupati', '517501'],
      ['Nellore', '524001'],
      ['Chittoor', '517001'],
      ['Vijayawada', '520001'],
    ],
    streets: ['Gandhi Road', 'Trunk Road', 'Main Bazaar', 'Station Road', 'Besant Road'],
    people: ['Venkata Ramana', 'Srinivasa Rao K.', 'Lakshmi Narayana', 'Ramakrishna Reddy', 'Padmavathi G.', 'Subba Rao Ch.'],
    shops: ['Sri Sai Electricals', 'Tirumala Home Appliances', 'Venkateswara Cooling Centre', 'Sri Durga Agencies'],
  },
  {
    state: 'Puducherry',
    count: 5,
    towns: [
      ['Puducherry', '605001'],
      ['Karaikal', '609602'],
    ],
    streets: ['Mission Street', 'Nehru Street', 'MG Road', 'Anna Salai', 'Bharathi Street'],
    people: ['Arul Prakash', 'Sivakumar R.', 'Kalaiselvi M.', 'Dinesh Babu'],
    shops: ['Pondy Cool House', 'Auro Electricals', 'Sri Manakula Vinayagar Agencies'],
  },
];

const CREDIT_LIMITS_RUPEES = [0, 0, 50_000, 1_00_000, 2_00_000, 3_00_000, 5_00_000];

/** Customers with unique names and mobiles; about half are businesses with a GSTIN of their own state. */
export function makeCustomers(rng: Rng): CustomerSeed[] {
  const customers: CustomerSeed[] = [];
  const names = new Set<string>();
  const mobiles = new Set<string>();
  for (const region of REGIONS) {
    for (let i = 0; i < region.count; i++) {
      const business = i % 2 === 0;
      let name = '';
      do name = rng.pick(business ? region.shops : region.people);
      while (names.has(name));
      names.add(name);
      let mobile = '';
      do mobile = rng.mobile();
      while (mobiles.has(mobile));
      mobiles.add(mobile);
      const [city, pincode] = rng.pick(region.towns);
      const slug = name.toLowerCase().replace(/[^a-z]/g, '');
      customers.push({
        name,
        mobile,
        email: business && rng.chance(0.6) ? `${slug}@gmail.com` : '',
        tax_number: business ? makeGstin(stateCode(region.state), rng.pan(rng.chance(0.6) ? 'P' : 'F', name), rng.chance(0.9) ? '1' : '2') : '',
        address: `${rng.int(1, 240)}, ${rng.pick(region.streets)}, ${city}`,
        city,
        state: region.state,
        pincode,
        place_of_supply: region.state,
        credit_limit: business ? rng.pick(CREDIT_LIMITS_RUPEES) * 100 : 0,
        business,
      });
    }
  }
  return customers;
}
