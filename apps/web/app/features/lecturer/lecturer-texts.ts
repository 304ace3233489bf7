/** Texts of the lecturer area's own screen, its start page (the screens it links to have their features' texts). */
export const lecturerTexts = {
  areaTitle: 'Eğitmen Arayüzü',
  home: {
    title: 'Eğitmen Arayüzü',
    subtitle: 'Kurslarınızı, içeriklerini, indirim kodlarınızı ve kazancınızı buradan yönetin.',
    createCourse: 'Kurs Oluştur',
    createCourseText: 'Yeni bir online ya da yüz yüze kurs oluşturun.',
    manageCourses: 'Kursları Düzenle',
    manageCoursesText: 'Kurslarınızın bilgilerini, içeriğini ve yayın durumunu yönetin.',
    profile: 'Profili Düzenle',
    profileText: 'Adınızı, iletişim ve adres bilgilerinizi güncelleyin.',
    finance: 'Finans Paneli',
    financeText: 'Satışlarınızı, gelirinizi ve öğrenci sayınızı görün.',
    discountCodes: 'İndirim Kodu Paneli',
    discountCodesText: 'Kurslarınız için indirim kodları oluşturun ve yönetin.',
    questions: 'Öğrenci Soruları',
    questionsText: 'Derslerinize sorulan soruları görün ve cevaplayın.',
    submissions: 'Ödev Teslimleri',
    submissionsText: 'Ödevlerinize gelen teslimleri notlandırın ve geri bildirim yazın.',
  },
} as const;
