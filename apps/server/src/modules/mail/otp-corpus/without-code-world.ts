import type { OtpCase } from './cases.ts';

/**
 * Orders, parcels, bills, promo and error codes in other languages, where the code words
 * ("Code", "código", "kod", "コード", "코드", "密码") stand beside numbers that are not codes.
 * Composed after the public notices each `source` names (numbers are sample values).
 */
export const WITHOUT_CODE_WORLD: OtpCase[] = [
  {
    source: 'Amazon.de Versandbestätigung; composed after it',
    language: 'de',
    subject: 'Ihre Amazon.de-Bestellung #302-1234567-1234567 wurde versandt',
    text: 'Hallo,\nIhre Bestellung 302-1234567-1234567 wurde am 14.03.2026 versandt. Gesamtsumme: 59,99 €\nSendungsnummer: 00340434161234567890\nZustellung voraussichtlich Montag, 16.03.2026, 10:00 – 14:00.',
    code: null,
  },
  {
    source:
      'Account-security notice "Ihr Passwort wurde geändert" (German account services); composed after it',
    language: 'de',
    subject: 'Ihr Passwort wurde geändert',
    text: 'Ihr Passwort wurde am 14.03.2026 um 10:22 Uhr geändert. Waren Sie das nicht? Rufen Sie uns an: 0800 123 4567. Vorgangsnummer 558213.',
    code: null,
  },
  {
    source: 'Deutsche Post/DHL Sendungsbenachrichtigung; composed after it',
    language: 'de',
    subject: 'Ihre DHL Sendung kommt heute',
    text: 'Ihre Sendung 00340434161234567890 kommt heute zwischen 10:00 und 14:00. Packstation 123, 10115 Berlin. Rabattcode FRUEHLING26 für Ihre nächste Bestellung.',
    code: null,
  },
  {
    source: 'French e-shop shipping mail ("Votre commande a été expédiée"); composed after it',
    language: 'fr',
    subject: 'Votre commande n°40219 a été expédiée',
    text: 'Bonjour,\nVotre commande n°40219 du 14/03/2026 a été expédiée. Numéro de suivi : 6A12345678901. Montant : 29,99 €. Code promo BIENVENUE10 : -10 % sur votre prochaine commande.',
    code: null,
  },
  {
    source: 'Spanish e-shop shipping mail ("Tu pedido ha sido enviado"); composed after it',
    language: 'es',
    subject: 'Tu pedido 40219 ha sido enviado',
    text: 'Hola,\nTu pedido 40219 ha sido enviado el 14/03/2026. Código de seguimiento: ES1234567890. Total: 19,99 €. Usa el código de descuento VERANO25 antes del 30/06.',
    code: null,
  },
  {
    source: 'Brazilian e-shop shipping mail ("Seu pedido foi enviado"); composed after it',
    language: 'pt',
    subject: 'Seu pedido nº 40219 foi enviado',
    text: 'Olá! Seu pedido nº 40219 foi enviado em 14/03/2026. Código de rastreamento: BR123456789BR. Valor: R$ 149,90. CEP 01310-100.',
    code: null,
  },
  {
    source: 'Italian e-shop shipping mail ("Il tuo ordine è stato spedito"); composed after it',
    language: 'it',
    subject: 'Il tuo ordine n. 40219 è stato spedito',
    text: 'Ciao, il tuo ordine n. 40219 del 14/03/2026 è stato spedito. Totale 39,90 €. Codice sconto ESTATE20 valido fino al 30/06/2026. CAP 20121 Milano.',
    code: null,
  },
  {
    source: 'Dutch parcel notice ("Je bestelling is verzonden"); composed after it',
    language: 'nl',
    subject: 'Je bestelling 40219 is verzonden',
    text: 'Je bestelling 40219 is verzonden. Track & trace: 3SABCD1234567. Bezorging op 16-03-2026 tussen 10:00 en 14:00. Postcode 1012 AB.',
    code: null,
  },
  {
    source: 'Russian marketplace order notice ("Ваш заказ передан в доставку"); composed after it',
    language: 'ru',
    subject: 'Заказ № 1234567 передан в доставку',
    text: 'Ваш заказ № 1234567 на сумму 1999 руб. передан в доставку 14.03.2026. Код ошибки оплаты 2051 устранён. Телефон поддержки 8 800 555-35-35.',
    code: null,
  },
  {
    source: 'Turkish cargo notice ("Siparişiniz kargoya verildi"); composed after it',
    language: 'tr',
    subject: 'Siparişiniz kargoya verildi',
    text: 'Siparişiniz 40219 kargoya verildi. Takip numarası: 123456789012. Tutar: 349,90 TL. Tahmini teslim: 16.03.2026.',
    code: null,
  },
  {
    source: 'Polish shop notice ("Twoje zamówienie zostało wysłane"); composed after it',
    language: 'pl',
    subject: 'Zamówienie nr 40219 zostało wysłane',
    text: 'Twoje zamówienie nr 40219 zostało wysłane 14.03.2026. Kwota: 129,99 zł. Kod pocztowy 00-001 Warszawa.',
    code: null,
  },
  {
    source: 'Finnish parcel notice ("Tilauksesi on lähetetty"); composed after it',
    language: 'fi',
    subject: 'Tilauksesi 40219 on lähetetty',
    text: 'Tilauksesi 40219 on lähetetty 14.3.2026. Seurantakoodi JJFI12345678901234567. Summa 49,90 €.',
    code: null,
  },
  {
    source: 'Japanese order confirmation mail (注文確認); composed after it',
    language: 'ja',
    subject: '【ご注文確認】注文番号 249-1234567-1234567',
    text: 'ご注文ありがとうございます。\n注文番号：249-1234567-1234567\n合計金額：3,980円\nお届け予定日：2026年3月16日\nお問い合わせ番号：1234-5678-9012',
    code: null,
  },
  {
    source:
      'Japanese game gift mail with a serial code (シリアルコード); composed after game publishers\u2019 campaign mails',
    language: 'ja',
    subject: '【プレゼント】シリアルコードのお知らせ',
    text: 'キャンペーンにご参加いただきありがとうございます。\nシリアルコード：GIFT2026SPRING\n有効期限：2026年4月30日 23:59',
    code: null,
  },
  {
    source: 'Nintendo Support error code 2813-0001 article (エラーコード); composed after it',
    language: 'ja',
    subject: 'エラーコード 2813-0001 について',
    text: 'エラーコード：2813-0001\nニンテンドーeショップに接続できませんでした。2026年3月14日 10:22 以降に再度お試しください。',
    code: null,
  },
  {
    source: 'Korean delivery notice (택배 배송 완료); composed after it',
    language: 'ko',
    subject: '[배송 완료] 고객님의 상품이 도착했습니다',
    text: '고객님의 택배가 배송 완료되었습니다. 운송장번호 123456789012, 결제금액 19,900원, 2026년 3월 14일 10:22.',
    code: null,
  },
  {
    source: 'Korean game coupon mail (쿠폰 코드); composed after publishers\u2019 event mails',
    language: 'ko',
    subject: '[이벤트] 쿠폰 코드 안내',
    text: '쿠폰 코드 SPRING2026 을 입력하고 보상을 받으세요. 기간: 2026.03.14 ~ 2026.03.31',
    code: null,
  },
  {
    source: 'Chinese game account login notice (异地登录提醒, miHoYo); composed after it',
    language: 'zh',
    subject: '【米哈游】账号登录提醒',
    text: '您的米哈游通行证于2026-03-14 10:22在新设备登录，如非本人操作请及时修改密码。UID 812345678',
    code: null,
  },
  {
    source:
      'Chinese game redemption-code notice (兑换码); composed after publishers\u2019 announcements',
    language: 'zh',
    subject: '兑换码发放通知',
    text: '4.8版本前瞻兑换码：GENSHINGIFT，可领取原石×100，有效期至2026年3月31日23:59。',
    code: null,
  },
  {
    source: 'Thai bill-payment notice; composed after bank notices',
    language: 'th',
    subject: 'แจ้งยอดชำระ',
    text: 'ยอดชำระ 1,250.00 บาท ครบกำหนด 15/04/2026 เลขที่ใบแจ้งหนี้ 6603140022',
    code: null,
  },
  {
    source: 'Vietnamese e-shop delivery notice ("Don hang da duoc giao"); composed after it',
    language: 'vi',
    subject: 'Don hang 40219',
    text: 'Don hang 40219 da duoc giao cho don vi van chuyen ngay 14/03/2026. Ma van don: SPXVN123456789. Tong tien 250000 VND.',
    code: null,
  },
  {
    source: 'Indonesian e-shop delivery notice ("Pesanan sedang dikirim"); composed after it',
    language: 'id',
    subject: 'Pesanan 40219 sedang dikirim',
    text: 'Pesanan 40219 sedang dikirim. No. resi JP1234567890. Total Rp 150.000. Estimasi tiba 16-03-2026.',
    code: null,
  },
  {
    source: 'Arabic order-shipped notice; composed after e-shop notices',
    language: 'ar',
    subject: 'تم شحن طلبك',
    text: 'تم شحن طلبك رقم 40219 بتاريخ 14/03/2026. المبلغ 199 ريال. رقم التتبع 1234567890.',
    code: null,
  },
  {
    source: 'Hebrew order-shipped notice; composed after e-shop notices',
    language: 'he',
    subject: 'ההזמנה שלך נשלחה',
    text: 'ההזמנה שלך מספר 40219 נשלחה בתאריך 14/03/2026. סכום: 199 ₪. מספר מעקב RR123456789IL.',
    code: null,
  },
];
