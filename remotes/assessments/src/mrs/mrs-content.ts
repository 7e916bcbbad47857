/** Sources and attribution shown on the MRS page (docs/measures.md, "Menopause Rating Scale"). */
export const MRS_SOURCES = [
  {
    title:
      'Heinemann K, Ruebig A, Potthoff P, et al. The Menopause Rating Scale (MRS) scale: a methodological review. Health and Quality of Life Outcomes, 2004',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC516787',
  },
  {
    title: 'The Menopause Rating Scale: how it was made (ZEG Berlin, the authors’ research center)',
    url: 'https://zeg-berlin.de/expertise/diagnostics-tools/menopause-rating-scale/development/',
  },
  {
    title: 'How the MRS is scored (the authors’ MRS site)',
    url: 'http://www.menopause-rating-scale.info/evaluation.htm',
  },
] as const;
