import { EDUCATION_CATEGORY_INFO, type EducationCategoryInfo, type EducationColourToken } from '@renewed/content';

/** Token classes per category colour (literal strings, so Tailwind finds them). */
export const COLOUR_CLASSES: Record<EducationColourToken, string> = {
  primary: 'bg-primary text-primary-foreground',
  secondary: 'bg-secondary text-secondary-foreground',
  accent: 'bg-accent text-accent-foreground',
  success: 'bg-success text-success-foreground',
  warning: 'bg-warning text-warning-foreground',
  muted: 'bg-muted text-muted-foreground',
};

/** Name, colour, icon and description of a category; unknown categories get a plain look. */
export function categoryInfo(category: string): EducationCategoryInfo {
  return (
    (EDUCATION_CATEGORY_INFO as Readonly<Record<string, EducationCategoryInfo>>)[category] ?? {
      name: category,
      colour: 'muted',
      icon: '📘',
      description: '',
    }
  );
}
