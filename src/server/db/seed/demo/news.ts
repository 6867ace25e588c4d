/**
 * Demo catalogue: store news (ids 1-8, September to November 2026, newest id = newest date).
 * Content uses the simple markup of SeedNews.content: "• " bullets, **bold**, *italic*, __underline__, [text](/path).
 */
import type { SeedNews } from '../catalog-types.js';

/** Joins lines with newlines; an empty string makes the blank line between paragraphs. */
const text = (...lines: string[]) => lines.join('\n');

export const news: SeedNews[] = [
  {
    id: 1,
    slug: 'welcome-to-pixelkeys',
    date: '2026-09-04T08:00:00Z',
    name: {
      es: 'Bienvenido a Pixelkeys: así funciona la entrega instantánea',
      en: 'Welcome to Pixelkeys: how instant delivery works',
    },
    content: {
      es: text(
        'Abrimos la tienda con más de noventa productos entre juegos, tarjetas regalo, recargas y suscripciones. Todo es **digital** y se entrega en tu cuenta en cuanto se confirma el pago, sin esperas ni envíos.',
        '',
        'Comprar es muy sencillo:',
        '• Crea una cuenta o inicia sesión.',
        '• Añade lo que quieras al carrito y paga con tarjeta o Paypal.',
        '• Ve a **Mis pedidos** y revela la clave cuando vayas a canjearla.',
        '',
        'Un consejo: revela cada clave *solo cuando vayas a usarla*. Mientras no la reveles, puedes pedir el reembolso. Si tienes dudas, echa un vistazo a nuestra [página de ayuda](/help).',
      ),
      en: text(
        'We are opening the store with more than ninety products across games, gift cards, top-ups and subscriptions. Everything is **digital** and lands in your account as soon as the payment is confirmed, with no waiting and no shipping.',
        '',
        'Buying is simple:',
        '• Create an account or sign in.',
        '• Add what you want to the cart and pay by card or Paypal.',
        '• Go to **My orders** and reveal the key when you are ready to redeem it.',
        '',
        'A tip: reveal each key *only when you are about to use it*. Until you reveal it, you can still ask for a refund. If you have any questions, take a look at our [help page](/help).',
      ),
    },
  },
  {
    id: 2,
    slug: 'rpg-week-autumn-sale',
    date: '2026-09-19T08:00:00Z',
    name: {
      es: 'Semana del rol: descuentos en los mejores RPG',
      en: 'RPG week: discounts on the best role-playing games',
    },
    content: {
      es: text(
        'Se acerca el otoño y no hay mejor plan que una partida larga con una manta y un buen RPG. Esta semana hemos preparado una selección con **precios rebajados** y varios imprescindibles a precio de catálogo.',
        '',
        '• **Grimhollow Chronicles**: batallas tácticas por turnos y una trama política de las buenas.',
        '• **Echoes of the Deepwell**: un indie narrativo que ha enamorado a la crítica.',
        '• **Chronicles of the Shattered Moon**: la edición completa, con sus dos expansiones.',
        '',
        '__Las ofertas duran hasta agotar existencias__, así que no lo dejes para el último día. Tienes toda la selección en [nuestra búsqueda de RPG](/search?genre=rpg).',
      ),
      en: text(
        'Autumn is on its way and there is no better plan than a long session under a blanket with a good RPG. This week we have put together a selection with **reduced prices** and several essentials at their usual price.',
        '',
        '• **Grimhollow Chronicles**: turn-based tactical battles and a proper political plot.',
        '• **Echoes of the Deepwell**: a story-driven indie that won the critics over.',
        '• **Chronicles of the Shattered Moon**: the complete edition, with both expansions.',
        '',
        '__Deals last while stocks last__, so do not leave it until the final day. You will find the whole selection in [our RPG search](/search?genre=rpg).',
      ),
    },
  },
  {
    id: 3,
    slug: 'how-to-avoid-key-scams',
    date: '2026-10-02T08:00:00Z',
    name: {
      es: 'Seguridad: cómo evitar las estafas con claves de juegos',
      en: 'Security tip: how to avoid game key scams',
    },
    content: {
      es: text(
        'Cada semana nos escribe alguien que ha perdido dinero comprando claves por redes sociales. Estas son las señales de alarma más habituales:',
        '',
        '• Precios **demasiado buenos para ser verdad**, sobre todo en lanzamientos recientes.',
        '• Vendedores que piden pagar por transferencia, Bizum o con tarjetas regalo.',
        '• Mensajes que te piden *tu usuario y contraseña* para «activar la clave por ti».',
        '• Enlaces que imitan nuestra web con una letra cambiada.',
        '',
        '__Pixelkeys nunca te pedirá tu contraseña__ ni por correo ni por mensaje directo. Tus claves solo aparecen dentro de tu cuenta, en el apartado de pedidos. Si algo te parece raro, cuéntanoslo desde la [página de ayuda](/help) antes de pagar.',
      ),
      en: text(
        'Every week someone gets in touch after losing money buying keys through social media. These are the most common warning signs:',
        '',
        '• Prices that are **too good to be true**, especially for recent releases.',
        '• Sellers who ask you to pay by bank transfer or with gift cards.',
        '• Messages asking for *your username and password* so they can "activate the key for you".',
        '• Links that mimic our website with one letter changed.',
        '',
        '__Pixelkeys will never ask for your password__, by email or by direct message. Your keys only ever appear inside your account, in the orders section. If anything looks odd, tell us through the [help page](/help) before you pay.',
      ),
    },
  },
  {
    id: 4,
    slug: 'neon-drift-overclocked-out-now',
    date: '2026-10-15T08:00:00Z',
    name: {
      es: 'Neon Drift: Overclocked ya está disponible',
      en: 'Neon Drift: Overclocked is out now',
    },
    content: {
      es: text(
        'El arcade de conducción nocturna de Lumen Forge sale hoy en Steam y ya tenemos claves para entrega inmediata. Lo hemos probado y **derrapa de maravilla**.',
        '',
        '• 38 coches originales con preparación a fondo.',
        '• Pantalla partida para dos y carreras en línea de hasta 12 jugadores.',
        '• Banda sonora synthwave con 45 temas.',
        '',
        '*Nuestro consejo:* juega la campaña con mando y desactiva la ayuda a la dirección en cuanto le cojas el truco. Lo tienes en la [ficha de Neon Drift: Overclocked](/product?id=2).',
      ),
      en: text(
        "Lumen Forge's late-night arcade racer launches on Steam today and we already have keys for instant delivery. We have played it and it **drifts beautifully**.",
        '',
        '• 38 original cars with deep tuning.',
        '• Two-player split-screen and online races for up to 12.',
        '• A synthwave soundtrack with 45 tracks.',
        '',
        '*Our tip:* play the campaign on a controller and switch off steering assist as soon as you get the hang of it. Find it on the [Neon Drift: Overclocked page](/product?id=2).',
      ),
    },
  },
  {
    id: 5,
    slug: 'halloween-dungeon-deals',
    date: '2026-10-29T09:00:00Z',
    name: {
      es: 'Halloween en Pixelkeys: mazmorras, criptas y buenos precios',
      en: 'Halloween at Pixelkeys: dungeons, crypts and great prices',
    },
    content: {
      es: text(
        'Para esta semana de sustos hemos reunido los juegos más oscuros del catálogo, con **descuentos de hasta el 25 %**.',
        '',
        '• **Crypt of the Hollow King**: nuestro indie más vendido del otoño.',
        '• **Mirewalker**: acción en un pantano donde la niebla trae monstruos.',
        '• **Abyssal Frontier**: supervivencia cooperativa bajo el mar, en acceso anticipado.',
        '',
        '__La oferta de Crypt of the Hollow King sigue activa después del 31__, pero las claves son limitadas. Ve directo a la [cripta](/product?id=3) o explora [todos los indies](/search?genre=indie).',
      ),
      en: text(
        'For this spooky week we have gathered the darkest games in the catalogue, with **discounts of up to 25%**.',
        '',
        '• **Crypt of the Hollow King**: our best-selling indie of the autumn.',
        '• **Mirewalker**: action in a swamp where the fog brings monsters.',
        '• **Abyssal Frontier**: co-op survival under the sea, in early access.',
        '',
        '__The Crypt of the Hollow King deal carries on after the 31st__, but keys are limited. Head straight to the [crypt](/product?id=3) or browse [every indie](/search?genre=indie).',
      ),
    },
  },
  {
    id: 6,
    slug: 'mystery-bundles-explained',
    date: '2026-11-06T09:00:00Z',
    name: {
      es: 'Guía: así funcionan los packs misteriosos',
      en: 'Guide: how mystery bundles work',
    },
    content: {
      es: text(
        'Los packs misteriosos son la forma más divertida de ampliar tu biblioteca de Steam. Hay **tres niveles** y cada uno tiene reglas claras:',
        '',
        '• **Indie**: 3 juegos, al menos un éxito indie, valor de hasta 60 €.',
        '• **AAA**: 5 juegos, al menos un AAA y dos indies, valor de hasta 120 €.',
        '• **RPG**: 8 juegos, al menos dos AAA y tres indies, valor de hasta 200 €.',
        '',
        'El sorteo se hace al pagar y *queda registrado con una semilla*, así que cualquier pedido se puede auditar. Nunca recibirás un juego repetido dentro del mismo pack. Echa un vistazo a la lista completa del [pack RPG](/product?id=100).',
      ),
      en: text(
        'Mystery bundles are the most fun way to grow your Steam library. There are **three tiers**, each with clear rules:',
        '',
        '• **Indie**: 3 games, at least one indie hit, worth up to 60 €.',
        '• **AAA**: 5 games, at least one AAA and two indies, worth up to 120 €.',
        '• **RPGs**: 8 games, at least two AAA and three indies, worth up to 200 €.',
        '',
        'The draw happens when you pay and *is recorded with a seed*, so every order can be audited. You will never get a duplicate game in the same bundle. Take a look at the full list for the [RPG bundle](/product?id=100).',
      ),
    },
  },
  {
    id: 7,
    slug: 'dominion-of-embers-half-price',
    date: '2026-11-14T09:00:00Z',
    name: {
      es: 'Dominion of Embers, a mitad de precio',
      en: 'Dominion of Embers at half price',
    },
    content: {
      es: text(
        'Uno de los mejores RPG de acción del año pasado baja a **34,99 €** en Steam, con la expansión Ashen Tide incluida.',
        '',
        '• Mundo abierto de cinco regiones sin pantallas de carga.',
        '• Ocho tipos de arma y más de 90 hechizos.',
        '• Compañeros que pueden acabar traicionándote.',
        '',
        'Tenemos **40 claves** para esta promoción. Consulta los requisitos antes de comprar en la [ficha del juego](/product?id=5).',
      ),
      en: text(
        "One of last year's best action RPGs drops to **€34.99** on Steam, with the Ashen Tide expansion included.",
        '',
        '• An open world of five regions with no loading screens.',
        '• Eight weapon classes and more than 90 spells.',
        '• Companions who might end up betraying you.',
        '',
        'We have **40 keys** for this promotion. Check the requirements before buying on the [game page](/product?id=5).',
      ),
    },
  },
  {
    id: 8,
    slug: 'black-friday-week-and-2027-preorders',
    date: '2026-11-20T09:00:00Z',
    name: {
      es: 'Semana del Black Friday y reservas para 2027',
      en: 'Black Friday week and 2027 pre-orders',
    },
    content: {
      es: text(
        'Arranca la semana más esperada del año. Además de las rebajas en juegos, esta vez hay **descuentos en tarjetas regalo y suscripciones**:',
        '',
        '• **Sunset Cartel: Vice Shore** a mitad de precio en el launcher de Rockstar.',
        '• Xbox Game Pass Ultimate 3 meses, Spotify Premium y Discord Nitro 12 meses más baratos.',
        '• Steam Wallet 50 € y PlayStation Store 50 € con un pequeño descuento.',
        '',
        'También abrimos las **reservas de 2027**: Hollow Crown: Requiem, Tidebreaker, Ordinance: Starbreak y más. *Las plazas de reserva son limitadas* y la clave se entrega sola el día del lanzamiento.',
        '',
        '__Recuerda que todos los precios llevan el IVA incluido.__ Descubre las novedades en [lo más nuevo](/search?orderby=newest) o ve directo a [Sunset Cartel](/product?id=44).',
      ),
      en: text(
        'The most anticipated week of the year is here. On top of the game deals, this time there are **discounts on gift cards and subscriptions**:',
        '',
        '• **Sunset Cartel: Vice Shore** at half price on the Rockstar launcher.',
        '• Xbox Game Pass Ultimate 3 months, Spotify Premium and Discord Nitro 12 months for less.',
        '• Steam Wallet 50 € and PlayStation Store 50 € with a small discount.',
        '',
        'We are also opening **2027 pre-orders**: Hollow Crown: Requiem, Tidebreaker, Ordinance: Starbreak and more. *Pre-order places are limited*, and the key is delivered automatically on launch day.',
        '',
        '__Remember that every price includes VAT.__ Catch up on what is new in [newest arrivals](/search?orderby=newest) or go straight to [Sunset Cartel](/product?id=44).',
      ),
    },
  },
];
