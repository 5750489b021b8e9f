// Brands and units: the same list and form screens with their own words (back-office §2, §5, §8).
import type { z } from 'zod';
import { brandNameField, unitNameField } from '../../../../core/forms/catalogue';
import type { ApiResult } from '../../../api/client';
import { addBrand, addUnit, deleteBrand, deleteUnit, fetchBrands, fetchUnits, updateBrand, updateUnit } from '../../../api/catalogue';

export interface NameRow {
  id: string;
  name: string;
}

export interface NameKind {
  screen: string;
  listTitle: string;
  listPath: string;
  addPath: string;
  editPath(id: string): string;
  column: string;
  addLabel: string;
  /** Add Unit is a button in the spec, Add Brand a link. */
  addAs: 'link' | 'button';
  addTitle: string;
  editTitle: string;
  fieldLabel: string;
  /** The name's rule on add / on edit: the calls' own (core/forms/catalogue.ts), with the spec's words for a blank one. */
  nameRule(mode: 'add' | 'edit'): z.ZodType;
  messages: {
    added: string;
    updated: string;
    deleted: string;
    deleteFailed: string;
    addNetwork: string;
    updateFailed: string;
    updateNetwork: string;
    fetchFailed?: string;
  };
  load(): Promise<ApiResult<NameRow[]>>;
  add(name: string): Promise<ApiResult<unknown>>;
  update(id: string, name: string): Promise<ApiResult<unknown>>;
  remove(id: string): Promise<ApiResult<unknown>>;
}

const rows = async <T>(reply: Promise<ApiResult<T[]>>, map: (row: T) => NameRow): Promise<ApiResult<NameRow[]>> => {
  const result = await reply;
  return result.ok ? { ...result, body: (Array.isArray(result.body) ? result.body : []).map(map) } : result;
};

export const BRAND: NameKind = {
  screen: 'brands',
  listTitle: 'List of Brand',
  listPath: '/brand',
  addPath: '/addbrand',
  editPath: (id) => `/editbrand/${id}`,
  column: 'Brand Name',
  addLabel: 'Add Brand',
  addAs: 'link',
  addTitle: 'Add Brand',
  editTitle: 'Edit Brand',
  fieldLabel: 'Brand Name',
  nameRule: () => brandNameField(),
  messages: {
    added: 'Brand added successfully!',
    updated: 'Brand updated successfully!',
    deleted: 'Brand Deleted Successfully',
    deleteFailed: 'Failed to delete category',
    addNetwork: 'Failed to add brand.',
    updateFailed: 'Update Failed',
    updateNetwork: 'Failed to add brand.',
  },
  load: () => rows(fetchBrands(), (b) => ({ id: b.brand_id, name: b.brand_name })),
  add: addBrand,
  update: updateBrand,
  remove: deleteBrand,
};

export const UNIT: NameKind = {
  screen: 'units',
  listTitle: 'List of Unit',
  listPath: '/unit',
  addPath: '/addunit',
  editPath: (id) => `/editunit/${id}`,
  column: 'Unit Name',
  addLabel: 'Add Unit',
  addAs: 'button',
  addTitle: 'Add Unit',
  editTitle: 'Edit Unit',
  fieldLabel: 'Unit Name',
  nameRule: unitNameField,
  messages: {
    added: 'Unit added successfully!',
    updated: 'unit updated successfully!',
    deleted: 'Unit Deleted Successfully',
    deleteFailed: 'Failed to delete Unit',
    addNetwork: 'An error occurred while updating. Please try again.',
    updateFailed: 'Failed to update unit',
    updateNetwork: 'An error occurred while updating. Please try again.',
    fetchFailed: 'Failed to fetch unit details',
  },
  load: () => rows(fetchUnits(), (u) => ({ id: u.unit_id, name: u.unit_name })),
  add: addUnit,
  update: updateUnit,
  remove: deleteUnit,
};
