import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Category } from '@gauntlet/core';

/** The categories in the reader's language; the server and the stored goals keep the English ids. */
export const CATEGORY_NAMES: Record<Category, MessageDescriptor> = {
  Chastity: msg({ id: 'catalogue.category.Chastity', message: 'Chastity' }),
  Exercise: msg({ id: 'catalogue.category.Exercise', message: 'Exercise' }),
  House: msg({ id: 'catalogue.category.House', message: 'House' }),
  Clothing: msg({ id: 'catalogue.category.Clothing', message: 'Clothing' }),
  Other: msg({ id: 'catalogue.category.Other', message: 'Other' }),
  External: msg({ id: 'catalogue.category.External', message: 'External' }),
  Routines: msg({ id: 'catalogue.category.Routines', message: 'Routines' }),
  Punishment: msg({ id: 'catalogue.category.Punishment', message: 'Punishment' }),
};

export const categoryName = (category: Category): string => i18n._(CATEGORY_NAMES[category]);
