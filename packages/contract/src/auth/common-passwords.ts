/**
 * Passwords people choose most often, as words separated by white space; lines starting with `#` name a group.
 * Compiled by hand for this project (nothing is downloaded at install or at run time) from what every published
 * breach analysis puts at the top: the well-known English top lists, Turkish passwords, names, football clubs,
 * cities and everyday words, and this site's own words (NIST SP 800-63B §5.1.1.2: "context-specific words").
 *
 * The list holds base words only. `password-rules.ts` folds case and Turkish letters, undoes common letter-digit
 * swaps (`p@ssw0rd`) and also refuses a listed word with a predictable decoration (`sifre123`, `Galatasaray1905!`),
 * and it recognises whole families by rule instead of listing them: digit and letter runs (`123456`, `abcdef`),
 * repeats (`111111`, `asdasd`), keyboard walks on Q and F layouts (`qwerty`, `1q2w3e`), dates (`01011990`).
 * Together that covers the great majority of any public top-10,000 list.
 */
export const COMMON_PASSWORDS_TEXT = `
# English top lists
password passwd passw0rd p4ssword pass pass123 pass1234 password1 password12 password123 passwort
qwerty qwertyu qwertyui qwertyuiop qwert qwer qwer1234 qwerty1 qwerty12 qwerty123 qwe123 qweqwe qweasd qweasdzxc
abc123 abcd1234 abc12345 a123456 aa123456 123abc abc
iloveyou iloveu iloveyou1 loveyou love lovely loveme lover lovers mylove
dragon monkey letmein shadow master superman batman trustno1 sunshine princess football baseball soccer
hockey basketball tennis golfer golf volleyball cricket rugby
michael jennifer jordan hunter buster harley andrew tigger charlie robert thomas daniel starwars
klaster george computer michelle jessica pepper freedom maggie ginger joshua cheese amanda summer
ashley nicole chelsea biteme matthew access yankees dallas austin thunder taylor matrix william corvette
hello martin heather secret merlin diamond hammer silver anthony justin test tester testing bailey patrick
internet scooter orange cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy
maverick phoenix camaro peanut morgan welcome welcome1 falcon cowboy cowboys ferrari samsung andrea smokey
steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster tigers yellow
gateway marina diablo bulldog compaq purple banana junior hannah porsche lakers iceman money london
coffee scooby miller boston brandon yamaha chester mother forever johnny edward oliver redsox player nikita
knight fender barney midnight please brandy chicago badboy slayer rangers charles angel angels flower bigdaddy
rabbit wizard jasper enter rachel chris steven winner adidas nike puma victoria natasha jasmine winter prince
fishing cocacola casper james raiders marlboro gandalf crystal golden panther lauren angela spanky madison
winston shannon mike toyota canada sophie apple apples tiger pokemon muffin johnson murphy cooper jonathan
david danielle jackie turtle scorpion butter carlos dennis slipknot booger black startrek cameron newyork
rainbow nathan john rocket viking redskins sierra peaches gemini doctor wilson sandra helpme victor florida
dolphin dolphins pookie captain tucker blue liverpool theman bandit maddog packers jaguar nicholas united
tiffany maxwell nirvana jeremy stupid monica elephant giants hotdog rosebud success debbie mountain warrior
snowball bubbles babygirl baby babe chocolate friends friend butterfly flowers beautiful blessed family
forever jesus christ god angel1 heaven faith hope lucky luckyone happy smile sweet sweety sweetheart honey
sunflower cutie cute pretty princesa hottie handsome sexy killer destiny friendship soulmate
admin administrator root toor user guest changeme default login logon letmein secret1 qazwsx qazxsw
zaq12wsx zaq1zaq1 1qazxsw2 1qaz2wsx 2wsx3edc xsw21qaz qazwsxedc zxcvbnm zxcvbn zxcv asdfgh asdfghjkl asdf
asdasd zxczxc asd123 zxc123 qaz123 wsx123 iphone android apple123 google facebook instagram twitter youtube
tiktok snapchat whatsapp skype yahoo hotmail gmail outlook microsoft windows linux ubuntu macbook
minecraft roblox fortnite pubg valorant counter counterstrike csgo dota warcraft starcraft diablo3 zelda mario
nintendo playstation xbox sega tetris pacman sonic pikachu naruto sasuke goku vegeta onepiece luffy
spiderman ironman hulk thor avengers marvel superman1 batman1 joker harrypotter hogwarts hermione gryffindor
frodo gollum legolas matrix1 neo morpheus terminator rambo rocky titanic avatar
hello123 welcome123 test123 test1234 admin123 root123 letmein123 pass12345 secret123 master123 love123
ninja samurai shogun pirate zombie vampire ghost demon devil lucifer satan angel123 heaven1
michael1 ashley1 jessica1 daniel1 charlie1 jordan23 tigger1 sunshine1 princess1 football1 baseball1
soccer1 monkey1 dragon1 shadow1 master1 superman2 qwerty11
dancer singer music musica guitar1 piano drums rock rockstar metal metallica eminem beyonce rihanna shakira
madonna elvis beatles queen nirvana1 linkinpark coldplay
hunter2 trustme nopassword nopass blank empty none null undefined secret12 private public
summer1 winter1 spring autumn fall january february march april june july august september october
november december monday tuesday wednesday thursday friday saturday sunday
red green blue1 yellow1 orange1 purple2 pink black1 white brown silver1 golden1
cat cats kitty kitten dog dogs puppy doggy horse pony fish bird bear lion tiger1 wolf fox eagle shark
pizza burger hamburger cookies candy sugar banana1 cherry lemon strawberry chocolate1 coffee1 beer vodka
money1 cash dollar rich million billion business company office work job boss
student school college university teacher class lesson course courses learn learning study exam
qwertz azerty asdfjkl ytrewq poiuytrewq mnbvcxz lkjhgfdsa
# Turkish: the word "password" and everyday phrases
sifre sifrem sifreniz sifrebu sifreyok sifresiz sifremiunuttum sifrebenim benimsifrem yenisifrem eskisifre
parola parolam paroladir parolayok gizlisifre gizlisifrem gizlilik sakla saklisifre anahtar anahtarim
kullanici kullaniciadi kullanicim hesap hesabim hesabım giris girisyap oturum uye uyelik kayit kayitol
deneme denemeler deneme1 denemedir testtest bilmiyorum bilmiyom unuttum unutma unutmabeni hatirla hatirlat
merhaba merhabalar selam selamlar selamunaleykum aleykumselam naber nasilsin iyiyim gunaydin iyiaksamlar
iyigeceler hosgeldin hosgeldiniz hosbulduk gorusuruz tamam tamamdir tamamm evet hayir olur olmaz belki
tesekkurler tesekkur sagol sagolun eyvallah helal aferin bravo harika super mukemmel guzel cokguzel
askim askimsin askım sevgilim sevgili sevgi seviyorum seniseviyorum seniseviorum seviyom sevdam sevdiceğim
canim canimsin canimiz bitanem birtanem hayatim hayatimsin kalbim kalp gonlum gozum gozlerin meleğim melegim
prensesim prenses kralim kralicem bebegim bebek bebeğim tatlim tatlım tatlis sekerim seker balim bal
annem anne annecim anneciğim babam baba babacim ailem aile kardes kardesim kardeşim abim abi ablam abla
dedem dede ninem nine babaannem anneannem oglum ogul kizim kiz cocugum cocuk yegenim amcam dayim teyzem
allah allahim allahu allahuekber bismillah bismillahirrahmanirrahim elhamdulillah insallah inşallah
masallah maşallah subhanallah estagfurullah lailaheillallah muhammed muhammet peygamber resulullah kuran
islam musluman mumin namaz oruc cennet cehennem dua iman huzur sabir sukur tevekkul
ataturk atatürk mustafakemal kemalataturk gazi cumhuriyet vatan millet bayrak ulke turkiyem yasasin
bozkurt ergenekon osmanli padisah sultan fatihsultan kanuni yavuz
kral krali kralice reis baskan patron aga agam bey beyefendi hanim hanimefendi efendi usta hoca hocam
kurt kurtlar kurtlarvadisi polat polatalemdar memati abdulhey cakir behzat ezel ramiz
aslan arslan kaplan kartal sahin atmaca sahinler leopar pars panter kedi kedim kedicik pisi pisicik kopek
kopegim kucukkopek tavsan kus papagan kanarya balik at ayi fil maymun zurafa yunus
pamuk boncuk tarcin duman zeytin findik karamel minnos mirnav tekir limon portakal elma armut muz cilek
kiraz karpuz kavun uzum nar incir dut kayisi seftali erik ayva
cikolata dondurma pasta kek kurabiye baklava kunefe lokum simit pogaca borek lahmacun kebap doner kofte
pizza hamburger cay kahve turkkahvesi ayran kola raki bira sarap
gul gulum lale papatya menekse karanfil orkide nergis zambak sumbul yasemin
gunes gunesim ay ayisigi yildiz yildizim yildizlar deniz denizim dunya gokyuzu bulut yagmur kar ruzgar
firtina simsek toprak ates su hava orman dag nehir
mavi kirmizi yesil sari siyah beyaz pembe mor turuncu lacivert bordo gri kahverengi
pazartesi sali carsamba persembe cuma cumartesi pazar ocak subat mart nisan mayis haziran temmuz agustos
eylul ekim kasim aralik ilkbahar yaz sonbahar kis bahar yazlik
bir iki uc dort bes alti yedi sekiz dokuz on yuz bin milyon birikiuc birikiucdort
bilgisayar laptop internet telefon cepte mobil tablet oyun oyuncu oyunlar futbol basketbol voleybol
muzik sarki sarkici gitar piyano resim kitap okumak sinema film dizi
okul okulum ogrenci ogrencim ogretmen ogretmenim hocam egitim egitmen kurs kurslar ders dersler sinif
sinav lise universite fakulte bolum mezun odev kampus kampusum kampuslu kodlama yazilim program programci
programlama yazilimci muhendis muhendislik gelistirici developer javascript typescript python java
doktor hemsire avukat polis asker komutan subay pilot ogretim memur isci esnaf
yonetici sistem sistemyoneticisi hacker hack korsan hackerman
# Turkish: football clubs and their years
galatasaray galata cimbom cimbombom ultraslan ultraaslan aslanlar sampiyon sampiyongalatasaray
fenerbahce fener fenerim kanarya sarikanarya sarilacivert genclikfener
besiktas bjk karakartal kartalim carsi siyahbeyaz
trabzonspor trabzon bordomavi karadenizfirtinasi
bursaspor timsah goztepe karsiyaka altay kocaelispor sivasspor kayserispor konyaspor antalyaspor
basaksehir genclerbirligi ankaragucu samsunspor rizespor denizlispor eskisehirspor malatyaspor
gs1905 fb1907 bjk1903 ts1967 gala1905 cimbom1905 fener1907 besiktas1903
realmadrid barcelona barca messi ronaldo cristiano neymar mbappe manchester manutd chelsea1 juventus
milan inter bayern dortmund psg
# Turkish: cities, regions and places
turkiye turkey turk turkce turkler anadolu trakya karadeniz ege akdeniz marmara icanadolu kapadokya
istanbul istanbulum ankara izmir bursa antalya adana konya gaziantep antep sanliurfa urfa kocaeli izmit
mersin diyarbakir hatay antakya manisa kayseri samsun balikesir kahramanmaras maras van aydin denizli
sakarya adapazari tekirdag mugla eskisehir mardin malatya trabzon erzurum ordu afyon afyonkarahisar sivas
tokat zonguldak elazig batman kutahya corum canakkale edirne rize giresun artvin bolu duzce yalova
kirklareli isparta burdur aksaray nigde nevsehir kirsehir yozgat amasya sinop kastamonu karabuk bartin
cankiri erzincan bingol mus bitlis siirt sirnak hakkari agri igdir kars ardahan gumushane bayburt tunceli
dersim adiyaman kilis osmaniye karaman usak bilecik kirikkale
kadikoy besiktas1 uskudar beyoglu taksim sisli bakirkoy fatih eminonu uskudar1 kartal1 pendik umraniye
cankaya kecioren kizilay karsiyaka1 bornova alsancak konak bodrum marmaris fethiye kas kemer alanya side
bogazici bosphorus galatakulesi kizkulesi ayasofya topkapi
# Turkish: given names (the most frequent of recent decades)
mehmet ahmet mustafa ali huseyin hasan ibrahim ismail osman yusuf murat omer ramazan halil suleyman
abdullah mahmut recep salih fatih kadir emre hakan burak serkan kemal yasin orhan ilker cem can emir efe
eren enes kerem mert baran berk berkay arda onur ozan oguz ugur umut volkan tolga tuncay sinan selim
serdar sercan sefa sedat tarik taner tayfun yigit yunus yavuz zafer bulent cengiz erkan ercan erdem erol
ferhat gokhan goksel harun ilhan kaan koray levent metin mesut mevlut necati nihat okan orkun ozgur
rasit riza sami sukru tamer tuncer turgay ufuk yakup yilmaz yasar yuksel alper anil aykut baris batuhan
bora caner cagri cagan dogan dogukan egemen ekrem emin engin erhan ertugrul furkan gurkan halit hamza
hikmet irfan kenan kursat nuri oktay ozkan rahmi sezer taha tugay umit veli yener zeki ayhan atakan aras
alperen ahmetcan eymen poyraz miran aybars ozgun tunahan oguzhan berat emirhan muhammedali mehmetali
ahmetali aliriza alihan ibrahimhalil huseyincan erencan mertcan efecan egecan kagan hakki cemal celal
nejat nevzat necdet ihsan ismet lutfi mithat namik orhun rauf sadi sait seyit sahin tahir talat tevfik
vedat yahya zekeriya
ayse fatma emine hatice zeynep elif meryem sultan hulya hacer merve ozlem esra ebru derya dilek gamze
gizem gulsen hande ilknur kubra leyla melek melike nur nurcan nurhan pinar seda sevgi sibel songul
tugba zehra zuhal asli aylin ayten azra banu basak belgin berna beyza burcu busra cansu ceren cigdem
damla defne didem dilara duygu ece ecrin eda ela elvan emel esma esin feride filiz funda gonul gul
gulay gulcan guler gulizar hilal ipek irem kader kevser meltem nazli nehir nihal nilay nilufer oya ozge
pelin rabia selin selma sema semra serap serpil sevda sevil sinem tulay tulin yeliz yesim zeliha ilayda
asya nisa ada eylul1 aysegul aynur buket cemile dilan ezgi gulbahar gulsum hanife havva hayriye
kiymet makbule naciye nazife nermin nesrin nurten perihan remziye saadet safiye sakine semiha sevim
sukran sule tulin1 umran yadigar yeter zubeyde zumrut alya asel defne1 duru elanaz elifnaz eslem
hiranur inci miray mina nil nisanur zumra
# Turkish: singers, actors and shows
tarkan sezenaksu ajdapekkan ibrahimtatlises muslumgurses ferdiozbegen orhangencebay mugeanli serdarortac
hadise demetakalin edip edipakbayram mustafasandal kenandogulu sertabererener gulsen1 manga mor
kemalsunal cemyilmaz sahan sahangokbakar recepivedik hababam hababamsinifi yaprakdokumu askimemnu
muhtesemyuzyil dirilisertugrul ertugrul1 kurulus kurulusosman ezel1 behzatc arkasokaklar kolpacino
# Turkish: banks, brands and services
turkcell vodafone turktelekom superonline ttnet avea arcelik vestel beko tofas togg ziraat garanti akbank
isbankasi yapikredi halkbank vakifbank denizbank sahibinden trendyol hepsiburada getir yemeksepeti
edevlet turkiyegov ptt thy turkishairlines
`;
