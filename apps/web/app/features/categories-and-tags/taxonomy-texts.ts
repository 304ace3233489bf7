import { adminMessages } from '@kampus/contract';

/** Texts of the category and tag screens (the contract's `adminMessages` hold the seed's own). */
export const taxonomyTexts = {
  actions: 'İşlemler',
  cancel: 'İptal',
  save: 'Kaydet',
  saving: 'Kaydediliyor...',
  cannotUndo: 'Bu işlem geri alınamaz.',
  categories: {
    title: 'Kategori Yönetimi',
    subtitle: 'Kursların filtrelendiği kategorileri yönetin.',
    new: 'Yeni Kategori',
    createTitle: 'Yeni Kategori',
    createSubtitle: 'Kurslar için yeni bir kategori oluşturun',
    editTitle: 'Kategoriyi Düzenle',
    editSubtitle: 'Kategorinin başlığını ve açıklamasını güncelleyin',
    searchLabel: 'Kategori ara',
    searchPlaceholder: 'Başlık veya açıklama...',
    pagerLabel: 'Kategori sayfaları',
    empty: adminMessages.noCategories,
    noMatch: adminMessages.noCategoryMatch,
    loadFailed: 'Kategoriler yüklenirken bir hata oluştu.',
    deleteTitle: 'Kategori Sil',
    deleteText: (title: string) =>
      `"${title}" kategorisini silmek istediğinize emin misiniz? Kategori bağlı olduğu kurslardan da kaldırılır.`,
    editLabel: (title: string) => `Düzenle: ${title}`,
    deleteLabel: (title: string) => `Sil: ${title}`,
    tableLabel: 'Kategoriler',
  },

  tags: {
    title: 'Etiket Yönetimi',
    subtitle: 'Kursları tanımlayan etiketleri yönetin.',
    new: 'Yeni Etiket',
    createTitle: 'Yeni Etiket',
    createSubtitle: 'Kurslar için yeni bir etiket oluşturun',
    editTitle: 'Etiketi Düzenle',
    editSubtitle: 'Etiketin başlığını ve açıklamasını güncelleyin',
    searchLabel: 'Etiket ara',
    searchPlaceholder: 'Başlık veya açıklama...',
    pagerLabel: 'Etiket sayfaları',
    empty: adminMessages.noTags,
    noMatch: adminMessages.noTagMatch,
    loadFailed: 'Etiketler yüklenirken bir hata oluştu.',
    deleteTitle: 'Etiket Sil',
    deleteText: (title: string) =>
      `"${title}" etiketini silmek istediğinize emin misiniz? Etiket bağlı olduğu kurslardan da kaldırılır.`,
    editLabel: (title: string) => `Düzenle: ${title}`,
    deleteLabel: (title: string) => `Sil: ${title}`,
    tableLabel: 'Etiketler',
  },

  taxonomyForm: {
    title: 'Başlık',
    description: 'Açıklama',
    descriptionHint: 'İsteğe bağlı, en fazla 1000 karakter.',
    notFound: {
      category: adminMessages.categoryNotFound,
      tag: adminMessages.tagNotFound,
    },
  },
} as const;
