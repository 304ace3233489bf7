/**
 * Turkish texts of the admin area and the server's own answers for categories, tags and user
 * administration.
 */
export const adminMessages = {
  // Query strings (400 field messages)
  pageNumber: 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.',
  pageSize: 'Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır.',
  search: 'Arama metni en fazla 100 karakter olabilir.',
  desc: 'Sıralama yönü (desc) true veya false olmalıdır.',
  taxonomyOrderBy: 'Sıralama ölçütü Title veya CreatedAt olmalıdır.',
  userOrderBy: 'Sıralama ölçütü Email, Name veya CreatedAt olmalıdır.',
  // Category and tag form (title required)
  required: 'Bu alan zorunludur.',
  titleRequired: 'Başlık zorunludur.',
  titleMax: 'Başlık en fazla 100 karakter olabilir.',
  descriptionInvalid: 'Açıklama en fazla 1000 karakter olabilir.',
  // User form (name and surname required, several roles)
  rolesRequired: 'En az bir rol seçiniz.',
  roleInvalid: 'Rol 0 (Yönetici), 1 (Eğitmen), 2 (Öğrenci) veya 3 (Veli) olmalıdır.',
  rolesUnique: 'Bir rol yalnızca bir kez seçilebilir.',
  // Business answers (404, 422)
  categoryNotFound: 'Kategori bulunamadı.',
  tagNotFound: 'Etiket bulunamadı.',
  userNotFound: 'Kullanıcı bulunamadı.',
  categoryTitleTaken: 'Bu başlıkta bir kategori zaten var.',
  tagTitleTaken: 'Bu başlıkta bir etiket zaten var.',
  cannotDeleteSelf: 'Kendi hesabınızı silemezsiniz.',
  cannotRemoveOwnAdmin: 'Kendi yönetici rolünüzü kaldıramazsınız.',
  // Success notices (envelope `message`)
  categoryCreated: 'Kategori oluşturuldu.',
  categoryUpdated: 'Kategori güncellendi.',
  categoryDeleted: 'Kategori silindi.',
  tagCreated: 'Etiket oluşturuldu.',
  tagUpdated: 'Etiket güncellendi.',
  tagDeleted: 'Etiket silindi.',
  userUpdated: 'Kullanıcı güncellendi.',
  userDeleted: 'Kullanıcı silindi.',
  // Screen texts the web shows
  unauthorized: 'Yetkisiz işlem.',
  deleteFailed: 'Silme işlemi sırasında bir hata oluştu. Lütfen tekrar deneyin.',
  userUpdateFailed: 'Güncelleme işlemi başarısız oldu.',
  userUpdateError: 'Kullanıcı güncellenirken bir hata oluştu. Lütfen tekrar deneyin.',
  usersLoadFailed: 'Kullanıcılar yüklenirken bir hata oluştu',
  noCategories: 'Henüz kategori bulunmuyor.',
  noTags: 'Henüz etiket bulunmuyor.',
  noUsers: 'Henüz kullanıcı bulunmuyor.',
  noCategoryMatch: 'Arama kriterlerine uygun kategori bulunamadı.',
  noTagMatch: 'Arama kriterlerine uygun etiket bulunamadı.',
  noUserMatch: 'Arama kriterlerine uygun kullanıcı bulunamadı.',
} as const;
