/** Turkish texts of 'Puanlarım', the course leaderboard and its setting (CONTRACT.md §15 "Points"). */
export const pointsTexts = {
  page: {
    title: 'Puanlarım',
    description: 'Bir dersi ilk kez tamamladığında o dersin puanını kazanırsın.',
    total: 'Toplam puan',
    history: 'Kazandığın puanlar',
    empty: 'Henüz puanın yok',
    emptyHint:
      'Kayıtlı olduğun bir kursta bir dersi tamamladığında ya da bir quizi geçtiğinde puan kazanırsın.',
    toCourses: 'Kurslarıma git',
    loading: 'Puanlar yükleniyor',
  },
  points: (n: number) => `${new Intl.NumberFormat('tr-TR').format(n)} puan`,
  earnedOn: (date: string) => `Kazanıldığı tarih: ${date}`,
  leaderboard: {
    title: 'Liderlik tablosu',
    description: 'Bu kursta en çok puan toplayan 10 öğrenci.',
    empty: 'Henüz kimse puan kazanmadı. İlk dersi tamamlayan sen ol!',
    rank: 'Sıra',
    learner: 'Öğrenci',
    points: 'Puan',
    me: (rank: number | null, points: string) =>
      rank === null ? `Bu kursta ${points} kazandın.` : `Sıran: ${rank}. · ${points}`,
    hidden: 'Liderlik tablosunda görünmüyorsun. Ayarlar > Gizlilik bölümünden açabilirsin.',
    failed: 'Liderlik tablosu şu anda yüklenemedi.',
    loading: 'Liderlik tablosu yükleniyor',
  },
  setting: {
    title: 'Liderlik tablosu',
    label: 'Kurs liderlik tablolarında adımı göster',
    description:
      'Kapalıyken adın ve puanın kursların liderlik tablolarında görünmez; puan kazanmaya devam edersin.',
  },
} as const;
